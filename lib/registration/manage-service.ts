import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueTemplateMail } from "@/lib/mail/outbox";
import type { Locale } from "@/lib/i18n/locale";
import { db } from "@/lib/server/db";
import { Conflict, Forbidden, NotFound, ValidationError } from "@/lib/server/errors";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { buildAnswersSchema, type Answers } from "@/lib/forms/answers-schema";
import { parseFields } from "@/lib/forms/fields";
import { answersToColumns } from "./answers";
import { resolveFields } from "./form-service";

// Manager actions on registrations and on the conference's administrators (§7 update,
// sendUserEmail, addUser; §5 administrators).

/** A manager edits a registration's answers, validated against the version it was made with. Files stay. */
export async function updateAttendee(conferenceId: number, id: number, raw: Record<string, unknown>, locale: Locale) {
  const row = await db.attendee.findFirst({ where: { id, conferenceId }, include: { formVersion: true, files: true } });
  if (!row) throw new NotFound("registration.noAttendee");
  const fields = (await resolveFields(conferenceId, parseFields(row.formVersion.fields), locale)).filter((f) => f.type !== "upload");
  const parsed = buildAnswersSchema(fields, locale).safeParse(raw);
  if (!parsed.success) throw new ValidationError(Object.fromEntries(Object.entries(toFieldErrors(parsed.error)).map(([k, v]) => [`answers.${k}`, v])));
  const { cols } = answersToColumns(fields, parsed.data as Answers);
  const { email: _email, ...rest } = cols; // the account's email is not the manager's to change
  await db.attendee.update({ where: { id }, data: { ...rest, answers: { ...(row.answers as object), ...cols.answers } as Prisma.InputJsonValue } });
  return { id };
}

/** §7 sendUserEmail: the registration confirmation again. */
export async function resendConfirmation(conferenceId: number, id: number, locale: Locale, link: string) {
  const row = await db.attendee.findFirst({ where: { id, conferenceId }, select: { email: true, fullName: true } });
  if (!row) throw new NotFound("registration.noAttendee");
  await db.$transaction((tx) => enqueueTemplateMail(tx, { conferenceId, kind: "REGISTRATION", to: row.email, locale, values: { name: row.fullName || row.email, email: row.email, link } }, { audience: "manager" }));
  return true;
}

export async function listManagers(conferenceId: number) {
  const rows = await db.conferenceUser.findMany({ where: { conferenceId, role: { in: ["CREATOR", "MANAGER"] } }, include: { user: { select: { email: true, trueName: true } } }, orderBy: { id: "asc" } });
  return rows.map((r) => ({ id: r.id, userId: r.userId, role: r.role, email: r.user.email, name: r.user.trueName }));
}

/** §5 administrators: well-formed, no duplicate; an account is created when none exists. */
export async function addManager(conferenceId: number, email: string) {
  if (process.env.FEDERATED_ONLY === "1") {
    const u = await db.user.findUnique({ where: { email }, select: { cstnetId: true } });
    if (!u?.cstnetId) throw new Conflict("registration.nonPassUser");
  }
  const before = await db.user.findUnique({ where: { email }, select: { id: true } });
  // No account yet: one is created without a password; its owner sets one through /resetPassword.
  const user = before ?? (await db.user.create({ data: { email, trueName: email.split("@")[0], passwordHash: null }, select: { id: true } }));
  const exists = await db.conferenceUser.findUnique({ where: { conferenceId_userId_role: { conferenceId, userId: user.id, role: "MANAGER" } } });
  if (exists) throw new Conflict("registration.managerExists");
  await db.conferenceUser.create({ data: { conferenceId, userId: user.id, role: "MANAGER" } });
  return { userId: user.id, created: !before };
}

export async function removeManager(conferenceId: number, userId: number) {
  const roles = await db.conferenceUser.findMany({ where: { conferenceId, userId } });
  if (roles.some((r) => r.role === "CREATOR")) throw new Forbidden("registration.creatorCannotBeRemoved");
  const { count } = await db.conferenceUser.deleteMany({ where: { conferenceId, userId, role: "MANAGER" } });
  if (!count) throw new NotFound();
}
