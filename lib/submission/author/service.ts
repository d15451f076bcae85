import "server-only";
import { nextCounterValue } from "@/lib/conference/counter";
import type { SiteConference } from "@/lib/server/site-conference";
import type { Locale } from "@/lib/i18n/locale";
import { canQueueMail, enqueueTemplateMail } from "@/lib/mail/outbox";
import { mustPayFirst } from "@/lib/orders/payment-gate";
import { sanitizeInstructions } from "@/lib/registration/instructions-html";
import { db } from "@/lib/server/db";
import { Conflict, Forbidden, NotFound, ValidationError } from "@/lib/server/errors";
import { toFieldErrors } from "@/lib/validation/field-errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getSubmissionSettings, leafThemes, rulesOf } from "../settings";
import { claimFiles, cleanUpFiles, copyNewFiles, resolveFiles } from "./files";
import { submissionSchema, type TAuthor } from "../schemas";
import type { SubmissionSnapshot } from "../snapshot";
import { limitRefusal } from "./limits";
import type { TSubmissionStatus } from "../status";
import { applySubmissionMove, lockSubmission } from "../transition";
import { createRefusal, editRefusal, windowFacts } from "./window";

// The author's side of the call for abstracts: submit, edit, resubmit (a revision is kept), withdraw. Limits and
// numbers are decided in one short transaction under the conference's submission-config row lock,
// so concurrent submissions can neither pass a maximum nor share or skip a number.

export type Author = { id: number; email: string };
export type SavedSubmission = { id: number; code: string; status: TSubmissionStatus; mailQueued: boolean };

const TX = { maxWait: 10_000, timeout: 20_000 }; // bounded: a rush answers 503 "busy, retry"

/** "A-001": the theme's prefix and its own sequence; without a prefix the sequence alone. */
export function formatCode(prefix: string, seq: number): string {
  const n = String(seq).padStart(3, "0");
  return prefix ? `${prefix}-${n}` : n;
}

/** Validates the form under the configuration; everything the save needs, checked before writing. */
async function prepare(conf: SiteConference, author: Author, raw: unknown) {
  const settings = await getSubmissionSettings(conf.id);
  const leaves = await leafThemes(conf.id);
  const parsed = submissionSchema(
    rulesOf(
      settings,
      leaves.map((t) => t.id),
    ),
  ).safeParse(raw);
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error));
  const input = { ...parsed.data, abstract: sanitizeInstructions(parsed.data.abstract) as string };
  const theme = leaves.find((t) => t.id === input.themeId)!;
  return { settings, input, theme };
}

const authorRows = (conferenceId: number, authors: TAuthor[]) => authors.map((a, order) => ({ conferenceId, ...a, order }));

/** What an author writes, as columns: the same on the first submission and on every edit. */
function contentOf(conferenceId: number, input: Awaited<ReturnType<typeof prepare>>["input"]) {
  return {
    title: input.title,
    reportType: input.reportType,
    category: input.category,
    abstract: input.abstract,
    keywords: input.keywords,
    abstractFile: input.abstractFile?.storedName ?? null,
    fullTextFile: input.fullTextFile?.storedName ?? null,
    authors: { create: authorRows(conferenceId, input.authors) },
  };
}

/** The mail "abstract submission" (number and title) in the same transaction; skipped when mail is not set up. */
async function confirmByMail(
  tx: Prisma.TransactionClient,
  conferenceId: number,
  to: string,
  locale: Locale,
  values: { name: string; title: string; code: string; link: string },
) {
  if (!(await canQueueMail(tx, conferenceId))) return false;
  await enqueueTemplateMail(tx, {
    conferenceId,
    kind: "ABSTRACT_SUBMISSION",
    to,
    locale,
    values: { name: values.name, title: values.title, submissionNo: values.code, link: values.link },
  });
  return true;
}

