import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDatabaseUrl } from "@/lib/server/database-url";
import { prepareDatabase, startApp, startWorker, stop, waitReady, type Proc } from "@/tests/e2e/support/cluster";
import { rawRequest } from "@/tests/support/http";
import { startTestSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { startPgProxy, type PgProxy } from "./support/pg-proxy";

// A standalone mail worker (`npm run worker`) that cannot reach the database when it starts keeps
// trying instead of giving up, and the mail queued meanwhile is delivered once it can. Meanwhile
// the production server (MAIL_WORKER=off, its own direct connection) answers /api/ready with 503 —
// database fine, no mail worker — and its mail log warns the conference's managers that mail is
// waiting with nothing sending it; once the worker runs, 200 and no warning. SIGTERM during the
// wait between attempts ends the worker cleanly.

const APP_PORT = 3243;
const SMTP_PORT = 4244;
const HOST = `demo.localhost:${APP_PORT}`;
const TEN_MINUTES = 10 * 60_000;
const APP_SECRET = "faults-mail-start-0123456789abcdef0123456789";

let sql: pg.Pool;
let proxy: PgProxy;
let smtp: TestSmtpServer;
let app: Proc;
let workerEnv: Record<string, string>;
let manager: string; // a session token
const procs: Proc[] = [];

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; last process says: ${procs.at(-1)?.output.slice(-10).join("\n")}`);
    await wait(100);
  }
}

const ready = async () => {
  const r = await rawRequest({ port: APP_PORT, host: HOST, path: "/api/ready" });
  return { status: r.status, checks: r.json().data as Record<string, { ok: boolean; detail?: string }> };
};
const mailLog = () => rawRequest({ port: APP_PORT, host: HOST, path: "/platform/mail-log", headers: { cookie: `symposia_session=${manager}; locale=en` } });

beforeAll(async () => {
  const db = await prepareDatabase("faults_mail_start");
  const { connectionString, schema } = parseDatabaseUrl(db.url);
  sql = new pg.Pool({ connectionString, max: 2, options: `-c search_path=${schema}` });
  const target = new URL(connectionString);
  proxy = await startPgProxy({ host: target.hostname, port: Number(target.port || 5432) });
  smtp = await startTestSmtpServer({ port: SMTP_PORT });
  workerEnv = {
    DATABASE_URL: proxy.urlFor(db.url), // the worker alone goes through the proxy
    SMTP_URL: `smtp://${encodeURIComponent(smtp.user)}:${encodeURIComponent(smtp.pass)}@127.0.0.1:${smtp.port}?ignoreTLS=true`,
    MAIL_WORKER_POLL_MS: "500",
    APP_SECRET,
    LOG_LEVEL: "warn",
  };
  app = startApp(APP_PORT, { DATABASE_URL: db.url, APP_SECRET, LOG_LEVEL: "warn" });
  procs.push(app);
  await waitReady(APP_PORT, "/api/health", app);

  manager = randomBytes(32).toString("base64url");
  await sql.query(
    `INSERT INTO "Session" ("tokenHash","userId","mobile","expiresAt","lastSeenAt","createdAt")
     SELECT $1, id, false, now() + interval '1 day', now(), now() FROM "User" WHERE email = 'manager@example.org'`,
    [createHash("sha256").update(manager).digest("hex")],
  );
}, 240_000);

afterAll(async () => {
  await Promise.all(procs.map((p) => stop(p, "SIGKILL")));
  await sql?.end();
  await proxy?.close();
  await smtp?.stop();
});

describe("a mail worker that cannot start at first", () => {
  it("retries, SIGTERM ends it cleanly while it waits, and a later one delivers the mail once the database answers", async () => {
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO "MailOutbox" ("conferenceId", "to", subject, html, "nextAttemptAt", "createdAt", "updatedAt")
       SELECT "conferenceId", 'waiting@example.org', 'Queued while no worker ran', '<p>Hello</p>', $1, $1, now()
       FROM "ConferenceDomain" WHERE host = 'demo.localhost' RETURNING id`,
      [new Date(Date.now() - TEN_MINUTES)],
    );
    const id = rows[0].id;

    proxy.refuse(); // every connection the worker opens is reset at once
    const first = startWorker(workerEnv);
    procs.push(first);
    await until("the first failed start", () => first.output.some((l) => l.includes("mail worker did not start (attempt 1)")));
    await until("a second failed start", () => first.output.some((l) => l.includes("did not start (attempt 2)")));
    const failures = first.output.filter((l) => l.includes("did not start"));
    for (const line of failures) expect(line).toMatch(/^\[symposia\] mail worker did not start \(attempt \d+\): .+; retrying in [\d.]+ s$/);
    expect(first.output.filter((l) => /^\s+at /.test(l))).toEqual([]); // no stack traces

    // Nobody sends mail: not ready (the database itself is fine), and the managers are told.
    let r = await ready();
    expect(r.status).toBe(503);
    expect(r.checks.database.ok).toBe(true);
    expect(r.checks.worker).toEqual({ ok: false, detail: "no mail worker has reported" });
    let page = await mailLog();
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="mail-stuck-alert"');
    expect(page.text).toContain("Mail is not going out");
    expect(page.text).toContain("more than 5 minutes ago");

    // SIGTERM between attempts: the process ends by itself, and cleanly.
    await stop(first, "SIGTERM");
    expect(first.child.exitCode).toBe(0);

    const second = startWorker(workerEnv);
    procs.push(second);
    await until("the new worker's failed start", () => second.output.some((l) => l.includes("did not start (attempt 1)")));
    proxy.accept(); // the database answers again
    await until("the worker to run", () => second.output.some((l) => l.includes("mail worker running")));
    await until("the mail at the SMTP server", () => smtp.messages.some((m) => m.envelopeTo.includes("waiting@example.org")));
    await until("the row marked sent", async () => (await sql.query(`SELECT status FROM "MailOutbox" WHERE id = $1`, [id])).rows[0].status === "SENT");

    await until("readiness", async () => (await ready()).status === 200, 30_000);
    r = await ready();
    expect(r.checks.worker).toEqual({ ok: true });
    page = await mailLog();
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('data-testid="mail-stuck-alert"');

    await stop(second, "SIGTERM");
    expect(second.child.exitCode).toBe(0);
  });
});
