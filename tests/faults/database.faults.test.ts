import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptSecret } from "@/lib/mail/crypto";
import { parseDatabaseUrl } from "@/lib/server/database-url";
import { secretFieldsOf } from "@/lib/payments/schemas";
import { createSimKeys, simMethodConfigs } from "@/lib/payments/simulator/keys";
import { SIM_MODULES } from "@/lib/payments/simulator/modules";
import { startSimulator, type Simulator } from "@/lib/payments/simulator/server";
import { prepareDatabase, startApp, stop, waitReady, type Proc } from "@/tests/e2e/support/cluster";
import { rawRequest, type RawResponse } from "@/tests/support/http";
import { startPgCluster, type PgCluster } from "./support/pg-cluster";
import { startPgProxy, type PgProxy } from "./support/pg-proxy";

// Faults: the production server (scripts/server.ts on the existing build) reaches
// Postgres only through a TCP proxy that adds latency and cuts connections, and the database server
// is really restarted during a registration rush (a cluster of the test's own). Whatever breaks,
// people get 200, a refusal, or a 503 "unavailable, retry" in the gateway envelope — never a 500
// or a stack trace — and the data stays whole: the cap exact, the counter equal to the attendees,
// no order without its items, and a payment notified during the outage applied once afterwards.

const APP_PORT = 3240;
const PG_PORT = 4250;
const PROXY_PORT = 4251;
const SIM_PORT = 4252;
const HOST = `demo.localhost:${APP_PORT}`;
const APP_SECRET = "faults-secret-0123456789abcdef0123456789abcd";
const RUSH = 240;
const CAP = 50;

const retryable = new Set(
  ["en", "zh"].flatMap((l) => {
    const m = JSON.parse(readFileSync(`messages/${l}/errors.json`, "utf8")) as Record<string, string>;
    return [m.busy, m.unavailable];
  }),
);
// A stack frame, a source path or an internal error name in an answer means something leaked.
const LEAK = /\n\s+at |\.[cm]?[jt]sx?:\d+|node_modules|PrismaClient|DriverAdapterError|ECONNRE/;

let cluster: PgCluster | null;
let proxy: PgProxy;
let sql: pg.Pool;
let sim: Simulator;
let app: Proc;
let conferenceId: number;
let directUrl: string; // the database itself, not through the proxy

async function untilDatabaseAnswers(url: string) {
  for (;;) {
    const c = new pg.Client({ connectionString: parseDatabaseUrl(url).connectionString, connectionTimeoutMillis: 2000 });
    c.on("error", () => undefined);
    try {
      await c.connect();
      await c.query("SELECT 1");
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await c.end().catch(() => undefined);
    }
  }
}

/** Answers by status, for the run's output. */
const tally = (rs: RawResponse[]) => rs.reduce<Record<number, number>>((t, r) => ({ ...t, [r.status]: (t[r.status] ?? 0) + 1 }), {});

/** What a person sees for one request, checked the same way for every answer. */
function expectNoLeak(r: RawResponse) {
  expect(r.text, `HTTP ${r.status}`).not.toMatch(LEAK);
  expect(r.status, r.text).not.toBe(500);
  if (r.status === 503) {
    expect(r.json()).toMatchObject({ code: 503, data: null });
    expect(retryable.has(r.json().message), r.json().message).toBe(true);
    expect(r.headers["retry-after"]).toBeDefined();
  }
}

