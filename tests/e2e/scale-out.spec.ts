import { createHash, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { parseDatabaseUrl } from "../../lib/server/database-url";
import { s3Driver } from "../../lib/server/storage/s3";
import { fileKey } from "../../lib/server/storage/types";
import { rawRequest } from "../support/http";
import { startS3Server, type S3Server } from "../support/s3-server";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { CLUSTER_PORTS, METRICS_TOKEN, prepareDatabase, startApp, startWorker, stop, waitReady, type Proc } from "./support/cluster";

// Two app processes and a worker on loopback against one Postgres schema and one S3
// server, as compose runs them behind the balancer. Nothing either app keeps in memory may decide
// what the other answers.

const [A, B] = CLUSTER_PORTS;
const HOST = "demo.localhost";
let db: { url: string; stop(): Promise<void> };
let sql: pg.Pool;
let s3: S3Server;
let smtp: TestSmtpServer;
let env: Record<string, string>;
const apps: Proc[] = [];
const workers: Proc[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  [db, s3, smtp] = await Promise.all([prepareDatabase("scaleout"), startS3Server("symposia-scale"), startTestSmtpServer({ delayMs: 40 })]);
  const { connectionString, schema } = parseDatabaseUrl(db.url);
  sql = new pg.Pool({ connectionString, max: 4, options: `-c search_path=${schema}` });
  env = {
    DATABASE_URL: db.url,
    DATABASE_POOL_MAX: "8",
    APP_SECRET: "scale-out-secret-0123456789abcdef0123456789",
    DEFAULT_CONFERENCE_HOST: HOST,
    PAGE_CACHE_HOSTS: "", // every host's visitor pages cached, as deployed
    SMTP_URL: `smtp://${encodeURIComponent(smtp.user)}:${encodeURIComponent(smtp.pass)}@127.0.0.1:${smtp.port}?ignoreTLS=true`,
    MAIL_STALE_MS: "3000", // a killed worker's claims go back to the queue after 3 s
    SHUTDOWN_DRAIN_MS: "1500", // SIGTERM: answer for 1.5 s more (not ready), then close
    ...s3.env,
  };
  apps.push(startApp(A, env), startApp(B, env));
  workers.push(startWorker(env));
  await Promise.all([waitReady(A, "/api/health", apps[0]), waitReady(B, "/api/health", apps[1])]);
  await waitReady(A, "/api/ready", apps[0], 60_000); // database, migrations, storage and the worker's heartbeat
});

test.afterAll(async () => {
  await Promise.all([...apps, ...workers].map((p) => stop(p, "SIGKILL")));
  await sql?.end();
  await Promise.all([s3?.close(), smtp?.stop()]);
  await db?.stop();
});

async function sessionFor(email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await sql.query(
    `INSERT INTO "Session" ("tokenHash","userId","mobile","expiresAt","lastSeenAt","createdAt")
     SELECT $1, id, false, now() + interval '1 hour', now(), now() FROM "User" WHERE email = $2`,
    [createHash("sha256").update(token).digest("hex"), email],
  );
  return token;
}

