import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// Per-conference sequences (registration codes and submission numbers). The upsert
// takes the counter row's lock until the caller's transaction ends, so concurrent callers get
// consecutive numbers, and a rolled-back caller gives its number back: no gaps, no duplicates.
export async function nextCounterValue(tx: Prisma.TransactionClient, conferenceId: number, name: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ value: number }[]>`
    INSERT INTO "ConferenceCounter" ("conferenceId", "name", "value") VALUES (${conferenceId}, ${name}, 1)
    ON CONFLICT ("conferenceId", "name") DO UPDATE SET "value" = "ConferenceCounter"."value" + 1
    RETURNING "value"`;
  return row.value;
}
