import { beforeAll, describe, expect, it } from "vitest";
import { cancelOrderAsManager, cancelOwnOrder } from "@/lib/orders/actions-core";
import { expireDueOrders } from "@/lib/orders/expire";
import { transitionOrder } from "@/lib/orders/transition";
import { confirmOfflinePayment } from "@/lib/payments/offline";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";

// An order's move tells its payer in /profile/notice — once, in the move's transaction —
// when someone else made it (a manager, the platform, a provider); never for the payer's own moves,
// and never for a move that rolled back. A payment confirmed by a manager is one notice, though
// lib/orders/paid.ts runs after it.

useTestDatabase();
const db = () => getDb();
let conf: { id: number; timeZone: string };
let aliceId = 0;
let managerId = 0;
let n = 0;

async function order(over: { deadlineAt?: Date; type?: "REGISTRATION" | "HOTEL" } = {}) {
  return db().order.create({
    data: {
      orderNo: `N${++n}-${Date.now()}`,
      type: over.type ?? "OPTIONAL",
      conferenceId: conf.id,
      userId: aliceId,
      totalMinor: 5000,
      currency: "CNY",
      deadlineAt: over.deadlineAt,
    },
  });
}
const noticesOf = (orderNo: string) =>
  db()
    .notice.findMany({ where: { kind: "ORDER_STATUS" }, orderBy: { id: "asc" } })
    .then((all) => all.filter((x) => (x.params as { orderNo?: string }).orderNo === orderNo));

beforeAll(async () => {
  await seedDemo(db());
  const demo = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: demo.conferenceId, timeZone: demo.conference.timeZone };
  aliceId = (await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } })).id;
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
});

describe("order status notices", () => {
  it("a manager's confirmation of payment: exactly one notice for the payer, with the order's number, type and new status", async () => {
    const o = await order();
    await confirmOfflinePayment(conf, managerId, { orderId: o.id, amountMinor: 5000, paidOn: "2026-11-20", transactionNo: "TX-1" }, "http://demo.localhost");
    const got = await noticesOf(o.orderNo);
    expect(got.map((x) => [x.conferenceId, x.userId, x.params, x.href, x.readAt])).toEqual([
      [conf.id, aliceId, { orderNo: o.orderNo, type: "OPTIONAL", status: "PAID" }, "/profile/order/list", null],
    ]);
  });

  it("a manager's cancellation (refund of a paid order) is told too; a hotel order leads to the reservations", async () => {
    const o = await order({ type: "HOTEL" });
    await db().$transaction((tx) => transitionOrder(tx, { conferenceId: conf.id, orderId: o.id, to: "PAID", actor: "manager", actorUserId: managerId }));
    await cancelOrderAsManager(conf, managerId, { orderId: o.id, reason: "Refunded on request", refundNote: "Bank transfer back" });
    expect((await noticesOf(o.orderNo)).map((x) => [(x.params as { status: string }).status, x.href])).toEqual([
      ["PAID", "/profile/hotel/order"],
      ["CANCELLED", "/profile/hotel/order"],
    ]);
  });

  it("the platform's expiry of an unpaid order is told", async () => {
    const o = await order({ deadlineAt: new Date(Date.now() - 60_000) });
    expect(await expireDueOrders(new Date())).toBeGreaterThanOrEqual(1);
    expect((await noticesOf(o.orderNo)).map((x) => (x.params as { status: string }).status)).toEqual(["EXPIRED"]);
  });

  it("the payer's own moves are not told", async () => {
    const o = await order();
    await cancelOwnOrder(conf, aliceId, o.id);
    const p = await order();
    // a move the platform makes on the payer's own request (a replaced order) counts as theirs
    await db().$transaction((tx) => transitionOrder(tx, { conferenceId: conf.id, orderId: p.id, to: "CANCELLED", actor: "system", actorUserId: aliceId }));
    expect([...(await noticesOf(o.orderNo)), ...(await noticesOf(p.orderNo))]).toEqual([]);
    expect((await db().order.findUniqueOrThrow({ where: { id: o.id } })).transactionStatus).toBe("CANCELLED");
  });

  it("a move that rolls back leaves no notice", async () => {
    const o = await order();
    await expect(
      db().$transaction(async (tx) => {
        await transitionOrder(tx, { conferenceId: conf.id, orderId: o.id, to: "CANCELLED", actor: "manager", actorUserId: managerId });
        expect(await tx.notice.count({ where: { userId: aliceId, params: { path: ["orderNo"], equals: o.orderNo } } })).toBe(1);
        throw new Error("later step failed");
      }),
    ).rejects.toThrow("later step failed");
    expect(await noticesOf(o.orderNo)).toEqual([]);
    expect((await db().order.findUniqueOrThrow({ where: { id: o.id } })).transactionStatus).toBe("UNPAID");
  });
});
