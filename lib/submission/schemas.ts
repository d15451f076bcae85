import { STORED_NAME } from "@/lib/forms/answers-schema";
import { zDate, zId, zInt } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { SUBMISSION_STATUSES } from "./status";

// One schema per input (DESIGN §6.1) of the call for abstracts, shared by the screens'
// forms, the server actions and the gateway. Messages are i18n keys (validation.*, submission.*).
// No server-only: the forms run these in the browser.

export const REQUIREMENTS = ["REQUIRED", "OPTIONAL", "HIDDEN"] as const;
export type TRequirement = (typeof REQUIREMENTS)[number];

/** The configurable items of SPEC §3 "Submission config", in the order the screens list them. */
export const CONFIG_ITEMS = ["abstractContent", "attachment", "authorInfo", "fullText", "category", "reportType", "keywords"] as const;
export type TConfigItem = (typeof CONFIG_ITEMS)[number];
export type TItemRules = Record<TConfigItem, TRequirement>;

export const TITLE_MAX = 300;
export const ABSTRACT_HTML_MAX = 60_000;
export const KEYWORD_MAX = 60;
export const KEYWORDS_MAX = 10;
export const AUTHORS_MAX = 30;
export const INSTRUCTIONS_MAX = 50_000;
export const WORD_LIMIT_MAX = 20_000;
export const LIMIT_MAX = 1_000_000;
export const OPTION_LIST_MAX = 50;
export const PREFIX_MAX = 10;
export const THEME_NAME_MAX = 200;
export const REASON_MAX = 2000;

// ───────────── Configuration (/platform/config/contribute) ─────────────

export const PDF_FONTS = ["serif", "sans"] as const;
const ZTextFormat = z.strictObject({
  font: z.enum(PDF_FONTS).default("serif"),
  size: zInt({ min: 6, max: 36 }).default(11),
  bold: z.boolean().default(false),
  italic: z.boolean().default(false),
});
export const ZPdfLayout = z.strictObject({
  perPage: z.union([z.literal(1), z.literal(2), z.literal(4)]).default(1),
  showNumber: z.boolean().default(true),
  title: ZTextFormat.default({ font: "sans", size: 14, bold: true, italic: false }),
  author: ZTextFormat.default({ font: "serif", size: 10, bold: false, italic: true }),
  content: ZTextFormat.default({ font: "serif", size: 10, bold: false, italic: false }),
});
export type TPdfLayout = z.infer<typeof ZPdfLayout>;

const optionalDate = zDate({ optional: true });
const limit = zInt({ min: 1, max: LIMIT_MAX }).nullable().default(null);

export const ZSubmissionConfigInput = z
  .strictObject({
    open: z.boolean(),
    startDate: optionalDate,
    endDate: optionalDate,
    secondDeadline: optionalDate,
    limitFlag: z.boolean().default(false),
    maxSubmissions: limit,
    perPersonMax: limit,
    abstractWordLimit: zInt({ min: 1, max: WORD_LIMIT_MAX }).nullable().default(null),
    ...(Object.fromEntries(CONFIG_ITEMS.map((k) => [k, z.enum(REQUIREMENTS)])) as Record<TConfigItem, z.ZodEnum<{ [K in TRequirement]: K }>>),
    instructionsZh: z.string().max(INSTRUCTIONS_MAX).default(""),
    instructionsEn: z.string().max(INSTRUCTIONS_MAX).default(""),
    allowEditAfterAccept: z.boolean().default(false),
    pdfLayout: ZPdfLayout,
  })
  .superRefine((v, ctx) => {
    // An open call needs its window; SPEC §5 orders the dates.
    if (v.open && !v.startDate) ctx.addIssue({ code: "custom", path: ["startDate"], message: "validation.required" });
    if (v.open && !v.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "validation.required" });
    if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "submissionConfig.endBeforeStart" });
    if (v.secondDeadline && v.endDate && v.secondDeadline < v.endDate)
      ctx.addIssue({ code: "custom", path: ["secondDeadline"], message: "submissionConfig.secondBeforeEnd" });
    if (v.limitFlag && v.maxSubmissions == null) ctx.addIssue({ code: "custom", path: ["maxSubmissions"], message: "validation.required" });
    if (v.limitFlag && v.maxSubmissions != null && v.perPersonMax != null && v.perPersonMax > v.maxSubmissions)
      ctx.addIssue({ code: "custom", path: ["perPersonMax"], message: "submissionConfig.perPersonAboveMax" });
  });
export type TSubmissionConfigInput = z.infer<typeof ZSubmissionConfigInput>;

