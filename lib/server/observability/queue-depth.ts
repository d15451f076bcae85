import "server-only";
import { db } from "@/lib/server/db";
import { addQueueDepthSource } from "./metrics";

// The queues live in Postgres; their depths are read when /api/metrics is scraped (two indexed
// counts), not kept in any process.
async function depths(): Promise<Record<string, number>> {
  const [mail, book] = await Promise.all([
    db.mailOutbox.groupBy({ by: ["status"], where: { status: { in: ["QUEUED", "RETRYING", "SENDING", "FAILED"] } }, _count: true }),
    db.abstractBookJob.count({ where: { status: { in: ["QUEUED", "RUNNING"] } } }),
  ]);
  const n = (s: string) => mail.find((m) => m.status === s)?._count ?? 0;
  return { mail_waiting: n("QUEUED") + n("RETRYING"), mail_sending: n("SENDING"), mail_failed: n("FAILED"), abstract_book: book };
}

const hooked = globalThis as unknown as { __symposiaQueueDepth?: boolean };
if (!hooked.__symposiaQueueDepth) {
  hooked.__symposiaQueueDepth = true;
  addQueueDepthSource(depths);
}
