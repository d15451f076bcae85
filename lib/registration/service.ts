import "server-only";
import type { Answers, TFileRef } from "@/lib/forms/answers-schema";
import { isRegistrationOpen } from "@/lib/conference/registration-open";
import type { SiteConference } from "@/lib/server/site-conference";
import type { Locale } from "@/lib/i18n/locale";
import { enqueueMail, prepareTemplateMail, type PreparedMail } from "@/lib/mail/outbox";
import { MailNotConfigured } from "@/lib/mail/errors";
import { chargesFees } from "@/lib/orders/payment-gate";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { isBuilt } from "@/lib/site/screens";
import { Conflict, ValidationError } from "@/lib/server/errors";
import { fileKey, storage, tempKey } from "@/lib/server/storage";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { answersToColumns } from "./answers";
import { FALLBACK_CAP, readSeats } from "./capacity";
import { getCurrentVersion, resolveFields } from "./form-service";
import { registerInOneStatement, takeSeat } from "./seat";
import { singleFlight } from "@/lib/server/single-flight";
import { buildAttendanceSchema, type TAttendanceEnvelope } from "./schemas";
import type { UploadOwner } from "./uploads";

// SPEC §4 attendance registration. The cap (§5 before-submit) is enforced by a conditional update
// of the conference's RegisterConfig counter in the same statement or transaction as the
// attendee (DESIGN §3, seat.ts): never check-then-insert. Everything that can be read and checked
// before that write is, so the counter's row is locked for one statement (a rush's critical section).

export { FALLBACK_CAP };

export type Registrant = { userId: number; email: string };

export type SavedAttendance = { attendeeId: number; version: string; mailQueued: boolean; redirect: string };

const FEE_SCREEN = "/profile/conference/fee";

/** Where §4 sends a person 3 s after registering. */
export function afterRegistration(conf: SiteConference, loggedIn: boolean): string {
  if (!loggedIn) return "/conferencelogin";
  // Only to the fee screen once it exists (lib/site/screens.ts), never to a placeholder, and only
  // while fees are charged (with payments off the fee screen refuses them).
  const payLater = chargesFees(conf) && conf.register?.registerRule === "REGISTER_FIRST_AND_PAY_LATER";
  return payLater && isBuilt(FEE_SCREEN) ? FEE_SCREEN : "/profile/userInfo";
}

/** The form a person sees: the current version with its options, and the before-submit facts. */
export async function getRegistrationForm(conf: SiteConference, locale: string) {
  const version = await getCurrentVersion(conf.id);
  return { version: version.name, fields: await resolveFields(conf.id, version.fields, locale) };
}

// The saves of a rush read the same version and option lists (countries, units): one read for all
// who ask at the same moment.
const formReads = singleFlight<{ version: Awaited<ReturnType<typeof getCurrentVersion>>; fields: Awaited<ReturnType<typeof resolveFields>> }>();

function currentForm(conferenceId: number, locale: Locale) {
  return formReads(`${conferenceId}:${locale}`, async () => {
    const version = await getCurrentVersion(conferenceId);
    return { version, fields: await resolveFields(conferenceId, version.fields, locale) };
  });
}

/** Checks every upload named in the answers is this owner's unclaimed temporary upload. */
async function checkUploads(conferenceId: number, owner: UploadOwner | null, files: { field: string; refs: TFileRef[] }[]) {
  const names = files.flatMap((f) => f.refs.map((r) => r.storedName));
  if (!names.length) return [];
  // No owner (a visitor without the upload cookie) owns nothing.
  const whose = !owner ? { id: -1 } : "userId" in owner ? { userId: owner.userId } : { ownerHash: owner.ownerHash, userId: null };
  const rows = await db.upload.findMany({ where: { storedName: { in: names }, conferenceId, purpose: "register", claimedAt: null, ...whose } });
  const byName = new Map(rows.map((r) => [r.storedName, r]));
  const errors: Record<string, string> = {};
  for (const f of files) for (const r of f.refs) if (!byName.has(r.storedName)) errors[`answers.${f.field}`] = "registration.uploadMissing";
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return files.flatMap((f) => f.refs.map((r) => ({ field: f.field, upload: byName.get(r.storedName)! })));
}

