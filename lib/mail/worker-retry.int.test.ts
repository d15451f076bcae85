import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkReadiness } from "@/lib/server/health";
import { getDb } from "@/lib/server/db";
import { startPgProxy, type PgProxy } from "@/tests/faults/support/pg-proxy";
import { useTestDatabase } from "@/tests/integration/test-db";
import { startTestSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { enqueueMail } from "./outbox";
import { startMailWorkerWithRetry, type RetryingMailWorker } from "./worker-retry";

// The app's mail worker reaches the database through a TCP proxy that first holds its connection
// without answering — pg gives up with "timeout expired", as on a loaded start. The worker must
// not give up with it: it tries again, runs, and the queued mail reaches a real SMTP server.
// /api/ready's worker check follows the mail worker's own heartbeat: not ready while it retries,
// ready once it runs.
const t = useTestDatabase();
let proxy: PgProxy;
let smtp: TestSmtpServer;
let worker: RetryingMailWorker | null = null;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

beforeAll(async () => {
  const u = new URL(t.url());
  proxy = await startPgProxy({ host: u.hostname, port: Number(u.port || 5432) });
  smtp = await startTestSmtpServer();
});

afterEach(async () => {
  await worker?.stop();
  worker = null;
  proxy.latencyMs = 0;
  proxy.accept();
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await proxy?.close();
  await smtp?.stop();
});

describe("a mail worker whose start fails", () => {
  it("retries until it runs, then delivers the mail queued meanwhile; readiness follows its heartbeat", async () => {
    vi.stubEnv("SMTP_URL", `smtp://${encodeURIComponent(smtp.user)}:${encodeURIComponent(smtp.pass)}@127.0.0.1:${smtp.port}?ignoreTLS=true`);
    const { id } = await getDb().$transaction((tx) =>
      enqueueMail(tx, { conferenceId: null, to: "late@example.org", locale: "en", subject: "Your code", html: "<p>Code: 271828</p>" }),
    );

    proxy.latencyMs = 5_000; // the first connection opens, but nothing comes back in time
    const lines: string[] = [];
    worker = startMailWorkerWithRetry({ databaseUrl: proxy.urlFor(t.url()), connectTimeoutMs: 500, pollMs: 200 }, { firstMs: 100, log: (l) => lines.push(l) });
    await until("the first start to fail", () => lines.length > 0);
    expect(lines[0]).toMatch(/^\[symposia\] mail worker did not start \(attempt 1\): timeout expired; retrying in \d+\.\d s$/);
    expect(worker.current()).toBeNull();

    const waiting = await checkReadiness();
    expect(waiting.checks.database.ok).toBe(true);
    expect(waiting.checks.worker).toEqual({ ok: false, detail: "no mail worker has reported" });
    expect(waiting.ready).toBe(false);

    proxy.latencyMs = 0; // the database answers again
    const running = await worker.started;
    expect(running).not.toBeNull();
    expect(worker.current()).toBe(running);
    await smtp.waitFor(1, 30_000);
    expect(smtp.messages[0].envelopeTo).toEqual(["late@example.org"]);
    await until("the row marked sent", async () => (await getDb().mailOutbox.findUniqueOrThrow({ where: { id } })).status === "SENT");
    expect((await checkReadiness()).ready).toBe(true);

    // One line per failed attempt, never a stack trace.
    expect(lines.filter((l) => l.includes("did not start")).every((l) => !l.includes("\n"))).toBe(true);
    expect(lines.at(-1)).toMatch(/^\[symposia\] mail worker started on attempt \d+$/);

    await worker.stop(); // a clean stop takes its heartbeat with it
    worker = null;
    expect((await checkReadiness()).checks.worker.ok).toBe(false);
  });

  it("stops at once while it waits for its next attempt, and writes no heartbeat", async () => {
    proxy.refuse();
    const lines: string[] = [];
    worker = startMailWorkerWithRetry(
      { databaseUrl: proxy.urlFor(t.url()), connectTimeoutMs: 500 },
      { firstMs: 600_000, maxMs: 600_000, log: (l) => lines.push(l) },
    );
    await until("the first start to fail", () => lines.length > 0);
    expect(lines[0]).toMatch(/did not start \(attempt 1\): .+; retrying in \d+ s$/);
    await worker.stop(); // the wait is ten minutes: this returning at all is the point
    expect(await worker.started).toBeNull();
    worker = null;
    expect(await getDb().workerHeartbeat.count({ where: { kind: "mail" } })).toBe(0);
  });
});
