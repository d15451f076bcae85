import "server-only";
import { attendeeWhere } from "@/lib/registration/queries";
import { db } from "@/lib/server/db";
import { Conflict } from "@/lib/server/errors";
import { addNotices } from "./add";
import type { TOrganiserNotice } from "./schemas";

// ORGANISER_MESSAGE notices: a manager's plain-text message to the attendees ticked on
// /platform/manage/user, or to every attendee its filters match. Recipients are this conference's
// registrations only (ticked ids of another conference match nothing). Bounded work at any size:
// attendees are read in id order a chunk at a time and each chunk is one INSERT, all in one
// transaction, so a message reaches everyone it names or no one.

const CHUNK = 1000;
const TX = { maxWait: 10_000, timeout: 120_000 } as const;

export async function sendOrganiserNotice(conferenceId: number, v: TOrganiserNotice): Promise<{ sent: number }> {
  const who = v.audience === "selected" ? { conferenceId, id: { in: v.ids } } : await attendeeWhere(conferenceId, v.filter);
  const params = { title: v.title, body: v.body };
  const sent = await db.$transaction(async (tx) => {
    let n = 0;
    for (let after = 0; ;) {
      const batch = await tx.attendee.findMany({
        where: { AND: [who, { conferenceId, id: { gt: after } }] },
        orderBy: { id: "asc" },
        take: CHUNK,
        select: { id: true, userId: true },
      });
      await addNotices(
        tx,
        batch.map((a) => ({ conferenceId, userId: a.userId, kind: "ORGANISER_MESSAGE" as const, params })),
      );
      n += batch.length;
      if (batch.length < CHUNK) return n;
      after = batch[batch.length - 1].id;
    }
  }, TX);
  if (!sent) throw new Conflict("notice.errors.noRecipients");
  return { sent };
}
