import { zDate, zInt } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// The review configuration (SPEC §3 "Review config", §5): one schema shared by the form
// on /platform/config/review, its server action, the gateway and the service. Messages are i18n
// keys (validation.*, reviewConfig.*). No server-only: the form runs this in the browser.
// The reader, getReviewSettings(conferenceId), is in ./service.ts (it needs the database).

/** The scores of SPEC §3, in the order every screen lists them. */
export const SCORE_KEYS = ["overall", "relevance", "english", "originality", "recommend"] as const;
export type TScoreKey = (typeof SCORE_KEYS)[number];

/** SPEC §5: each rule title within 100 characters. */
export const RULE_TITLE_MAX = 100;
export const RULE_TITLES_MAX = 50;
/** Room for RULE_TITLES_MAX titles with their separators and spaces; the titles' own rules say more. */
const RULES_TEXT_MAX = 6000;
export const SCALE_MIN = 2;
export const SCALE_MAX = 100;
export const WEIGHT_MAX = 100;
export const REVIEWS_PER_SUBMISSION_MAX = 20;
export const PER_REVIEWER_MAX = 10_000;
export const ACTIVATION_DAYS_MAX = 90;

/** Titles are separated by ";" or the full-width "；" that Chinese keyboards type. */
const SEPARATOR = /[;；]/;

/**
 * "A；B ; C;" → ["A", "B", "C"]: split on either semicolon, trimmed. One separator at the very end
 * is a habit, not an empty title, so it is dropped; other empty titles stay (as "") for the rules
 * to name. Stored rules are already clean, so readers may call this on any ReviewSettings text.
 */
export function splitTitles(text: string): string[] {
  const parts = text.split(SEPARATOR).map((s) => s.trim());
  if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
  return parts.length === 1 && parts[0] === "" ? [] : parts;
}

/** Characters as people count them (an emoji or a CJK extension character is one). */
const length = (s: string) => [...s].length;

/** The message key that names the offending title (1-based `n`, its start and length). */
function titleMessage(key: string, n: number, title = "", extra: Record<string, string | number> = {}) {
  const start = length(title) > 24 ? `${[...title].slice(0, 24).join("")}…` : title;
  const q = new URLSearchParams(Object.entries({ n, title: start, ...extra }).map(([k, v]) => [k, String(v)]));
  return `reviewConfig.${key}?${q.toString()}`;
}

/** A rules text: titles separated by semicolons, each trimmed, non-empty, ≤ 100; stored as "A;B;C". */
const zRules = () =>
  z
    .string()
    .max(RULES_TEXT_MAX)
    .default("")
    .superRefine((text, ctx) => {
      const titles = splitTitles(text);
      if (titles.length > RULE_TITLES_MAX) {
        ctx.addIssue({ code: "custom", message: `reviewConfig.tooManyTitles?max=${RULE_TITLES_MAX}` });
        return;
      }
      const i = titles.findIndex((t) => t === "" || length(t) > RULE_TITLE_MAX);
      if (i < 0) return;
      const t = titles[i];
      ctx.addIssue({
        code: "custom",
        message: t === "" ? titleMessage("titleEmpty", i + 1) : titleMessage("titleTooLong", i + 1, t, { max: RULE_TITLE_MAX, length: length(t) }),
      });
    })
    .transform((text) => splitTitles(text).join(";"));

export const ZScoreItem = z.strictObject({
  key: z.enum(SCORE_KEYS),
  enabled: z.boolean(),
  /** Reviewers score 1 … max. */
  max: zInt({ min: SCALE_MIN, max: SCALE_MAX }),
  /** Relative weight in the weighted average; 0 = asked but not counted. */
  weight: zInt({ min: 0, max: WEIGHT_MAX }),
});
export type TScoreItem = z.infer<typeof ZScoreItem>;

