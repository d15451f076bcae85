import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { errorKey, makeAttendees, makeCategory, makeFee } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { cancelOwnOrder } from "./actions-core";
import { createFeeOrders } from "./create";
import { expireDueOrders } from "./expire";

// Quotas exact under a rush, per-account maximum under parallel clicks of
// one account, and quota given back by expiry (injected clock) and by cancelling.
// The in-memory gate (lib/orders/capacity.ts) is opened wide here, so that the rush reaches the
// database at once and the conditional updates alone have to keep the count exact.
process.env.CAPACITY_ORDERS_PER_KEY = "300";
process.env.CAPACITY_ORDERS_TOTAL = "300";
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string };

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
});
beforeEach(async () => {
  await db().order.deleteMany({ where: { conferenceId: conf.id } });
  await db().fee.deleteMany({ where: { conferenceId: conf.id } });
  await db().feeCategory.deleteMany({ where: { conferenceId: conf.id, parentId: { not: null } } });
  await db().feeCategory.deleteMany({ where: { conferenceId: conf.id } });
});

describe("quotas under a rush", () => {
  it("300 people rushing a category limited to 40: exactly 40 orders hold quota, the rest are told it is sold out", async () => {
    const cat = await makeCategory(conf.id, { totalLimit: 40 });
    const fee = await makeFee(conf.id, cat.id);
    const people = await makeAttendees(conf.id, "rush300-", 300);
    const results = await Promise.allSettled(
      people.map((u) => createFeeOrders(conf, { userId: u.id, locale: "en" }, { registrationFeeId: fee.id, optional: [], invitationCode: "" })),
    );
    const keys = results.map(errorKey);
    expect(keys.filter((k) => k === "ok")).toHaveLength(40);
    expect(keys.filter((k) => k !== "ok" && k !== "billing.errors.soldOut" && k !== "errors.busy")).toEqual([]);
    expect(await db().order.count({ where: { conferenceId: conf.id, transactionStatus: "UNPAID" } })).toBe(40);
    expect((await db().feeCategory.findUniqueOrThrow({ where: { id: cat.id } })).usedCount).toBe(40);
    expect((await db().orderItem.aggregate({ where: { feeId: fee.id, order: { transactionStatus: "UNPAID" } }, _sum: { quantity: true } }))._sum.quantity).toBe(
      40,
    );
    expect(await db().orderQuota.aggregate({ where: { categoryId: cat.id }, _sum: { quantity: true } })).toEqual({ _sum: { quantity: 40 } });
  });

  it("a parent category's limit binds the fees of its children", async () => {
    const parent = await makeCategory(conf.id, { totalLimit: 3 });
    const a = await makeCategory(conf.id, { parentId: parent.id });
    const b = await makeCategory(conf.id, { parentId: parent.id });
    const feeA = await makeFee(conf.id, a.id);
    const feeB = await makeFee(conf.id, b.id);
    const people = await makeAttendees(conf.id, "tree-", 8);
    const results = await Promise.allSettled(
      people.map((u, i) =>
        createFeeOrders(conf, { userId: u.id, locale: "zh" }, { registrationFeeId: i % 2 ? feeA.id : feeB.id, optional: [], invitationCode: "" }),
      ),
    );
    expect(results.map(errorKey).filter((k) => k === "ok")).toHaveLength(3);
    expect((await db().feeCategory.findUniqueOrThrow({ where: { id: parent.id } })).usedCount).toBe(3);
  });

  it("one account clicking 20 times in parallel never holds more than its per-account maximum", async () => {
    const cat = await makeCategory(conf.id);
    const reg = await makeFee(conf.id, cat.id);
    const dinner = await makeFee(conf.id, cat.id, { kind: "OPTIONAL", perAccountMax: 2, titleEn: "Dinner" });
    const [me] = await makeAttendees(conf.id, "clicker-", 1);
    await createFeeOrders(conf, { userId: me.id, locale: "en" }, { registrationFeeId: reg.id, optional: [], invitationCode: "" });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        createFeeOrders(conf, { userId: me.id, locale: "en" }, { registrationFeeId: null, optional: [{ feeId: dinner.id, quantity: 1 }], invitationCode: "" }),
      ),
    );
    expect(results.map(errorKey).filter((k) => k === "ok")).toHaveLength(2);
    expect(results.map(errorKey).filter((k) => k === "billing.errors.perAccountMax")).toHaveLength(18);
    const held = await db().orderItem.aggregate({ where: { feeId: dinner.id, order: { userId: me.id } }, _sum: { quantity: true } });
    expect(held._sum.quantity).toBe(2);
    // and a second registration order is refused
    const again = await Promise.allSettled([
      createFeeOrders(conf, { userId: me.id, locale: "en" }, { registrationFeeId: reg.id, optional: [], invitationCode: "" }),
    ]);
    expect(errorKey(again[0])).toBe("billing.errors.registrationExists");
  });
});

