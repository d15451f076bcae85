import "server-only";
import { conferenceName } from "@/lib/server/conference-name";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ConferenceRole } from "@/lib/generated/prisma/enums";
import { enqueueMail, enqueueTemplateMail } from "@/lib/mail/outbox";
import { escapeHtml } from "@/lib/mail/render";
import { getTranslator } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locale";
import { db } from "@/lib/server/db";
import { Conflict, Forbidden, NotFound, ValidationError } from "@/lib/server/errors";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { buildAnswersSchema, type Answers } from "@/lib/forms/answers-schema";
import { withStoredCountry } from "@/lib/forms/countries";
import { parseFields } from "@/lib/forms/fields";
import { answersToColumns } from "./answers";
import { resolveFields } from "./form-service";

// Manager actions on registrations and on the conference's administrators (§7 update,
// sendUserEmail, addUser; §5 administrators).

/** A manager edits a registration's answers, validated against the version it was made with. Files stay. */
export async function updateAttendee(conferenceId: number, id: number, raw: Record<string, unknown>, locale: Locale) {
  const row = await db.attendee.findFirst({ where: { id, conferenceId }, include: { formVersion: true, files: true } });
  if (!row) throw new NotFound("registration.noAttendee");
  const fields = (await resolveFields(conferenceId, parseFields(row.formVersion.fields), locale))
    .filter((f) => f.type !== "upload")
    .map((f) => (f.standard && f.field === "country" ? { ...f, options: withStoredCountry(f.options, row.countryArea) } : f)); // a legacy value stays valid
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
  await db.$transaction((tx) =>
    enqueueTemplateMail(
      tx,
      { conferenceId, kind: "REGISTRATION", to: row.email, locale, values: { name: row.fullName || row.email, email: row.email, link } },
      { audience: "manager" },
    ),
  );
  return true;
}

/** The conference's users with all their roles, one row per account (creator first). */
export async function listConferenceUsers(conferenceId: number) {
  const rows = await db.conferenceUser.findMany({
    where: { conferenceId },
    include: { user: { select: { email: true, trueName: true } } },
    orderBy: { id: "asc" },
  });
  const byUser = new Map<number, { userId: number; email: string; name: string; roles: ConferenceRole[] }>();
  for (const r of rows) {
    const u = byUser.get(r.userId) ?? { userId: r.userId, email: r.user.email, name: r.user.trueName, roles: [] };
    u.roles.push(r.role);
    byUser.set(r.userId, u);
  }
  return [...byUser.values()].sort((x, y) => Number(y.roles.includes("CREATOR")) - Number(x.roles.includes("CREATOR")));
}

/**
 * §5 administrators: well-formed, no duplicate. When no account exists one is created without a
 * password, and an invitation (set a password through /resetPassword) is queued in the same
 * transaction, so neither exists without the other.
 */
export async function addManager(conferenceId: number, email: string, locale: Locale, origin: string) {
  if (process.env.FEDERATED_ONLY === "1") {
    const u = await db.user.findUnique({ where: { email }, select: { cstnetId: true } });
    if (!u?.cstnetId) throw new Conflict("registration.nonPassUser");
  }
  const t = await getTranslator(locale);
  // Two managers adding the same address at once both pass the check below; the loser breaks the
  // (conference, user, role) key — or the e-mail key of a new account — and is told what the
  // winner made true: that person is a manager already.
  return addManagerOnce(conferenceId, email, locale, origin, t).catch((e: unknown) => {
    if ((e as { code?: string } | null)?.code === "P2002") throw new Conflict("registration.managerExists");
    throw e;
  });
}

function addManagerOnce(conferenceId: number, email: string, locale: Locale, origin: string, t: Awaited<ReturnType<typeof getTranslator>>) {
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (before) {
      const roles = await tx.conferenceUser.findMany({ where: { conferenceId, userId: before.id, role: { in: ["CREATOR", "MANAGER"] } } });
      if (roles.length) throw new Conflict("registration.managerExists");
    }
    const user = before ?? (await tx.user.create({ data: { email, trueName: email.split("@")[0], passwordHash: null, locale }, select: { id: true } }));
    await tx.conferenceUser.create({ data: { conferenceId, userId: user.id, role: "MANAGER" } });
    if (!before) {
      const conference = await tx.conference.findUniqueOrThrow({ where: { id: conferenceId }, select: { nameZh: true, nameEn: true } });
      const values = { conference: conferenceName(conference, locale), email, link: `${origin}/resetPassword` };
      await enqueueMail(
        tx,
        {
          conferenceId,
          to: email,
          locale,
          subject: t("registration.managers.inviteSubject", values),
          html: `<p>${escapeHtml(t("registration.managers.inviteBody", values))}</p>`,
          text: t("registration.managers.inviteBody", values),
        },
        { audience: "manager" },
      );
    }
    return { userId: user.id, created: !before };
  });
}

export async function removeManager(conferenceId: number, userId: number) {
  const roles = await db.conferenceUser.findMany({ where: { conferenceId, userId } });
  if (roles.some((r) => r.role === "CREATOR")) throw new Forbidden("registration.creatorCannotBeRemoved");
  const { count } = await db.conferenceUser.deleteMany({ where: { conferenceId, userId, role: "MANAGER" } });
  if (!count) throw new NotFound();
}