/** A zh/en choice list (categories, report types). `value` is what submissions store. */
export const ZChoice = z.strictObject({
  value: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, "submissionConfig.choiceValue"),
  labelZh: z.string().trim().min(1).max(100),
  labelEn: z.string().trim().min(1).max(100),
});
export type TChoice = z.infer<typeof ZChoice>;
export const ZChoiceList = z
  .array(ZChoice)
  .max(OPTION_LIST_MAX)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((c, i) => {
      if (seen.has(c.value)) ctx.addIssue({ code: "custom", path: [i, "value"], message: "submissionConfig.choiceDuplicate" });
      seen.add(c.value);
    });
  });
export const ZChoicesInput = z.strictObject({ list: z.enum(["category", "reportType"]), choices: ZChoiceList });
export type TChoicesInput = z.infer<typeof ZChoicesInput>;

// ───────────── Themes (a tree with prefixes) ─────────────

const themeFields = {
  nameZh: z.string().trim().min(1).max(THEME_NAME_MAX),
  nameEn: z.string().trim().min(1).max(THEME_NAME_MAX),
  parentId: zId().nullable().default(null),
  /** Numbers the theme's submissions (A → A-001); letters and digits. */
  prefix: z
    .string()
    .trim()
    .max(PREFIX_MAX)
    .regex(/^[A-Za-z0-9]*$/, "submissionConfig.theme.prefixChars")
    .default(""),
  order: zInt({ min: 0, max: 9999 }).default(0),
};
export const ZThemeInput = z.strictObject(themeFields);
export type TThemeInput = z.infer<typeof ZThemeInput>;
export const ZThemeUpdate = z.strictObject({ id: zId(), ...themeFields });
export type TThemeUpdate = z.infer<typeof ZThemeUpdate>;
export const ZIdInput = z.strictObject({ id: zId() });
/** Themes nest at most this deep (theme → session → sub-session); submissions sit on leaves. */
export const MAX_THEME_DEPTH = 3;

// ───────────── A submission (/profile/submission/details) ─────────────

/** A file the author sent: a temporary upload to claim, or the stored file the submission already has. */
export const ZSubmissionFileRef = z.strictObject({ name: z.string().trim().min(1).max(255), storedName: z.string().regex(STORED_NAME) });
export type TSubmissionFileRef = z.infer<typeof ZSubmissionFileRef>;

export const ZAuthor = z.strictObject({
  name: z.string().trim().min(1).max(100),
  surname: z.string().trim().min(1).max(100),
  // Empty says "required", not "invalid email".
  email: z
    .string()
    .trim()
    .min(1, "validation.required")
    .max(254)
    .pipe(z.email("validation.invalidEmail"))
    .transform((e) => e.toLowerCase()),
  phone: z.string().trim().max(40).default(""),
  country: z.string().trim().max(2).default(""),
  organisation: z.string().trim().max(200).default(""),
  corresponding: z.boolean().default(false),
});
export type TAuthor = z.infer<typeof ZAuthor>;

/** Words as an editor counts them: each CJK character is one, each run of other letters/digits one. */
export function countWords(text: string): number {
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0;
  const latin =
    text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, " ").match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return cjk + latin;
}

/** The visible text of the abstract's HTML, for counting and for "is it empty". */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, "x")
    .replace(/\s+/g, " ")
    .trim();
}

/** What the author's form sends. Hidden items are dropped by submissionSchema whatever is sent. */
export const ZSubmissionBase = z.strictObject({
  /** present when editing or resubmitting */
  id: zId().optional(),
  title: z.string().trim().max(TITLE_MAX),
  themeId: zId().nullable(),
  reportType: z.string().trim().max(40).default(""),
  category: z.string().trim().max(40).default(""),
  abstract: z.string().max(ABSTRACT_HTML_MAX).default(""),
  keywords: z.array(z.string().trim().min(1).max(KEYWORD_MAX)).max(KEYWORDS_MAX).default([]),
  abstractFile: ZSubmissionFileRef.nullable().default(null),
  fullTextFile: ZSubmissionFileRef.nullable().default(null),
  authors: z.array(ZAuthor).max(AUTHORS_MAX).default([]),
});
export type TSubmissionInput = z.infer<typeof ZSubmissionBase>;

/** What the submission form needs to know of the configuration. */
export type SubmissionRules = TItemRules & {
  abstractWordLimit: number | null;
  categories: string[];
  reportTypes: string[];
  /** leaf theme ids: a submission is filed under a leaf */
  leafThemeIds: number[];
};

const required = (item: string) => `submission.form.required?item=${item}`;

/**
 * The schema of a submission under a configuration: required items give "<item> is required" on
 * their field, hidden ones are blanked (a hidden field sent anyway is ignored, never stored).
 *
 * The rules run on the object itself with `when: always`, not after the transform: a pipe stops at
 * the first field error, so an empty form would otherwise report only the author's names and show
 * the missing title, theme, abstract… one submit later. The value may therefore be half-valid here.
 */
