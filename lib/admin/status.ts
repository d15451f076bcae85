import "server-only";
import { ConferenceStatus } from "@/lib/server/site-conference";
import { changeConferenceStatus } from "@/lib/conference/status-change";
import { db } from "@/lib/server/db";
import { Conflict } from "@/lib/server/errors";
import { queueDecisionMail } from "./mail";
import type { OriginOf } from "./site-origin";

// The administrator's status actions (SPEC §4). Each goes through changeConferenceStatus,
// which locks the conference row and checks canTransition, so two administrators deciding at once
// produce exactly one change; the mail to the creators is written in that same transaction.

type Ctx = { actorId: number; origin: OriginOf };

async function primaryOrigin(conferenceId: number, origin: OriginOf): Promise<string> {
  const d = await db.conferenceDomain.findFirst({ where: { conferenceId }, orderBy: [{ isPrimary: "desc" }, { id: "asc" }], select: { host: true } });
  return d ? origin(d.host) : "";
}

/** Only a pending request is decided: an approval from another status would skip the review. */
function onlyPending(from: number): void {
  if (from !== ConferenceStatus.PENDING_REVIEW) throw new Conflict("admin.notPending");
}

export async function approvePublishRequest(conferenceId: number, ctx: Ctx): Promise<void> {
  const site = await primaryOrigin(conferenceId, ctx.origin);
  await changeConferenceStatus({
    conferenceId,
    to: ConferenceStatus.PUBLISHED,
    actorId: ctx.actorId,
    actor: "admin",
    inTransaction: async (tx, from) => {
      onlyPending(from);
      await queueDecisionMail(tx, conferenceId, "approved", "", site);
    },
  });
}

export async function rejectPublishRequest(conferenceId: number, reason: string, ctx: Ctx): Promise<void> {
  const site = await primaryOrigin(conferenceId, ctx.origin);
  await changeConferenceStatus({
    conferenceId,
    to: ConferenceStatus.REJECTED,
    actorId: ctx.actorId,
    actor: "admin",
    reason,
    inTransaction: async (tx, from) => {
      onlyPending(from);
      await queueDecisionMail(tx, conferenceId, "rejected", reason, site);
    },
  });
}

/** Close: the site shows the closed notice; data stays. Only a published site (canTransition). */
export async function closeConference(conferenceId: number, ctx: Ctx): Promise<void> {
  await changeConferenceStatus({ conferenceId, to: ConferenceStatus.CLOSED, actorId: ctx.actorId, actor: "admin" });
}

/** Reopen a closed conference: published again. */
export async function reopenConference(conferenceId: number, ctx: Ctx): Promise<void> {
  await changeConferenceStatus({ conferenceId, to: ConferenceStatus.PUBLISHED, actorId: ctx.actorId, actor: "admin" });
}
