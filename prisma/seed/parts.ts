import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";

// The demo seed runs on every start of `npm run demo` and `npm run dev`, and again with
// `npm run db:seed`. Whatever it writes then belongs to the organisers, so each part of it is
// applied once per database and recorded in DemoSeedPart: a later run neither resets a setting an
// organiser changed nor brings back something they deleted. A part added to the seed later (say a
// hotel) still reaches a database seeded before it, once, on its next start.
//
// A database seeded before these records existed has no record at all: there each part first looks
// whether its content is already there (a conference's host, fee categories, a hotel config, …) and
// only records itself if so — see the guards in the parts themselves.

export type SeedTx = Prisma.TransactionClient;

/** Runs `apply` unless part `key` was applied before, and records it in the same transaction. */
export async function applyOnce(prisma: PrismaClient, key: string, apply: (tx: SeedTx) => Promise<void>): Promise<boolean> {
  return prisma.$transaction(
    async (tx) => {
      // Two seeds of one schema at once (two starts against one database) take turns instead of
      // both applying; seeds of other schemas (parallel test files) need not wait.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('demo-seed'), hashtext(current_schema()))`;
      if (await tx.demoSeedPart.findUnique({ where: { key } })) return false;
      await apply(tx);
      await tx.demoSeedPart.create({ data: { key } });
      return true;
    },
    { maxWait: 30_000, timeout: 120_000 }, // a part is a few dozen rows; a loaded 2-core machine needs room
  );
}
