import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { MAIL_NOTIFY_CHANNEL, outboxInsert, type PreparedMail } from "@/lib/mail/outbox";
import { Conflict } from "@/lib/server/errors";
import { sql } from "@/lib/server/sql";
import type { AttendeeColumns } from "./answers";
import { FALLBACK_CAP } from "./capacity";

// The seat of a registration is taken by one conditional update of the conference's counter: a
// save past the cap matches no row, and a blocked update re-reads the row once the lock is
// released, so the cap is exact (DESIGN §3) without reading the count first.

const seatUpdate = (conferenceId: number) => Prisma.sql`
  UPDATE "RegisterConfig" SET "registeredCount" = "registeredCount" + 1
  WHERE "conferenceId" = ${conferenceId}
    AND "registeredCount" < CASE WHEN "registerFlag" THEN "registerNum" ELSE ${FALLBACK_CAP} END`;

/** One seat, or "full", at the end of a transaction that wrote the rest (new accounts, uploads). */
export async function takeSeat(tx: Prisma.TransactionClient, conferenceId: number): Promise<void> {
  if ((await tx.$executeRaw(seatUpdate(conferenceId))) === 1) return;
  const exists = await tx.registerConfig.count({ where: { conferenceId } });
  throw new Conflict(exists ? "registration.full" : "registration.notOpen");
}

export type AttendeeRow = {
  conferenceId: number;
  userId: number;
  formVersionId: number;
  email: string;
  cols: Partial<AttendeeColumns> & { answers: Record<string, unknown> };
};

type Written = { attendeeId: number | null; mailId: number | null; notified: number; known: boolean };

/**
 * A signed-in person's registration without uploads, in ONE statement: seat, attendee row and
 * confirmation mail (with the worker's NOTIFY) are written together or not at all, and the
 * counter's row is locked only from this statement to its commit — the rush's whole critical
 * section. The rows were prepared before (service.ts). The same account twice breaks the
 * (conferenceId, userId) key and nothing is written.
 */
export async function registerInOneStatement(row: AttendeeRow, mail: PreparedMail | null): Promise<{ attendeeId: number; mailQueued: boolean }> {
  const c = row.cols;
  const text = (v: string | undefined) => v ?? "";
  const mailCte = mail ? Prisma.sql`, mail AS (${outboxInsert(mail, Prisma.sql`attendee`)})` : Prisma.empty;
  const mailId = mail ? Prisma.sql`(SELECT "id" FROM mail)` : Prisma.sql`NULL::int`;
  const notify = mail ? Prisma.sql`(SELECT count(pg_notify(${MAIL_NOTIFY_CHANNEL}, "id"::text))::int FROM mail)` : Prisma.sql`0`;
  // Over the app's own pool (lib/server/sql.ts): Prisma's per-call work, even for $queryRaw, was a
  // large part of a save's CPU in a rush. The date goes as its ISO day (pg would send a Date in local time).
  const birthday = c.birthday ? c.birthday.toISOString().slice(0, 10) : null;
  const statement = Prisma.sql`
      WITH seat AS (${seatUpdate(row.conferenceId)} RETURNING "conferenceId"),
      attendee AS (
        INSERT INTO "Attendee" ("conferenceId", "userId", "formVersionId", "email", "userName", "fullName", "phone", "countryArea", "unit",
          "comment", "post", "birthday", "gender", "idCard", "passport", "personalIndex", "fax", "address", "answers", "updatedAt")
        SELECT "conferenceId", ${row.userId}, ${row.formVersionId}, ${row.email}, ${text(c.userName)}, ${text(c.fullName)}, ${text(c.phone)},
          ${text(c.countryArea)}, ${text(c.unit)}, ${text(c.comment)}, ${text(c.post)}, ${birthday}::date, ${text(c.gender)},
          ${text(c.idCard)}, ${text(c.passport)}, ${text(c.personalIndex)}, ${text(c.fax)}, ${text(c.address)}, ${JSON.stringify(c.answers)}::jsonb, now()
        FROM seat
        RETURNING "id"
      )${mailCte}
      SELECT (SELECT "id" FROM attendee) AS "attendeeId", ${mailId} AS "mailId", ${notify} AS "notified",
        EXISTS (SELECT 1 FROM "RegisterConfig" WHERE "conferenceId" = ${row.conferenceId}) AS "known"`;
  let written: Written;
  try {
    [written] = await sql<Written>(statement.text, statement.values);
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict("registration.alreadyRegistered");
    throw e;
  }
  if (written.attendeeId === null) throw new Conflict(written.known ? "registration.full" : "registration.notOpen");
  return { attendeeId: written.attendeeId, mailQueued: written.mailId !== null };
}

/** Postgres 23505 (unique violation), as pg reports it. */
function isUniqueViolation(e: unknown): boolean {
  return (e as { code?: string })?.code === "23505";
}
