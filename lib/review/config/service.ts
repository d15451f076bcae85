import "server-only";
import { toDateOnly } from "@/lib/i18n/dates";
import { db } from "@/lib/server/db";
import { ValidationError } from "@/lib/server/errors";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { DEFAULT_REVIEW_SETTINGS, SCORE_KEYS, ZReviewConfigInput, ZScoreItem, type ReviewSettings, type TReviewConfigInput, type TScoreItem } from "./schemas";

// /platform/config/review (SPEC §3 "Review config", §5). One row per conference; a
// conference that never saved one reviews with DEFAULT_REVIEW_SETTINGS.

/** Stored items, one per score key; a key missing or damaged in the JSON takes its default. */
function scoreItemsOf(json: unknown): TScoreItem[] {
  const stored = Array.isArray(json) ? json.map((v) => ZScoreItem.safeParse(v)).flatMap((r) => (r.success ? [r.data] : [])) : [];
  return SCORE_KEYS.map((key) => stored.find((s) => s.key === key) ?? DEFAULT_REVIEW_SETTINGS.scoreItems.find((s) => s.key === key)!);
}

/**
 * The review configuration of a conference, for every part of reviewing (assignment reads
 * reviewsPerSubmission / maxPerReviewer, the score form scoreItems, blind review `blind`, the
 * decision `chairFinal`, invitations activationDays). Defaults when the conference has no row.
 */
export async function getReviewSettings(conferenceId: number): Promise<ReviewSettings> {
  const row = await db.reviewConfig.findUnique({ where: { conferenceId } });
  if (!row) return { ...DEFAULT_REVIEW_SETTINGS, scoreItems: DEFAULT_REVIEW_SETTINGS.scoreItems.map((s) => ({ ...s })) };
  return {
    ratingRulesZh: row.ratingRulesZh,
    ratingRulesEn: row.ratingRulesEn,
    detailRulesZh: row.detailRulesZh,
    detailRulesEn: row.detailRulesEn,
    blind: row.blind,
    chairFinal: row.chairFinal,
    scoreItems: scoreItemsOf(row.scoreItems),
    reviewsPerSubmission: row.reviewsPerSubmission,
    maxPerReviewer: row.maxPerReviewer,
    reviewDeadline: toDateOnly(row.reviewDeadline) ?? "",
    activationDays: row.activationDays,
    saved: true,
  };
}

/**
 * Saves the whole configuration in one statement: parsed here too, so every caller (action,
 * gateway, tests) meets the §5 rules with their keys, and a refused input stores nothing.
 */
export async function saveReviewConfig(conferenceId: number, raw: TReviewConfigInput): Promise<ReviewSettings> {
  const r = ZReviewConfigInput.safeParse(raw);
  if (!r.success) throw new ValidationError(toFieldErrors(r.error));
  const data = { ...r.data, reviewDeadline: r.data.reviewDeadline ? new Date(`${r.data.reviewDeadline}T00:00:00Z`) : null };
  await db.reviewConfig.upsert({ where: { conferenceId }, update: data, create: { conferenceId, ...data } });
  return getReviewSettings(conferenceId);
}