const call = (token: string, path: string, body: unknown) =>
  rawRequest({
    port: APP_PORT,
    host: HOST,
    path: `/api${path}`,
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch((e: Error) => ({ status: 0, headers: {}, text: String(e.message), json: () => ({}) }) as unknown as RawResponse);

async function sessions(prefix: string, n: number): Promise<{ ids: number[]; tokens: string[] }> {
  const { rows } = await sql.query(
    `INSERT INTO "User" (email, "trueName", "updatedAt") SELECT $1 || g || '@example.org', 'Fault ' || g, now() FROM generate_series(1, $2) g RETURNING id`,
    [prefix, n],
  );
  const tokens = rows.map(() => randomBytes(32).toString("base64url"));
  await sql.query(
    `INSERT INTO "Session" ("tokenHash", "userId", mobile, "expiresAt", "lastSeenAt", "createdAt")
     SELECT h, u, false, now() + interval '1 hour', now(), now() FROM unnest($1::text[], $2::int[]) AS t(h, u)`,
    [tokens.map((t) => createHash("sha256").update(t).digest("hex")), rows.map((r) => r.id)],
  );
  return { ids: rows.map((r) => r.id), tokens };
}

/** Everybody answered 503 sends again, as the message asks, until nobody is; → the last status of each. */
async function retryRefused(what: string, first: RawResponse[], send: (i: number) => Promise<RawResponse>): Promise<Map<number, number>> {
  const told = new Map(first.map((r, i) => [i, r.status]));
  for (let round = 1; round <= 20 && [...told.values()].includes(503); round++) {
    const again = [...told].filter(([, s]) => s === 503).map(([i]) => i);
    const retried = await Promise.all(again.map(send));
    retried.forEach((r, k) => (expectNoLeak(r), told.set(again[k], r.status)));
    console.log(`[faults] ${what}, retry ${round}:`, tally(retried));
  }
  return told;
}

/** The outage: a real restart of the cluster, with new connections refused for 2 s around it. */
async function restartDatabase() {
  proxy.refuse();
  if (cluster) await cluster.restart();
  else proxy.cutAll(); // no Postgres binaries here: the proxy plays the restart (cut, then refuse)
  await new Promise((r) => setTimeout(r, 2000));
  proxy.accept();
}

beforeAll(async () => {
  cluster = await startPgCluster(PG_PORT);
  if (!cluster) console.warn("[faults] no Postgres server binaries: the restart is simulated by the proxy (all connections cut, new ones refused for 2 s)");
  const saved = process.env.TEST_DATABASE_URL;
  if (cluster) process.env.TEST_DATABASE_URL = cluster.url;
  const db = await prepareDatabase("faults_db");
  process.env.TEST_DATABASE_URL = saved;
  directUrl = parseDatabaseUrl(db.url).connectionString;
  const direct = new URL(directUrl);
  proxy = await startPgProxy({ host: direct.hostname, port: Number(direct.port || 5432) }, PROXY_PORT);
  sql = new pg.Pool({ connectionString: directUrl, max: 4, options: "-c search_path=faults_db" });
  sql.on("error", () => undefined); // idle connections die with the restart; the next query reconnects
  ({
    rows: [{ conferenceId }],
  } = await sql.query(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = 'demo.localhost'`));

  // WeChat Pay through a payment simulator of our own, its keys encrypted with the app's secret.
  const keys = createSimKeys();
  sim = await startSimulator({ keys, modules: SIM_MODULES, port: SIM_PORT });
  sim.state.controls.dropNotifies = true; // the test delivers the notification itself, when it wants
  const all = simMethodConfigs(keys).WECHAT;
  const secretNames = secretFieldsOf("WECHAT");
  const values = Object.fromEntries(Object.entries(all).filter(([k]) => !secretNames.includes(k)));
  const secrets = Object.fromEntries(secretNames.filter((k) => all[k]).map((k) => [k, encryptSecret(all[k], APP_SECRET)]));
  await sql.query(
    `INSERT INTO "PaymentMethodConfig" ("conferenceId",method,"titleZh","titleEn",config,enabled,"order","updatedAt") VALUES ($1,'WECHAT','微信','WeChat',$2,true,1,now())
     ON CONFLICT ("conferenceId",method) DO UPDATE SET config = EXCLUDED.config, enabled = true`,
    [conferenceId, JSON.stringify({ ...values, secrets })],
  );

  app = startApp(APP_PORT, {
    DATABASE_URL: proxy.urlFor(db.url),
    DATABASE_POOL_MAX: "10",
    DATABASE_CONNECT_TIMEOUT_MS: "3000",
    APP_SECRET,
    DEFAULT_CONFERENCE_HOST: "demo.localhost",
    CONFERENCE_CACHE_MS: "0",
    PAGE_CACHE_HOSTS: "localhost",
    SYMPOSIA_DEMO: "1", // lets PAYMENT_SIMULATOR_URL stand in for the providers
    PAYMENT_SIMULATOR_URL: sim.url,
    LOG_LEVEL: "warn",
  });
  await waitReady(APP_PORT, "/api/health", app);
}, 240_000);

afterAll(async () => {
  if (app) await stop(app, "SIGKILL");
  await sql?.end().catch(() => undefined);
  await proxy?.close();
  await sim?.close();
  await cluster?.stop();
});

describe("Postgres behind a misbehaving network", () => {
  let winners: { id: number; token: string }[] = [];

  it("a registration rush through a database restart: 200, 409 or a retryable 503, then the cap exact and the counter whole", async () => {
    const tag = randomBytes(3).toString("hex");
    await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = (name = 'default') WHERE "conferenceId" = $1`, [conferenceId]);
    const {
      rows: [before],
    } = await sql.query(
      `UPDATE "RegisterConfig" SET "registerNum" = "registeredCount" + $2, "registerFlag" = true WHERE "conferenceId" = $1 RETURNING "registeredCount"`,
      [conferenceId, CAP],
    );
    const { ids, tokens } = await sessions(`rush-${tag}-`, RUSH);
    const save = (i: number) =>
      call(tokens[i], "/conference/conferenceUser/save", {
        version: "default",
        notice: true,
        answers: { name: `Rush ${i}`, email: "x@example.org", telephone: "123", country: "China", unit: "北京大学" },
      });

    proxy.latencyMs = 2; // every round trip to the database is slower, as across a real network
    // The restart comes once 10 people are registered: mid-rush, with seats still free.
    let seats = 0;
    let tenSeated!: () => void;
    const seated = new Promise<void>((r) => (tenSeated = r));
    const rush = Promise.all(tokens.map((_, i) => save(i).then((r) => (r.status === 200 && ++seats === 10 && tenSeated(), r))));
    await Promise.race([seated, rush]);
    await restartDatabase();
    const answers = await rush;
    await untilDatabaseAnswers(proxy.urlFor(directUrl));

    for (const r of answers) expectNoLeak(r);
    const status = answers.map((r) => r.status);
    console.log(`[faults] rush of ${RUSH} on ${CAP} seats through a ${cluster ? "real" : "simulated"} restart:`, tally(answers));
    expect(status.filter((s) => ![200, 409, 503].includes(s))).toEqual([]);
    expect(status.filter((s) => s === 503).length).toBeGreaterThan(0); // the outage was felt

    const told = await retryRefused("registrations", answers, save);
    expect([...told.values()].filter((s) => s === 503)).toEqual([]);

    const { rows: stored } = await sql.query<{ userId: number }>(`SELECT "userId" FROM "Attendee" WHERE "conferenceId" = $1 AND "userId" = ANY($2::int[])`, [
      conferenceId,
      ids,
    ]);
    const {
      rows: [after],
    } = await sql.query(`SELECT "registeredCount" FROM "RegisterConfig" WHERE "conferenceId" = $1`, [conferenceId]);
    expect(stored.length).toBe(CAP); // exact: not one over, and every seat taken once the retries are in
    expect(after.registeredCount - before.registeredCount).toBe(CAP); // no attendee without its count, no count without its attendee
    const registered = new Set(stored.map((r) => r.userId));
    for (const [i, s] of told) if (s === 200) expect(registered.has(ids[i])).toBe(true); // told "registered" means registered
    winners = [...told].filter(([, s]) => s === 200).map(([i]) => ({ id: ids[i], token: tokens[i] }));
  }, 180_000);

  it("fee orders created while connections are cut: every order has its items", async () => {
    const {
      rows: [cat],
    } = await sql.query(`INSERT INTO "FeeCategory" ("conferenceId","nameZh","nameEn","updatedAt") VALUES ($1,'故障','Faults',now()) RETURNING id`, [
      conferenceId,
    ]);
    const {
      rows: [fee],
    } = await sql.query(
      `INSERT INTO "Fee" ("conferenceId",kind,"categoryId","titleZh","titleEn","priceMinor",currency,open,"perAccountMax","codePrefix","openDate",deadline,"updatedAt")
       VALUES ($1,'REGISTRATION',$2,'注册费','Registration',100000,'CNY',true,1,'FLT-',current_date - 1,current_date + 30,now()) RETURNING id`,
      [conferenceId, cat.id],
    );
    expect(winners.length).toBeGreaterThan(0);
    const create = (w: { token: string }) => call(w.token, "/conference/fee/order/create", { registrationFeeId: fee.id, optional: [], invitationCode: "" });
    // Every 300 ms, mid-run, whatever transactions are in progress lose their connection.
    const cutter = setInterval(() => proxy.cutAll(), 300);
    const answers = await Promise.all(winners.map(create)).finally(() => clearInterval(cutter));
    for (const r of answers) expectNoLeak(r);
    console.log("[faults] fee orders with connections cut:", tally(answers));
    expect(answers.map((r) => r.status).filter((s) => ![200, 503].includes(s))).toEqual([]);
    // Those told to retry do. An order committed just before its answer was lost is already there,
    // so its retry is refused (409) — it never makes a second order.
    const told = await retryRefused("fee orders", answers, (i) => create(winners[i]));
    expect([...told.values()].filter((s) => ![200, 409].includes(s))).toEqual([]);
    const {
      rows: [bare],
    } = await sql.query(
      `SELECT count(*)::int AS n FROM "Order" o WHERE o."conferenceId" = $1 AND NOT EXISTS (SELECT 1 FROM "OrderItem" i WHERE i."orderId" = o.id)`,
      [conferenceId],
    );
    expect(bare.n).toBe(0);
    const { rows: perPerson } = await sql.query<{ n: number }>(
      `SELECT count(o.id)::int AS n FROM unnest($2::int[]) AS u(id) LEFT JOIN "Order" o ON o."userId" = u.id AND o."conferenceId" = $1 AND o.available GROUP BY u.id`,
      [conferenceId, winners.map((w) => w.id)],
    );
    expect(perPerson.map((r) => r.n)).toEqual(winners.map(() => 1)); // one order each: none lost, none doubled
  }, 120_000);

  it("a payment notification while the database is down is refused, then applied once when the provider repeats it", async () => {
    proxy.latencyMs = 0;
    const payer = winners[0];
    const mine = await rawRequest({ port: APP_PORT, host: HOST, path: "/api/conference/order/my/list", headers: { authorization: `Bearer ${payer.token}` } });
    let orderIds: number[] = mine.json().data.rows.map((o: { id: number }) => o.id);
    if (!orderIds.length) {
      const {
        rows: [fee],
      } = await sql.query(`SELECT id FROM "Fee" WHERE "conferenceId" = $1 AND "codePrefix" = 'FLT-'`, [conferenceId]);
      const made = await call(payer.token, "/conference/fee/order/create", { registrationFeeId: fee.id, optional: [], invitationCode: "" });
      expect(made.status, made.text).toBe(200);
      orderIds = made.json().data.orders.map((o: { id: number }) => o.id);
    }
    const started = await call(payer.token, "/conference/order/pay/start", { orderIds, method: "WECHAT" });
    expect(started.status, started.text).toBe(200);
    const billNo: string = started.json().data.billNo;
    const p = [...sim.state.payments.values()].find((x) => x.billNo === billNo)!;
    const approved = await fetch(`${sim.url}/sim/pay/${p.id}`, { method: "POST", body: new URLSearchParams({ decision: "approve" }), redirect: "manual" });
    expect(approved.status).toBeLessThan(400);
    const notify = sim.state.deliveries.find((d) => d.billNo === billNo)!.notify;
    const deliver = () =>
      rawRequest({ port: APP_PORT, host: HOST, path: new URL(notify.url).pathname, method: "POST", headers: notify.headers, body: notify.body });

    proxy.refuse();
    proxy.cutAll();
    const during = await deliver();
    expect(during.status).toBe(503); // a retryable non-success: the provider will send it again
    expect(during.text).not.toMatch(LEAK);
    const state = async () =>
      (
        await sql.query(
          `SELECT (SELECT array_agg(o."transactionStatus"::text ORDER BY o.id) FROM "Order" o WHERE o.id = ANY($1::int[])) AS statuses,
                  (SELECT count(*)::int FROM "Payment" WHERE "billNo" = $2) AS payments,
                  (SELECT count(*)::int FROM "Payment" WHERE "billNo" = $2 AND status = 'SUCCEEDED') AS succeeded,
                  (SELECT count(*)::int FROM "OrderTransition" WHERE "orderId" = ANY($1::int[]) AND "toStatus" = 'PAID') AS paid_moves,
                  (SELECT count(*)::int FROM "PaymentNotification" n JOIN "Payment" b ON b.id = n."paymentId" WHERE b."billNo" = $2 AND n.result = 'applied') AS applied`,
          [orderIds, billNo],
        )
      ).rows[0];
    expect(await state()).toMatchObject({ payments: 1, succeeded: 0, paid_moves: 0, applied: 0 });

    proxy.accept();
    await untilDatabaseAnswers(proxy.urlFor(directUrl));
    const retried = [await deliver(), await deliver()]; // the provider's repeat, and one more for good measure
    for (const r of retried) expect(r.status, r.text).toBeLessThan(300);
    expect(await state()).toEqual({ statuses: orderIds.map(() => "PAID"), payments: 1, succeeded: 1, paid_moves: orderIds.length, applied: 1 });
  }, 120_000);
});
