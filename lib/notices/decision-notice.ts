import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addNotice } from "./add";

// SUBMISSION_DECISION notices: the submitter hears of a decision (accepted, rejected,
// needs modification) in the transaction that records it, next to the "final result" mail — but
// unlike the mail, also when the conference has no mail set up.

export async function noticeDecision(
  tx: Prisma.TransactionClient,
  conferenceId: number,
  sub: { userId: number; code: string; title: string },
  decision: string,
): Promise<void> {
  await addNotice(tx, {
    conferenceId,
    userId: sub.userId,
    kind: "SUBMISSION_DECISION",
    params: { number: sub.code, title: sub.title, decision },
    href: "/profile/submission",
  });
}