async function lockConfig(tx: Prisma.TransactionClient, conferenceId: number) {
  const [cfg] = await tx.$queryRaw<{ open: boolean; limitFlag: boolean; maxSubmissions: number | null; perPersonMax: number | null }[]>`
    SELECT "open", "limitFlag", "maxSubmissions", "perPersonMax" FROM "SubmissionConfig" WHERE "conferenceId" = ${conferenceId} FOR UPDATE`;
  if (!cfg?.open) throw new Conflict("submission.errors.notOpened");
  return cfg;
}

export type SaveOptions = { locale: Locale; name: string; link: string };
/** Who submits: the signed-in author on the conference of the request's host. */
export type Submitter = { conference: SiteConference; user: Author; manager: boolean };

/** Creates a submission, or edits/resubmits the author's own one when `id` is given. */
export async function saveSubmission(who: Submitter, raw: unknown, opts: SaveOptions): Promise<SavedSubmission> {
  const { conference: conf, user: author } = who;
  const id = (raw as { id?: unknown } | null)?.id;
  if (id != null) return reviseSubmission(conf, author, raw, opts);
  // SPEC §6 "pay then submit": the page shows the notice; the server holds the rule.
  if (await mustPayFirst(conf, who, "submission")) throw new Forbidden("submission.errors.payFirst");
  const p = await prepare(conf, author, raw);
  const refused = createRefusal(p.settings, windowFacts(conf));
  if (refused) throw new Conflict(refused);
  const files = await resolveFiles(conf.id, author.id, null, { abstractFile: p.input.abstractFile, fullTextFile: p.input.fullTextFile });
  await copyNewFiles(conf.id, files);
  try {
    const saved = await db.$transaction(async (tx) => {
      const cfg = await lockConfig(tx, conf.id);
      const limit = await limitRefusal(tx, conf.id, author.id, cfg);
      if (limit) throw new Conflict(limit.key, limit.values);
      // The theme was a leaf when the form was read; it must still be one now, and stay (FOR SHARE
      // holds off its deletion) until this submission is filed under it.
      const [leaf] = await tx.$queryRaw<{ id: number }[]>`
        SELECT t."id" FROM "SubmissionTheme" t WHERE t."id" = ${p.theme.id} AND t."conferenceId" = ${conf.id}
           AND NOT EXISTS (SELECT 1 FROM "SubmissionTheme" c WHERE c."parentId" = t."id") FOR SHARE`;
      if (!leaf) throw new ValidationError({ themeId: "submission.form.themeNotLeaf" });
      const number = await nextCounterValue(tx, conf.id, "submission");
      const themeSeq = await nextCounterValue(tx, conf.id, `submission:theme:${p.theme.id}`);
      const code = formatCode(p.theme.prefix, themeSeq);
      const { input } = p;
      const sub = await tx.submission.create({
        data: {
          conferenceId: conf.id,
          userId: author.id,
          number,
          themeSeq,
          code,
          themeId: input.themeId,
          ...contentOf(conf.id, input),
          transitions: { create: { conferenceId: conf.id, toStatus: "WAITING_ALLOCATION", actorId: author.id } },
        },
        select: { id: true, status: true },
      });
      await claimFiles(tx, conf.id, sub.id, files);
      const mailQueued = await confirmByMail(tx, conf.id, author.email, opts.locale, { name: opts.name, title: input.title, code, link: opts.link });
      return { id: sub.id, code, status: sub.status, mailQueued };
    }, TX);
    await cleanUpFiles(conf.id, files, true);
    return saved;
  } catch (e) {
    await cleanUpFiles(conf.id, files, false);
    throw e;
  }
}

