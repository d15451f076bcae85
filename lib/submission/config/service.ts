import "server-only";
import { sanitizeInstructions } from "@/lib/registration/instructions-html";
import { db } from "@/lib/server/db";
import { Conflict, ValidationError } from "@/lib/server/errors";
import { toFieldErrors } from "@/lib/validation/field-errors";
import type { z } from "@/lib/validation/z";
import { getSubmissionSettings, type SubmissionSettings } from "../settings";
import { ZChoiceList, ZChoicesInput, ZSubmissionConfigInput, type TChoicesInput } from "../schemas";
import { listThemes, type ThemeNode } from "./theme-service";

// /platform/config/contribute (SPEC §3 "Submission config", §5): the call's window,
// limits, items, instructions and abstract-book layout, and the category / report-type lists.
// Reads go through getSubmissionSettings (lib/submission/settings.ts), which supplies the defaults.

export type ChoiceList = TChoicesInput["list"];
/** How many submissions carry each category / report-type value. */
export type ChoiceUsage = Record<ChoiceList, Record<string, number>>;
export type SubmissionConfigScreen = { settings: SubmissionSettings; usage: ChoiceUsage; themes: ThemeNode[] };

const day = (iso: string) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
const COLUMN = { category: "categoryOptions", reportType: "reportTypeOptions" } as const;

/** Parses here too, so every caller (action, gateway, tests) meets the §5 rules with their keys. */
function parse<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const r = schema.safeParse(raw);
  if (!r.success) throw new ValidationError(toFieldErrors(r.error));
  return r.data;
}

export async function saveSubmissionConfig(conferenceId: number, raw: z.input<typeof ZSubmissionConfigInput>): Promise<SubmissionSettings> {
  const v = parse(ZSubmissionConfigInput, raw);
  const data = {
    ...v,
    startDate: day(v.startDate),
    endDate: day(v.endDate),
    secondDeadline: day(v.secondDeadline),
    // Organiser-written HTML shown to every author: cleaned once, here, whoever sent it.
    instructionsZh: sanitizeInstructions(v.instructionsZh),
    instructionsEn: sanitizeInstructions(v.instructionsEn),
  };
  await db.submissionConfig.upsert({ where: { conferenceId }, update: data, create: { conferenceId, ...data } });
  return getSubmissionSettings(conferenceId);
}

export async function getChoiceUsage(conferenceId: number): Promise<ChoiceUsage> {
  const [category, reportType] = await Promise.all([
    db.submission.groupBy({ by: ["category"], where: { conferenceId, category: { not: "" } }, _count: { _all: true } }),
    db.submission.groupBy({ by: ["reportType"], where: { conferenceId, reportType: { not: "" } }, _count: { _all: true } }),
  ]);
  return {
    category: Object.fromEntries(category.map((r) => [r.category, r._count._all])),
    reportType: Object.fromEntries(reportType.map((r) => [r.reportType, r._count._all])),
  };
}

/**
 * Replaces one list (categories or report types). A value that submissions carry cannot leave the
 * list — they would point at nothing — so that is refused with how many use it; labels and order
 * may change freely.
 */
export async function saveChoices(conferenceId: number, raw: z.input<typeof ZChoicesInput>): Promise<SubmissionSettings> {
  const v = parse(ZChoicesInput, raw);
  const column = COLUMN[v.list];
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('submission-choices'), ${conferenceId}::int)`;
    const row = await tx.submissionConfig.findUnique({ where: { conferenceId }, select: { [column]: true } });
    const before = ZChoiceList.safeParse(row?.[column] ?? []);
    const kept = new Set(v.choices.map((c) => c.value));
    for (const old of before.success ? before.data : []) {
      if (kept.has(old.value)) continue;
      const count = await tx.submission.count({ where: { conferenceId, [v.list]: old.value } });
      if (count) throw new Conflict(`submissionConfig.choices.inUse`, { count, value: old.value, labelZh: old.labelZh, labelEn: old.labelEn });
    }
    await tx.submissionConfig.upsert({ where: { conferenceId }, update: { [column]: v.choices }, create: { conferenceId, [column]: v.choices } });
  });
  return getSubmissionSettings(conferenceId);
}

/** Everything the configuration screen shows. */
export async function getSubmissionConfigScreen(conferenceId: number): Promise<SubmissionConfigScreen> {
  const [settings, usage, themes] = await Promise.all([getSubmissionSettings(conferenceId), getChoiceUsage(conferenceId), listThemes(conferenceId)]);
  return { settings, usage, themes };
}