export function submissionSchema(rules: SubmissionRules) {
  const hidden = (k: TConfigItem) => rules[k] === "HIDDEN";
  const needed = (k: TConfigItem) => rules[k] === "REQUIRED";
  const blank = <V extends Partial<TSubmissionInput>>(v: V): V => ({
    ...v,
    abstract: hidden("abstractContent") ? "" : v.abstract,
    abstractFile: hidden("attachment") ? null : v.abstractFile,
    fullTextFile: hidden("fullText") ? null : v.fullTextFile,
    category: hidden("category") ? "" : v.category,
    reportType: hidden("reportType") ? "" : v.reportType,
    keywords: hidden("keywords") ? [] : v.keywords,
    authors: hidden("authorInfo") ? [] : v.authors,
  });
  const str = (x: unknown) => (typeof x === "string" ? x.trim() : "");
  const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
  return ZSubmissionBase.superRefine(
    (value, ctx) => {
      const v = blank(value as Partial<TSubmissionInput>);
      // A field that already failed its own type check keeps that one message.
      const failed = new Set(ctx.issues?.map((i) => String(i.path?.[0] ?? "")) ?? []);
      const issue = (path: (string | number)[], message: string) => {
        if (!failed.has(String(path[0]))) ctx.addIssue({ code: "custom", path, message });
      };
      const themeId = typeof v.themeId === "number" ? v.themeId : null;
      const keywords = list(v.keywords).map(str);
      const authors = list(v.authors);
      if (!str(v.title)) issue(["title"], required("title"));
      if (themeId == null) issue(["themeId"], required("theme"));
      else if (!rules.leafThemeIds.includes(themeId)) issue(["themeId"], "submission.form.themeNotLeaf");
      const text = htmlText(typeof v.abstract === "string" ? v.abstract : "");
      if (needed("abstractContent") && !text) issue(["abstract"], required("abstract"));
      if (rules.abstractWordLimit && countWords(text) > rules.abstractWordLimit)
        issue(["abstract"], `submission.form.tooManyWords?max=${rules.abstractWordLimit}`);
      if (needed("attachment") && !v.abstractFile) issue(["abstractFile"], required("abstractFile"));
      if (needed("fullText") && !v.fullTextFile) issue(["fullTextFile"], required("fullTextFile"));
      const category = str(v.category);
      const reportType = str(v.reportType);
      if (needed("category") && !category) issue(["category"], required("category"));
      if (category && !rules.categories.includes(category)) issue(["category"], "validation.invalidOption");
      if (needed("reportType") && !reportType) issue(["reportType"], required("reportType"));
      if (reportType && !rules.reportTypes.includes(reportType)) issue(["reportType"], "validation.invalidOption");
      if (needed("keywords") && !keywords.length) issue(["keywords"], required("keywords"));
      if (new Set(keywords.map((k) => k.toLowerCase())).size !== keywords.length) issue(["keywords"], "submission.form.keywordTwice");
      if (needed("authorInfo") && !authors.length) issue(["authors"], required("authors"));
      if (authors.length && !authors.some((a) => !!a && typeof a === "object" && (a as { corresponding?: unknown }).corresponding === true))
        issue(["authors"], "submission.form.noCorresponding");
    },
    { when: () => true },
  ).transform(blank);
}

// ───────────── Organiser: list, status ─────────────

export const SUBMISSION_SORTS = ["submittedAt", "updatedAt", "code", "title", "status"] as const;
export const ZSubmissionListQuery = z.object({
  page: zInt({ min: 1, max: 100_000 }).default(1),
  size: zInt({ min: 1, max: 100 }).default(20),
  themeId: zId().optional(),
  status: z.enum(SUBMISSION_STATUSES).optional(),
  category: z.string().trim().max(40).default(""),
  reportType: z.string().trim().max(40).default(""),
  /** an author's name or email, or the submitter's */
  author: z.string().trim().max(100).default(""),
  country: z.string().trim().max(2).default(""),
  /** submitted from / to, calendar days in the conference's time zone */
  from: optionalDate.default(""),
  to: optionalDate.default(""),
  q: z.string().trim().max(100).default(""),
  sort: z.enum(SUBMISSION_SORTS).default("submittedAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type TSubmissionListQuery = z.infer<typeof ZSubmissionListQuery>;

/** Decisions the author must act on carry a reason (it goes into their mail). */
export const REASON_REQUIRED: readonly string[] = ["REJECTED", "NEEDS_MODIFICATION"];
export const ZStatusChange = z
  .strictObject({
    id: zId(),
    to: z.enum(SUBMISSION_STATUSES),
    reason: z.string().trim().max(REASON_MAX).default(""),
  })
  .refine((v) => v.reason || !REASON_REQUIRED.includes(v.to), { path: ["reason"], message: "submissionAdmin.reasonRequired" });
export type TStatusChange = z.infer<typeof ZStatusChange>;