/** An edit (same status) or a resubmission (needs modification → resubmitted); the version sent before is kept. */
async function reviseSubmission(conf: SiteConference, author: Author, raw: unknown, opts: SaveOptions): Promise<SavedSubmission> {
  const p = await prepare(conf, author, raw);
  const id = p.input.id!;
  const current = await db.submission.findFirst({ where: { id, conferenceId: conf.id, userId: author.id }, select: { id: true, status: true, themeId: true } });
  if (!current) throw new NotFound();
  // The number belongs to the theme it was filed under; organisers move a submission, not its author.
  if (p.input.themeId !== current.themeId) throw new ValidationError({ themeId: "submission.form.themeLocked" });
  const refused = editRefusal(current.status, p.settings, windowFacts(conf));
  if (refused) throw new Conflict(refused);
  const files = await resolveFiles(conf.id, author.id, id, { abstractFile: p.input.abstractFile, fullTextFile: p.input.fullTextFile });
  await copyNewFiles(conf.id, files);
  try {
    const saved = await db.$transaction(async (tx) => {
      await lockConfig(tx, conf.id);
      const row = await lockSubmission(tx, conf.id, id);
      // Re-checked under the lock: a decision may have landed since the form was read.
      const again = row && editRefusal(row.status, p.settings, windowFacts(conf));
      if (!row || again) throw new Conflict(again || "submission.errors.notEditable");
      const before = await tx.submission.findUniqueOrThrow({
        where: { id },
        include: { authors: { orderBy: { order: "asc" } }, files: { select: { storedName: true, originalName: true } } },
      });
      const names = Object.fromEntries(before.files.map((f) => [f.storedName, f.originalName]));
      const ref = (storedName: string | null) => (storedName ? { storedName, name: names[storedName] ?? storedName } : null);
      const previous: SubmissionSnapshot = {
        title: before.title,
        themeId: before.themeId,
        reportType: before.reportType,
        category: before.category,
        abstract: before.abstract,
        keywords: before.keywords,
        authors: before.authors.map((a) => ({
          name: a.name,
          surname: a.surname,
          email: a.email,
          phone: a.phone,
          country: a.country,
          organisation: a.organisation,
          corresponding: a.corresponding,
        })),
        abstractFile: ref(before.abstractFile),
        fullTextFile: ref(before.fullTextFile),
      };
      await tx.submissionRevision.create({
        data: {
          conferenceId: conf.id,
          submissionId: id,
          version: before.version,
          snapshot: previous as Prisma.InputJsonValue,
          status: before.status,
          sentAt: before.sentAt,
        },
      });
      const resubmit = row.status === "NEEDS_MODIFICATION";
      const { input } = p;
      await tx.submissionAuthor.deleteMany({ where: { submissionId: id } });
      const content = { ...contentOf(conf.id, input), version: { increment: 1 }, sentAt: new Date() } satisfies Prisma.SubmissionUpdateInput;
      // A submission that needs modification comes back as resubmitted, its content with the move.
      const updated = resubmit
        ? await applySubmissionMove(tx, row, {
            conferenceId: conf.id,
            id,
            to: "RESUBMITTED",
            actor: "author",
            actorId: author.id,
            patch: content,
            refusal: "submission.errors.notEditable",
          })
        : await tx.submission.update({ where: { id }, data: content, select: { id: true, code: true, status: true } });
      await claimFiles(tx, conf.id, id, files);
      const mailQueued =
        resubmit && (await confirmByMail(tx, conf.id, author.email, opts.locale, { name: opts.name, title: input.title, code: updated.code, link: opts.link }));
      return { id: updated.id, code: updated.code, status: updated.status, mailQueued };
    }, TX);
    await cleanUpFiles(conf.id, files, true);
    return saved;
  } catch (e) {
    await cleanUpFiles(conf.id, files, false);
    throw e;
  }
}

/** The author withdraws (SPEC §4); final — a withdrawn submission no longer counts against the limits. */
export async function withdrawSubmission(conferenceId: number, author: Author, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await lockSubmission(tx, conferenceId, id, author.id);
    if (!row) throw new NotFound();
    await applySubmissionMove(tx, row, { conferenceId, id, to: "WITHDRAWN", actor: "author", actorId: author.id, refusal: "submission.errors.cannotWithdraw" });
  }, TX);
}
