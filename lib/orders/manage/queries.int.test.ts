import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { getOrderDetail, listOrders } from "./queries";
import { ZOrderListQuery } from "./schemas";

useTestDatabase();

// The manager's order list: filters as the manager means them — created days on the
// conference's calendar (Asia/Shanghai), search by number, payer name and email.

let conf = { id: 0, timeZone: "Asia/Shanghai" };
const ids: Record<string, number> = {};

async function order(no: string, email: string, over: Record<string, unknown> = {}) {
  const db = getDb();
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  const o = await db.order.create({
    data: {
      orderNo: no,
      type: "REGISTRATION",
      conferenceId: conf.id,
      userId: user.id,
      totalMinor: 128000,
      currency: "CNY",
      ...over,
      items: {
        create: [{ conferenceId: conf.id, type: "REGISTRATION", titleZh: "注册费", titleEn: "Registration", unitPriceMinor: 128000, amountMinor: 128000 }],
      },
    },
  });
  ids[no] = o.id;
  return o;
}

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  const c = await db.conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  expect(conf.timeZone).toBe("Asia/Shanghai");
  // 01:00 on 22 November in Beijing is still 21 November in UTC; 23:30 on 22 November in Beijing is 15:30 UTC.
  await order("R20261122-AAAAAA", "alice@example.org", { createdAt: new Date("2026-11-21T17:00:00Z") });
  await order("R20261122-BBBBBB", "bob@example.org", {
    createdAt: new Date("2026-11-22T15:30:00Z"),
    transactionStatus: "WAITING_CONFIRMATION",
    paymentMethod: "BANK_REMITTANCE",
  });
  await order("F20261123-CCCCCC", "bob@example.org", {
    type: "OPTIONAL",
    createdAt: new Date("2026-11-22T16:00:00Z"),
    transactionStatus: "PAID",
    paymentMethod: "POST_REMITTANCE",
  });
  // Another conference's order never shows, whatever the filters.
  const draft = await db.conferenceDomain.findUniqueOrThrow({ where: { host: "draft.localhost" } });
  const alice = await db.user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
  await db.order.create({
    data: {
      orderNo: "R20261122-OTHERC",
      type: "REGISTRATION",
      conferenceId: draft.conferenceId,
      userId: alice.id,
      totalMinor: 1,
      createdAt: new Date("2026-11-22T02:00:00Z"),
    },
  });
});

const numbers = async (q: Record<string, string>) => (await listOrders(conf, ZOrderListQuery.parse(q))).rows.map((r) => r.orderNo);

describe("the manager's order list", () => {
  it("lists the conference's orders only, newest first", async () => {
    expect(await numbers({})).toEqual(["F20261123-CCCCCC", "R20261122-BBBBBB", "R20261122-AAAAAA"]);
  });

  it("reads the created-date range as days in the conference's time zone, both ends inclusive", async () => {
    expect(await numbers({ from: "2026-11-22", to: "2026-11-22" })).toEqual(["R20261122-BBBBBB", "R20261122-AAAAAA"]);
    expect(await numbers({ to: "2026-11-21" })).toEqual([]);
    expect(await numbers({ from: "2026-11-23" })).toEqual(["F20261123-CCCCCC"]);
    expect(await numbers({ from: "2026-11-23", to: "2026-11-22" })).toEqual([]);
  });

  it("searches order number, payer name and email, case-insensitively", async () => {
    expect(await numbers({ search: "bbbbbb" })).toEqual(["R20261122-BBBBBB"]);
    expect(await numbers({ search: "ALICE@EXAMPLE" })).toEqual(["R20261122-AAAAAA"]);
    expect(await numbers({ search: "BUILDER" })).toEqual(["F20261123-CCCCCC", "R20261122-BBBBBB"]); // Bob Builder
    expect(await numbers({ search: "nobody" })).toEqual([]);
  });

  it("filters by type, transaction status and payment method, and pages", async () => {
    expect(await numbers({ type: "OPTIONAL" })).toEqual(["F20261123-CCCCCC"]);
    expect(await numbers({ status: "WAITING_CONFIRMATION" })).toEqual(["R20261122-BBBBBB"]);
    expect(await numbers({ method: "POST_REMITTANCE" })).toEqual(["F20261123-CCCCCC"]);
    expect(await numbers({ type: "REGISTRATION", status: "PAID" })).toEqual([]);
    const page2 = await listOrders(conf, ZOrderListQuery.parse({ size: "2", page: "2" }));
    expect([page2.total, page2.rows.map((r) => r.orderNo)]).toEqual([3, ["R20261122-AAAAAA"]]);
  });

  it("gives the payer, items and history of one order, and nothing of another conference's", async () => {
    const d = await getOrderDetail(conf.id, ids["R20261122-AAAAAA"], "en");
    expect([d.payer.email, d.items.map((i) => i.titleEn), d.totalMinor]).toEqual(["alice@example.org", ["Registration"], 128000]);
    const other = await getDb().order.findUniqueOrThrow({ where: { orderNo: "R20261122-OTHERC" } });
    await expect(getOrderDetail(conf.id, other.id, "en")).rejects.toMatchObject({ status: 404 });
  });
});
