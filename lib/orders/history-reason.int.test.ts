import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { migrate } from "@/lib/server/migrate";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { cancelOwnOrder, grantPayLater } from "./actions-core";
import { reasonJson, reasonKey } from "./history-reason";
import { getOrderDetail } from "./manage/queries";

// Order history reasons are stored as a key or as a person's words, and the manager's order detail
// (the page and its gateway call) words them in the reader's language.

useTestDatabase();

let conf = { id: 0 };
let orderId = 0;
let managerId = 0;
let aliceId = 0;

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  conf = { id: (await db.conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId };
  managerId = (await db.user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  aliceId = (await db.user.findUniqueOrThrow({ where: { email: "alice@example.org" } })).id;
  const order = await db.order.create({
    data: { orderNo: "R20261128-REASON", type: "REGISTRATION", conferenceId: conf.id, userId: aliceId, totalMinor: 128000, currency: "CNY" },
  });
  orderId = order.id;
  await db.orderTransition.create({ data: { conferenceId: conf.id, orderId, fromStatus: null, toStatus: "UNPAID", actorUserId: aliceId } });
});

describe("order history reasons", () => {
  it("are written as a key by the platform and as text for a person's words", async () => {
    await grantPayLater(conf, managerId, orderId, ""); // nothing typed: the platform's words
    await grantPayLater(conf, managerId, orderId, "Pays at the desk");
    await getDb().orderTransition.create({
      data: { conferenceId: conf.id, orderId, fromStatus: "UNPAID", toStatus: "UNPAID", reason: reasonJson(reasonKey("billing.notify.declined")) },
    });
    await cancelOwnOrder(conf, aliceId, orderId);
    const rows = await getDb().orderTransition.findMany({ where: { orderId }, orderBy: { id: "asc" } });
    expect(rows.map((r) => r.reason)).toEqual([
      null,
      { key: "orderAdmin.history.payLater" },
      { text: "Pays at the desk" },
      { key: "billing.notify.declined" },
      { key: "orderAdmin.voidReason.cancelledByParticipant" },
    ]);
  });

  it("are shown in words on the manager's order detail, in either language", async () => {
    const reasons = async (locale: "en" | "zh") => (await getOrderDetail(conf.id, orderId, locale)).history.map((h) => h.reason);
    expect(await reasons("en")).toEqual([
      "",
      "Allowed to pay later",
      "Pays at the desk",
      "The payment provider declined the payment.",
      "Cancelled by the payer.",
    ]);
    expect(await reasons("zh")).toEqual(["", "允许暂缓支付", "Pays at the desk", "支付机构拒绝了这笔支付。", "付款人已取消。"]);
  });
});

// The migration that made the column JSON converts the reasons stored as text before it.
describe("the migration of stored reasons", () => {
  const base = inject("databaseUrl");
  const schema = `reason_${Math.random().toString(36).slice(2, 10)}`;
  const before = mkdtempSync(path.join(tmpdir(), "migrations-"));
  const all = path.join(process.cwd(), "prisma", "migrations");
  const client = new pg.Client({ connectionString: base });

  beforeAll(async () => {
    const folders = readdirSync(all).sort();
    const mine = folders.findIndex((f) => f.endsWith("_order_history_reason_json"));
    for (const f of folders.slice(0, mine)) cpSync(path.join(all, f), path.join(before, f), { recursive: true });
    await migrate(base, { schema, migrationsDir: before });
    await client.connect();
  });

  afterAll(async () => {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
    rmSync(before, { recursive: true, force: true });
  });

  it("turns keys into {key}, other text into {text} and nothing into null", async () => {
    const s = `"${schema}"`;
    await client.query(`INSERT INTO ${s}."Conference" ("nameZh", "updatedAt") VALUES ('会议', now())`);
    await client.query(`INSERT INTO ${s}."User" ("email", "updatedAt") VALUES ('payer@example.org', now())`);
    await client.query(
      `INSERT INTO ${s}."Order" ("orderNo", "type", "conferenceId", "userId", "totalMinor", "updatedAt")
       SELECT 'R-MIGRATE', 'REGISTRATION', c."id", u."id", 100, now() FROM ${s}."Conference" c, ${s}."User" u`,
    );
    const stored = [
      "",
      "payLater",
      "billing.voidReason.expired",
      "billing.voidReason.refunded",
      "billing.notify.declined",
      "BANK-42",
      "billing.nothing",
      "Paid in cash.",
    ];
    for (const reason of stored) {
      await client.query(
        `INSERT INTO ${s}."OrderTransition" ("conferenceId", "orderId", "toStatus", "reason") SELECT o."conferenceId", o."id", 'UNPAID', $1 FROM ${s}."Order" o`,
        [reason],
      );
    }
    await migrate(base, { schema, migrationsDir: all });
    const { rows } = await client.query(`SELECT "reason" FROM ${s}."OrderTransition" ORDER BY "id"`);
    expect(rows.map((r) => r.reason)).toEqual([
      null,
      { key: "orderAdmin.history.payLater" },
      { key: "orderAdmin.voidReason.expired" },
      { key: "billing.voidReason.refunded" },
      { key: "billing.notify.declined" },
      { text: "BANK-42" },
      { text: "billing.nothing" },
      { text: "Paid in cash." },
    ]);
  });
});