/** Everything checked before anything is written: window, version, answers, uploads. */
/** SPEC §4: a closed conference, or one outside its registration window, takes no registrations. */
export function assertRegistrationOpen(conf: SiteConference): void {
  if (conf.closed) throw new Conflict("website.closedRegistration");
  if (!isRegistrationOpen(conf)) throw new Conflict("registration.notOpen");
}

export async function prepareAttendance(conf: SiteConference, email: string, owner: UploadOwner | null, input: TAttendanceEnvelope, locale: Locale) {
  assertRegistrationOpen(conf);
  // The notice rule follows the stored flag, not the cached site configuration.
  const [{ version, fields }, seats] = await Promise.all([currentForm(conf.id, locale), readSeats(conf.id)]);
  if (!version.id) throw new Conflict("registration.notOpen");
  if (input.version !== version.name) throw new Conflict("registration.versionChanged");
  // Email is the account's, whatever was typed (SPEC §5 "email locked").
  const raw = { ...input, account: undefined, answers: { ...input.answers, ...(fields.some((f) => f.field === "email") ? { email } : {}) } };
  const schema = buildAttendanceSchema(fields, locale, { noticeRequired: seats.noticeRequired, newAccount: false });
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error));
  const { cols, files } = answersToColumns(fields, parsed.data.answers as Answers);
  const uploads = await checkUploads(conf.id, owner, files);
  return { conf, email, locale, version: { id: version.id, name: version.name }, cols, uploads };
}
export type PreparedAttendance = Awaited<ReturnType<typeof prepareAttendance>>;

/**
 * A rush's latecomers learn "full" from the counter, before their answers are checked, any
 * write and the gate: on a full conference no answer would change the outcome. Only a shortcut,
 * after the answers that matter more (closed, not open, already registered — `attended`, when the
 * caller's access already knows it); the cap itself is taken by the conditional update (seat.ts).
 */
export async function refuseFullEarly(conferenceId: number, who: { userId: number; attended?: boolean } | null): Promise<void> {
  const seats = await readSeats(conferenceId);
  if (!seats.full) return;
  const registered =
    who && (who.attended ?? !!(await db.attendee.findUnique({ where: { conferenceId_userId: { conferenceId, userId: who.userId } }, select: { id: true } })));
  throw new Conflict(registered ? "registration.alreadyRegistered" : "registration.full");
}

/** The account the attendance belongs to: an existing one, or one created in the same transaction. */
export type AttendanceAccount = { userId: number } | { createUser: (tx: Prisma.TransactionClient) => Promise<{ id: number }> };

export type CommitOptions = {
  loggedIn?: boolean;
  link?: string;
  /** Whether the caller's access already found a registration of this account (skips a read). */
  attended?: boolean;
};

/** Writes a prepared attendance; the caller has refused "full" early (refuseFullEarly). */

/** The confirmation mail, rendered before the write; null when this conference cannot send mail (§8: the registration stands). */
async function confirmationMail(p: PreparedAttendance, link: string): Promise<PreparedMail | null> {
  const { conf, cols, email, locale } = p;
  try {
    return await prepareTemplateMail(db, {
      conferenceId: conf.id,
      kind: "REGISTRATION",
      to: email,
      locale,
      values: { name: cols.fullName || email, email, link },
    });
  } catch (e) {
    // A conference without mail set up still takes registrations (§8: mail failure is separate).
    if (e instanceof MailNotConfigured) return null;
    throw e;
  }
}

