import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { confirmOfflinePayment } from "@/lib/payments/offline";
import { makeAttendees, makeCategory, makeFee } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { createFeeOrders } from "./create";
import { countUnpaidOrdersWithFee, voidUnpaidOrdersWithFee } from "./void-fee";

// A price change voids exactly the unpaid orders containing that fee; a
// paid order (and an unpaid order of another fee) is untouched; quota comes back; payers are told.
useTestDatabase();
const db = () => getDb();

describe("a fee's price changes", () => {
  let conf: { id: number; timeZone: string };
  beforeAll(async () => {
    await seedDemo(db());
    const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
    conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  });

  it("voids the unpaid orders with that fee, and only those", async () => {
    const cat = await makeCategory(conf.id, { totalLimit: 10 });
    const changed = await makeFee(conf.id, cat.id);
    const other = await makeFee(conf.id, cat.id, { titleEn: "Other" });
    const people = await makeAttendees(conf.id, "void-", 4);
    const choose = (userId: number, feeId: number) =>
      createFeeOrders(conf, { userId, locale: "en" }, { registrationFeeId: feeId, optional: [], invitationCode: "" });
    const [a] = await choose(people[0].id, changed.id);
    const [b] = await choose(people[1].id, changed.id);
    const [paid] = await choose(people[2].id, changed.id);
    const [untouched] = await choose(people[3].id, other.id);
    const manager = await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
    await confirmOfflinePayment(conf, manager.id, { orderId: paid.id, amountMinor: paid.totalMinor, paidOn: "2026-11-20", transactionNo: "X" }, null);
    await db().mailOutbox.deleteMany({});

    expect(await countUnpaidOrdersWithFee(conf.id, changed.id)).toBe(2);
    const n = await db().$transaction((tx) => voidUnpaidOrdersWithFee(tx, { conferenceId: conf.id, feeId: changed.id, actorUserId: manager.id }));
    expect(n).toBe(2);
    const rows = await db().order.findMany({ where: { id: { in: [a.id, b.id, paid.id, untouched.id] } }, orderBy: { id: "asc" } });
    expect(rows.map((o) => [o.transactionStatus, o.available, o.voidReason])).toEqual([
      ["CANCELLED", false, "priceChanged"],
      ["CANCELLED", false, "priceChanged"],
      ["PAID", true, ""],
      ["UNPAID", true, ""],
    ]);
    expect((await db().feeCategory.findUniqueOrThrow({ where: { id: cat.id } })).usedCount).toBe(2); // the paid one and the other fee's
    const mails = await db().mailOutbox.findMany({ orderBy: { to: "asc" } });
    expect(mails.map((m) => m.to)).toEqual([people[0].email, people[1].email]);
    expect(mails[0].subject).toContain(a.orderNo);
    expect(await countUnpaidOrdersWithFee(conf.id, changed.id)).toBe(0);
  });
});
