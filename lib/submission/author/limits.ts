import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { COUNTED } from "../status";

// The per-person and conference-wide maximums, counted one way for both places that ask: the
// new-submission page (said up front, before the form is filled) and the save, which asks again
// inside its transaction under the submission-config row lock (service.ts) so that concurrent
// submissions cannot pass a maximum.

export type SubmissionLimits = { limitFlag: boolean; maxSubmissions: number | null; perPersonMax: number | null };

/** Why the author may not start another submission: a maximum already reached, with its message values. */
export type LimitRefusal = { key: "submission.errors.perPersonMax"; values: { max: number } } | { key: "submission.errors.maxReached"; values?: undefined };

/** The maximum `userId` has reached under `limits` (withdrawn submissions do not count), else null. */
export async function limitRefusal(
  client: Prisma.TransactionClient,
  conferenceId: number,
  userId: number,
  limits: SubmissionLimits,
): Promise<LimitRefusal | null> {
  const counted = { conferenceId, status: { in: [...COUNTED] } };
  if (limits.perPersonMax != null && (await client.submission.count({ where: { ...counted, userId } })) >= limits.perPersonMax)
    return { key: "submission.errors.perPersonMax", values: { max: limits.perPersonMax } };
  if (limits.limitFlag && limits.maxSubmissions != null && (await client.submission.count({ where: counted })) >= limits.maxSubmissions)
    return { key: "submission.errors.maxReached" };
  return null;
}