export async function commitAttendance(p: PreparedAttendance, account: AttendanceAccount, opts: CommitOptions = {}): Promise<SavedAttendance> {
  const { conf, cols, uploads, version, email } = p;
  const mail = await confirmationMail(p, opts.link ?? "");
  const redirect = afterRegistration(conf, opts.loggedIn ?? true);
  if ("userId" in account && !uploads.length) {
    // The common case, and a rush's: one statement.
    const row = { conferenceId: conf.id, userId: account.userId, formVersionId: version.id, email, cols };
    const result = await registerInOneStatement(row, mail);
    return { ...result, version: version.name, redirect };
  }
  // Kept files are copied before the transaction and the temporaries removed after it commits, so
  // a rollback leaves the temporary upload usable and a commit never points at a missing file.
  const store = storage();
  for (const u of uploads) await store.copy(tempKey(u.upload.storedName), fileKey(conf.id, u.upload.storedName));

  let result: { attendeeId: number; mailQueued: boolean };
  try {
    result = await db.$transaction(
      async (tx) => {
        // A new account (code consumed, user created) comes first; the conference's counter is
        // taken last, by one conditional update, so its row is locked only from that update to the
        // commit instead of for the whole transaction.
        const userId = "userId" in account ? account.userId : (await account.createUser(tx)).id;
        if (uploads.length) {
          const claimed = await tx.upload.updateMany({
            where: { id: { in: uploads.map((u) => u.upload.id) }, claimedAt: null },
            data: { claimedAt: new Date() },
          });
          if (claimed.count !== uploads.length) throw new ValidationError({ _: "registration.uploadMissing" });
        }
        const attendee = await tx.attendee.create({
          data: {
            ...cols,
            answers: cols.answers as Prisma.InputJsonValue,
            email,
            conferenceId: conf.id,
            userId,
            formVersionId: version.id,
            files: {
              create: uploads.map((u) => ({
                conferenceId: conf.id,
                field: u.field,
                originalName: u.upload.originalName,
                storedName: u.upload.storedName,
                size: u.upload.size,
                mime: u.upload.mime,
              })),
            },
          },
          select: { id: true },
        });
        if (mail) await enqueueMail(tx, mail.mail);
        await takeSeat(tx, conf.id);
        return { attendeeId: attendee.id, mailQueued: !!mail };
      },
      // Bounded on purpose: a connection not free within 10 s or a transaction past
      // 20 s answers 503 "busy, please retry" (toAppError) rather than piling up behind a rush.
      { maxWait: 10_000, timeout: 20_000 },
    );
  } catch (e) {
    for (const u of uploads) await store.delete(fileKey(conf.id, u.upload.storedName)).catch(() => {});
    if ((e as { code?: string }).code === "P2002") throw new Conflict("registration.alreadyRegistered");
    throw e;
  }
  for (const u of uploads) await store.delete(tempKey(u.upload.storedName)).catch(() => {});
  return { ...result, version: version.name, redirect };
}

/** A signed-in person's attendance: their own uploads only. */
export async function saveAttendance(
  conf: SiteConference,
  who: Registrant,
  input: TAttendanceEnvelope,
  locale: Locale,
  opts: CommitOptions = {},
): Promise<SavedAttendance> {
  assertRegistrationOpen(conf);
  await refuseFullEarly(conf.id, { userId: who.userId, attended: opts.attended });
  const prepared = await prepareAttendance(conf, who.email, { userId: who.userId }, input, locale);
  return commitAttendance(prepared, { userId: who.userId }, opts);
}

/** The before-submit count of §5 (countUser). */
export async function countRegistrations(conferenceId: number) {
  const cfg = await db.registerConfig.findUnique({ where: { conferenceId }, select: { registeredCount: true, registerFlag: true, registerNum: true } });
  const count = cfg?.registeredCount ?? 0;
  const cap = cfg?.registerFlag ? cfg.registerNum : FALLBACK_CAP;
  return { count, cap, full: count >= cap };
}