describe("quota comes back", () => {
  it("an order expires at its deadline (injected clock) and its place can be taken again", async () => {
    const cat = await makeCategory(conf.id, { totalLimit: 1 });
    const fee = await makeFee(conf.id, cat.id);
    const [first, second] = await makeAttendees(conf.id, "expiry-", 2);
    const created = new Date("2026-11-23T02:00:00Z");
    const [order] = await createFeeOrders(conf, { userId: first.id, locale: "en" }, { registrationFeeId: fee.id, optional: [], invitationCode: "" }, created);
    expect(order.deadlineAt!.getTime()).toBe(created.getTime() + 72 * 3_600_000); // payWithinHours default
    const tryFirst = await Promise.allSettled([
      createFeeOrders(conf, { userId: second.id, locale: "en" }, { registrationFeeId: fee.id, optional: [], invitationCode: "" }),
    ]);
    expect(errorKey(tryFirst[0])).toBe("billing.errors.soldOut");

    expect(await expireDueOrders(new Date(order.deadlineAt!.getTime() - 1))).toBe(0); // not yet
    expect(await expireDueOrders(order.deadlineAt!)).toBe(1);
    const expired = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { transitions: true } });
    expect(expired).toMatchObject({ transactionStatus: "EXPIRED", available: false, voidReason: "expired" });
    expect(expired.transitions.map((t) => [t.fromStatus, t.toStatus])).toEqual([
      [null, "UNPAID"],
      ["UNPAID", "EXPIRED"],
    ]);
    expect((await db().feeCategory.findUniqueOrThrow({ where: { id: cat.id } })).usedCount).toBe(0);
    expect(await expireDueOrders(order.deadlineAt!)).toBe(0); // once
    await createFeeOrders(conf, { userId: second.id, locale: "en" }, { registrationFeeId: fee.id, optional: [], invitationCode: "" });
    expect((await db().feeCategory.findUniqueOrThrow({ where: { id: cat.id } })).usedCount).toBe(1);
  });

  it("a pay-later grant keeps an order past its deadline", async () => {
    const cat = await makeCategory(conf.id, { totalLimit: 5 });
    const fee = await makeFee(conf.id, cat.id);
    const [p] = await makeAttendees(conf.id, "later-", 1);
    const [order] = await createFeeOrders(conf, { userId: p.id, locale: "en" }, { registrationFeeId: fee.id, optional: [], invitationCode: "" });
    await db().order.update({ where: { id: order.id }, data: { payStatus: "DELAY" } });
    expect(await expireDueOrders(new Date(order.deadlineAt!.getTime() + 86_400_000))).toBe(0);
  });

  it("cancelling gives the place back; parallel cancels move the order once", async () => {
    const cat = await makeCategory(conf.id, { totalLimit: 1 });
    const fee = await makeFee(conf.id, cat.id);
    const [p] = await makeAttendees(conf.id, "cancel-", 1);
    const [order] = await createFeeOrders(conf, { userId: p.id, locale: "en" }, { registrationFeeId: fee.id, optional: [], invitationCode: "" });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => cancelOwnOrder(conf, p.id, order.id)));
    expect(results.map(errorKey).sort()).toEqual([
      "billing.errors.illegalTransition",
      "billing.errors.illegalTransition",
      "billing.errors.illegalTransition",
      "billing.errors.illegalTransition",
      "ok",
    ]);
    expect((await db().feeCategory.findUniqueOrThrow({ where: { id: cat.id } })).usedCount).toBe(0);
    expect(await db().orderTransition.count({ where: { orderId: order.id, toStatus: "CANCELLED" } })).toBe(1);
  });
});