/** The five scores, each once, in any order; read back in SCORE_KEYS order. */
const ZScoreItems = z
  .array(ZScoreItem)
  .max(SCORE_KEYS.length)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.key)) ctx.addIssue({ code: "custom", path: [i, "key"], message: "reviewConfig.scoreDuplicate" });
      seen.add(item.key);
    });
    const on = items.filter((s) => s.enabled);
    if (seen.size < SCORE_KEYS.length) ctx.addIssue({ code: "custom", message: "reviewConfig.scoreMissing" });
    else if (!on.length) ctx.addIssue({ code: "custom", message: "reviewConfig.noScoreEnabled" });
    else if (!on.some((s) => s.weight > 0)) ctx.addIssue({ code: "custom", message: "reviewConfig.noWeight" });
  })
  .transform((items) => SCORE_KEYS.map((key) => items.find((s) => s.key === key)!));

export const ZReviewConfigInput = z.strictObject({
  ratingRulesZh: zRules(),
  ratingRulesEn: zRules(),
  detailRulesZh: zRules(),
  detailRulesEn: zRules(),
  /** Reviewers never see who wrote a submission. */
  blind: z.boolean(),
  /** true: the chair's opinion is the final opinion; false: the manager decides. */
  chairFinal: z.boolean(),
  scoreItems: ZScoreItems,
  reviewsPerSubmission: zInt({ min: 1, max: REVIEWS_PER_SUBMISSION_MAX }),
  /** Automatic assignment gives nobody more; null = no maximum. */
  maxPerReviewer: zInt({ min: 1, max: PER_REVIEWER_MAX }).nullable().default(null),
  /** A calendar day of the conference ("YYYY-MM-DD"), "" = none. */
  reviewDeadline: zDate({ optional: true }).default(""),
  /** How long an invitation's activation link works. */
  activationDays: zInt({ min: 1, max: ACTIVATION_DAYS_MAX }),
});
export type TReviewConfigInput = z.input<typeof ZReviewConfigInput>;

/**
 * The review configuration as the rest of the review code reads it (getReviewSettings): rules as clean
 * "A;B" texts (splitTitles for the list), all five scores in SCORE_KEYS order, deadline "" when
 * none. `saved` is false while the conference runs on the defaults.
 */
export type ReviewSettings = z.output<typeof ZReviewConfigInput> & { saved: boolean };

export const DEFAULT_SCORE_ITEMS: TScoreItem[] = [
  { key: "overall", enabled: true, max: 10, weight: 1 },
  { key: "relevance", enabled: true, max: 5, weight: 1 },
  { key: "english", enabled: true, max: 5, weight: 1 },
  { key: "originality", enabled: true, max: 5, weight: 1 },
  { key: "recommend", enabled: true, max: 5, weight: 0 },
];

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  ratingRulesZh: "",
  ratingRulesEn: "",
  detailRulesZh: "",
  detailRulesEn: "",
  blind: true,
  chairFinal: false,
  scoreItems: DEFAULT_SCORE_ITEMS,
  reviewsPerSubmission: 3,
  maxPerReviewer: null,
  reviewDeadline: "",
  activationDays: 14,
  saved: false,
};

/**
 * Each enabled score's share of the weighted average (weights normalised over the enabled items;
 * shares add up to 1). Disabled items and weight 0 get 0.
 */
export function scoreShares(items: readonly TScoreItem[]): Record<TScoreKey, number> {
  const total = items.reduce((sum, s) => sum + (s.enabled ? s.weight : 0), 0);
  return Object.fromEntries(
    SCORE_KEYS.map((k) => {
      const s = items.find((i) => i.key === k);
      return [k, s?.enabled && total ? s.weight / total : 0];
    }),
  ) as Record<TScoreKey, number>;
}

/**
 * A review's weighted average as a percentage (0–100): each score is first taken as a fraction of
 * its own scale — a 4 of 5 counts as much as an 8 of 10 — then weighted by its share. Scores of
 * counted items that are missing leave the average undefined (null) rather than skew it.
 */
export function weightedPercent(items: readonly TScoreItem[], scores: Partial<Record<TScoreKey, number>>): number | null {
  const shares = scoreShares(items);
  let sum = 0;
  for (const s of items) {
    if (!shares[s.key]) continue;
    const v = scores[s.key];
    if (v == null) return null;
    sum += shares[s.key] * (Math.min(Math.max(v, 0), s.max) / s.max);
  }
  return Math.round(sum * 1000) / 10;
}
