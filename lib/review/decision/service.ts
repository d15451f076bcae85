import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { db } from "@/lib/server/db";
import { Forbidden, NotFound, toAppError, ValidationError } from "@/lib/server/errors";
import { changeSubmissionStatus } from "@/lib/submission/manage/decide";
import { visibleWhere } from "@/lib/submission/manage/queries";
import { canMove, DECISIONS, type TSubmissionStatus } from "@/lib/submission/status";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { assertChairOrManager, deciderOf, decisionRoleOf, type Person } from "./decider";
import { ZBulkDecision, ZChairOpinion, type TBulkDecisionInput, type TChairOpinion } from "./schemas";

// The chair's opinion and the decisions taken from it. The opinion is written by the
// chair or the organisers on a submission they can see; a decision goes through
// changeSubmissionStatus (lib/submission/manage/decide.ts), which re-checks the decider, locks the row
// and mails the final result. A bulk decision applies each submission in its own transaction, so
// one refused move never holds back the others, and answers per submission what happened.

type Conf = { id: number };

/**
 * What the chair's opinion form on a submission's page needs, or null for someone who may not
 * write it: the opinion so far, the final opinion, and — for a chair whose opinion is final — the
 * decisions the status table allows now. Organisers decide with the status buttons instead.
 */
export async function chairOpinionView(conf: Conf, who: Person, id: number) {
  const role = await decisionRoleOf(conf.id, who);
  if (!role.writesOpinion) return null;
  const s = await db.submission.findFirst({
    where: { AND: [visibleWhere(conf.id, { userId: who.userId, manager: who.manager }), { id }] },
    select: { status: true, chairOpinion: true, finalOpinion: true },
  });
  if (!s) return null;
  const mode = role.manager ? ("manager" as const) : role.chairFinal ? ("final" as const) : ("notFinal" as const);
  const status = s.status as TSubmissionStatus;
  return {
    mode,
    /** whether this person decides (the organisers, or the chair when final): the "read only" note is not for them */
    decides: !!role.actor,
    decisions: mode === "final" ? DECISIONS.filter((d) => canMove(status, d, "chair")) : [],
    opinion: s.chairOpinion ?? "",
    finalOpinion: s.finalOpinion,
  };
}

export type ChairOpinionSaved = { id: number; chairOpinion: string; status: TSubmissionStatus | null; mailQueued: number };

/**
 * Saves the chair's opinion; with `decision`, then decides with it as the reason (the final
 * opinion mailed to the author). The opinion stays saved when the decision is refused.
 */
export async function saveChairOpinion(conf: Conf, who: Person, raw: TChairOpinion, origin: string): Promise<ChairOpinionSaved> {
  const parsed = ZChairOpinion.safeParse(raw);
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error));
  const { id, opinion, decision } = parsed.data;
  await assertChairOrManager(conf.id, who);
  // Decided first who may decide, so a refused decision leaves nothing half done.
  const actor = decision ? await deciderOf(conf.id, who) : null;
  const { count } = await db.submission.updateMany({
    where: { AND: [visibleWhere(conf.id, { userId: who.userId, manager: who.manager }), { id }] },
    data: { chairOpinion: opinion },
  });
  if (!count) throw new NotFound("submissionAdmin.errors.notFound");
  if (!actor || !decision) return { id, chairOpinion: opinion, status: null, mailQueued: 0 };
  const r = await changeSubmissionStatus(conf, actor, { id, to: decision, reason: opinion }, origin);
  return { id, chairOpinion: opinion, status: r.status, mailQueued: r.mailQueued };
}

export type BulkRow = { id: number; code: string };
export type BulkResult = {
  moved: (BulkRow & { status: TSubmissionStatus; mailQueued: number })[];
  refused: (BulkRow & { key: string; message: string })[];
};

/** One decision applied to many submissions, each on its own; a refusal is reported with its reason. */
export async function decideMany(conf: Conf, who: Person, raw: TBulkDecisionInput, origin: string, locale: Locale): Promise<BulkResult> {
  const parsed = ZBulkDecision.safeParse(raw);
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error));
  const actor = await deciderOf(conf.id, who);
  const ids = [...new Set(parsed.data.ids)];
  // Codes only of what the decider may see: another submission is reported by its id alone.
  const known = await db.submission.findMany({
    where: { AND: [visibleWhere(conf.id, { userId: who.userId, manager: who.manager }), { id: { in: ids } }] },
    select: { id: true, code: true },
  });
  const codeOf = new Map(known.map((s) => [s.id, s.code]));
  const t = await getTranslator(locale);
  const out: BulkResult = { moved: [], refused: [] };
  for (const id of ids) {
    const code = codeOf.get(id) ?? `#${id}`;
    try {
      const r = await changeSubmissionStatus(conf, actor, { id, to: parsed.data.to, reason: parsed.data.reason }, origin);
      out.moved.push({ id, code: r.code || code, status: r.status, mailQueued: r.mailQueued });
    } catch (e) {
      const known = toAppError(e);
      // A lost permission (the chair's role or configuration changed meanwhile) stops the rest too.
      if (known instanceof Forbidden) throw known;
      if (!known) console.error("[decideMany] unexpected error", e);
      const key = known?.key ?? "errors.internal";
      out.refused.push({ id, code, key, message: t(key, known?.values) });
    }
  }
  return out;
}