const call = (port: number, path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  rawRequest({
    port,
    host: `${HOST}:${port}`,
    path: `/api${path}`,
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

test("a registration rush split across both apps keeps the cap exact", async () => {
  test.setTimeout(240_000);
  const RUSH = 400;
  const CAP = 60;
  const tag = randomBytes(3).toString("hex");
  const {
    rows: [conf],
  } = await sql.query(`SELECT c.id FROM "Conference" c JOIN "ConferenceDomain" d ON d."conferenceId" = c.id WHERE d.host = $1`, [HOST]);
  await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = (name = 'default') WHERE "conferenceId" = $1`, [conf.id]);
  await sql.query(`UPDATE "RegisterConfig" SET "registerNum" = "registeredCount" + $2, "registerFlag" = true WHERE "conferenceId" = $1`, [conf.id, CAP]);
  const {
    rows: [before],
  } = await sql.query(`SELECT "registeredCount" FROM "RegisterConfig" WHERE "conferenceId" = $1`, [conf.id]);
  const { rows: users } = await sql.query(
    `INSERT INTO "User" (email, "trueName", "updatedAt") SELECT 'scale-' || g || '-${tag}@example.org', 'Scale ' || g, now() FROM generate_series(1, $1) g RETURNING id, email`,
    [RUSH],
  );
  const tokens = await Promise.all(users.map((u: { email: string }) => sessionFor(u.email)));
  const statuses = await Promise.all(
    tokens.map((token, i) =>
      call(i % 2 ? B : A, "/conference/conferenceUser/save", {
        token,
        body: {
          version: "default",
          notice: true,
          answers: { name: `Scale ${i}`, email: "x@example.org", telephone: "123", country: "China", unit: "北京大学" },
        },
      })
        .then((r) => r.status)
        .catch(() => 0),
    ),
  );
  const ok = statuses.filter((s) => s === 200).length;
  expect(statuses.filter((s) => ![200, 409, 503].includes(s))).toEqual([]);
  expect(ok).toBeLessThanOrEqual(CAP);
  if (!statuses.includes(503)) expect(ok).toBe(CAP);
  const {
    rows: [after],
  } = await sql.query(
    `SELECT "registeredCount", (SELECT count(*)::int FROM "Attendee" a JOIN "User" u ON u.id = a."userId" WHERE u.email LIKE $2) AS stored
     FROM "RegisterConfig" WHERE "conferenceId" = $1`,
    [conf.id, `scale-%-${tag}@example.org`],
  );
  expect(after.stored).toBe(ok);
  expect(after.registeredCount).toBe(before.registeredCount + ok);
  // both apps took part
  const byApp = [0, 1].map((k) => statuses.filter((s, i) => i % 2 === k && s === 200).length);
  expect(byApp[0] + byApp[1]).toBe(ok);
});

test("a file uploaded through one app is downloaded through the other, from the object store", async () => {
  const manager = await sessionFor("manager@example.org");
  const bytes = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(40_000), Buffer.from("\n%%EOF\n")]);
  const boundary = `----scale${randomBytes(6).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="programme.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const up = await rawRequest({
    port: A,
    host: `${HOST}:${A}`,
    path: "/api/conference/platform/config/download/upload",
    method: "POST",
    headers: { authorization: `Bearer ${manager}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
  expect(up.status, up.text).toBe(200);
  const id = up.json().data.id as number;
  expect((await call(A, "/conference/platform/config/download/publish", { token: manager, body: { id, published: true } })).status).toBe(200);

  const down = await rawRequest({ port: B, host: `${HOST}:${B}`, path: `/api/conference/download/file/${id}` });
  expect(down.status).toBe(200);
  const {
    rows: [row],
  } = await sql.query(`SELECT "conferenceId", "storedName" FROM "DownloadFile" WHERE id = $1`, [id]);
  const stored = await s3Driver(s3.settings).get(fileKey(row.conferenceId, row.storedName));
  expect(stored && Buffer.compare(stored, bytes)).toBe(0); // the object lives in the bucket
  expect(Buffer.byteLength(down.text, "latin1")).toBeGreaterThan(0);
  await sql.query(`DELETE FROM "DownloadFile" WHERE id = $1`, [id]);
});

test("a site-config change saved through one app shows on the other within a second", async () => {
  const manager = await sessionFor("manager@example.org");
  const page = () => rawRequest({ port: B, host: `${HOST}:${B}`, path: "/", headers: { cookie: "locale=en" } });
  const current = await call(A, "/conference/platform/config/website", { token: manager });
  expect(current.status).toBe(200);
  const settings = current.json().data.values;
  const original = settings.nameEn as string;
  // B has the page in its visitor cache and the conference in its 5 s host cache.
  expect((await page()).text).toContain(original);
  expect((await page()).text).toContain(original);
  const renamed = `Scale-out ${randomBytes(3).toString("hex")}`;
  try {
    const saved = await call(A, "/conference/platform/config/website", { token: manager, body: { ...settings, nameEn: renamed } });
    expect(saved.status, saved.text).toBe(200);
    // The requirement is about when B knows, not how long B takes to render: a page asked for
    // within one second of the save must already show the change.
    const savedAt = Date.now();
    let askedAt = savedAt;
    let shown = false;
    while (!shown && askedAt - savedAt < 1000) {
      askedAt = Date.now();
      shown = (await page()).text.includes(renamed);
      if (!shown) await new Promise((r) => setTimeout(r, 50));
    }
    expect(shown, "B showed the new name for a request made within 1 s of the save").toBe(true);
    expect(askedAt - savedAt).toBeLessThan(1000);
  } finally {
    await call(A, "/conference/platform/config/website", { token: manager, body: settings });
  }
});

test("metrics need the token, and their counters move with requests", async () => {
  expect((await rawRequest({ port: A, host: `${HOST}:${A}`, path: "/api/metrics" })).status).toBe(401);
  const wrong = await rawRequest({ port: A, host: `${HOST}:${A}`, path: "/api/metrics", headers: { authorization: "Bearer nope" } });
  expect(wrong.status).toBe(401);
  const read = async () => {
    const r = await rawRequest({ port: A, host: `${HOST}:${A}`, path: "/api/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(r.status).toBe(200);
    const line = r.text
      .split("\n")
      .find((l) => l.startsWith('symposia_http_requests_total{method="POST",route="/api/conference/module/getModuleByConfId",status="200"}'));
    return { text: r.text, n: line ? Number(line.split(" ").pop()) : 0 };
  };
  const first = await read();
  expect(first.text).toContain("symposia_db_pool_connections");
  expect(first.text).toContain('symposia_queue_depth{queue="mail_waiting"}');
  for (let i = 0; i < 3; i++) expect((await call(A, "/conference/module/getModuleByConfId", { body: {} })).status).toBe(200);
  expect((await read()).n).toBe(first.n + 3);
});

test("access logs are JSON lines with request id, host, conference, user, route, status and duration", async () => {
  const token = await sessionFor("alice@example.org");
  const r = await call(A, "/conference/module/getModuleByConfId", { token, body: {} });
  const requestId = r.headers["x-request-id"] as string;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  const {
    rows: [ids],
  } = await sql.query(`SELECT u.id AS "userId", d."conferenceId" FROM "User" u, "ConferenceDomain" d WHERE u.email = 'alice@example.org' AND d.host = $1`, [
    HOST,
  ]);
  await expect
    .poll(() => apps[0].output.map((l) => (l.startsWith("{") ? JSON.parse(l) : null)).find((e) => e?.requestId === requestId))
    .toMatchObject({
      host: `${HOST}:${A}`,
      method: "POST",
      route: "/api/conference/module/getModuleByConfId",
      status: 200,
      conferenceId: ids.conferenceId,
      userId: ids.userId,
      durationMs: expect.any(Number),
    });
});

test("a worker killed with SIGKILL mid-batch loses no mail: another one picks its claims up", async () => {
  test.setTimeout(180_000);
  const N = 150;
  const tag = randomBytes(3).toString("hex");
  const { rows } = await sql.query(
    `INSERT INTO "MailOutbox" ("to", subject, html, priority, "updatedAt")
     SELECT 'kill-' || g || '-${tag}@example.org', 'Batch ' || g, '<p>Batch mail</p>', 9, now() FROM generate_series(1, $1) g RETURNING id`,
    [N],
  );
  const ids = new Set(rows.map((r: { id: number }) => r.id));
  const got = () =>
    new Set(smtp.messages.filter((m) => m.envelopeTo.some((t) => t.endsWith(`-${tag}@example.org`))).map((m) => Number(m.outboxHeader!.split(".")[0])));
  await sql.query(`SELECT pg_notify('symposia_mail', '')`).catch(() => undefined);
  await expect.poll(() => got().size, { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
  await stop(workers[0], "SIGKILL"); // mid-batch: some rows stay claimed (SENDING) by a dead process
  const {
    rows: [mid],
  } = await sql.query(`SELECT count(*) FILTER (WHERE status <> 'SENT')::int AS left FROM "MailOutbox" WHERE id = ANY($1::int[])`, [[...ids]]);
  expect(mid.left).toBeGreaterThan(0);
  workers.push(startWorker(env));
  await expect.poll(() => got().size, { timeout: 120_000 }).toBe(N);
  expect([...got()].every((id) => ids.has(id))).toBe(true);
  // Every row ends SENT: the ones the dead worker held (even one it had handed to the server just
  // before it died, which is then sent again — delivery is at least once) go back to the queue.
  const sent = async () => (await sql.query(`SELECT count(*)::int AS n FROM "MailOutbox" WHERE id = ANY($1::int[]) AND status = 'SENT'`, [[...ids]])).rows[0].n;
  await expect.poll(sent, { timeout: 60_000 }).toBe(N);
});

test("SIGTERM: an app stops taking connections but answers every request it already has, then exits cleanly", async () => {
  const tag = randomBytes(3).toString("hex");
  const { rows: users } = await sql.query(
    `INSERT INTO "User" (email, "trueName", "updatedAt") SELECT 'term-' || g || '-${tag}@example.org', 'Term ' || g, now() FROM generate_series(1, 120) g RETURNING email`,
  );
  const tokens = await Promise.all(users.map((u: { email: string }) => sessionFor(u.email)));
  await sql.query(
    `UPDATE "RegisterConfig" SET "registerNum" = "registeredCount" + 1000 WHERE "conferenceId" = (SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1)`,
    [HOST],
  );
  // Attendance saves queue in B's memory (bounded per conference), so some are still in progress
  // when the signal arrives.
  let signalled = 0;
  let answeredAfter = 0;
  const inFlight = tokens.map((token, i) =>
    call(B, "/conference/conferenceUser/save", {
      token,
      body: { version: "default", notice: true, answers: { name: `Term ${i}`, email: "x@example.org", telephone: "123", country: "China", unit: "北京大学" } },
    })
      .then((r) => {
        if (signalled) answeredAfter++;
        return r.status;
      })
      .catch((e: NodeJS.ErrnoException) => e.code ?? "error"),
  );
  await new Promise((r) => setTimeout(r, 300));
  apps[1].child.kill("SIGTERM");
  signalled = Date.now();
  // Draining: still answering, but no longer ready, so the balancer stops sending it work.
  const ready = await rawRequest({ port: B, host: `${HOST}:${B}`, path: "/api/ready" });
  expect(ready.status).toBe(503);
  expect(ready.json().data.database).toEqual({ ok: false, detail: "shutting down" });
  const statuses = await Promise.all(inFlight);
  expect(statuses.filter((s) => ![200, 409, 503].includes(s as number))).toEqual([]); // none cut off
  expect(answeredAfter).toBeGreaterThan(0); // requests in progress at the signal were still answered
  expect(await apps[1].exited).toBe(0);
  await expect(rawRequest({ port: B, host: `${HOST}:${B}`, path: "/api/health" })).rejects.toMatchObject({ code: "ECONNREFUSED" });
  expect((await call(A, "/conference/module/getModuleByConfId", { body: {} })).status).toBe(200); // the other replica serves on
});
