import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { confirmOfflinePayment } from "@/lib/payments/offline";
import { makeAttendees, makeCategory, makeFee } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { createFeeOrders, replaceFeeOrder } from "./create";

// fee/register/update/{orderId}: the unpaid order is voided and its replacement created in one
// transaction; the quota moves with it; a paid order cannot be replaced.
useTestDatabase();
const db = () => getDb();

describe("changing an unpaid order", () => {
  let conf: { id: number; timeZone: string };
  beforeAll(async () => {
    await seedDemo(db());
    const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
    conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  });

  it("voids the old order and creates the new one, moving the quota", async () => {
    const full = await makeCategory(conf.id, { totalLimit: 1 });
    const roomy = await makeCategory(conf.id, { totalLimit: 5 });
    const early = await makeFee(conf.id, full.id, { titleEn: "Early" });
    const late = await makeFee(conf.id, roomy.id, { titleEn: "Late", priceMinor: 150_00 });
    const dinner = await makeFee(conf.id, roomy.id, { kind: "OPTIONAL", titleEn: "Dinner" });
    const [p, q] = await makeAttendees(conf.id, "replace-", 2);
    const [old] = await createFeeOrders(conf, { userId: p.id, locale: "en" }, { registrationFeeId: early.id, optional: [], invitationCode: "" });

    // the type of an order cannot change on its update page
    await expect(
      replaceFeeOrder(conf, { userId: p.id, locale: "en" }, old.id, {
        registrationFeeId: null,
        optional: [{ feeId: dinner.id, quantity: 1 }],
        invitationCode: "",
      }),
    ).rejects.toMatchObject({
      key: "billing.errors.wrongOrderType",
    });
    expect((await db().order.findUniqueOrThrow({ where: { id: old.id } })).transactionStatus).toBe("UNPAID"); // rolled back whole
    // nor can someone else's
    await expect(
      replaceFeeOrder(conf, { userId: q.id, locale: "en" }, old.id, { registrationFeeId: late.id, optional: [], invitationCode: "" }),
    ).rejects.toMatchObject({
      key: "billing.errors.orderNotFound",
    });

    const [next] = await replaceFeeOrder(conf, { userId: p.id, locale: "en" }, old.id, { registrationFeeId: late.id, optional: [], invitationCode: "" });
    expect(next.totalMinor).toBe(150_00);
    expect(await db().order.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({
      transactionStatus: "CANCELLED",
      available: false,
      voidReason: "replaced",
    });
    expect(await db().order.findUniqueOrThrow({ where: { id: next.id } })).toMatchObject({ transactionStatus: "UNPAID", replacesOrderId: old.id });
    expect((await db().feeCategory.findUniqueOrThrow({ where: { id: full.id } })).usedCount).toBe(0);
    expect((await db().feeCategory.findUniqueOrThrow({ where: { id: roomy.id } })).usedCount).toBe(1);
    // the freed early-bird place is someone else's now
    await createFeeOrders(conf, { userId: q.id, locale: "en" }, { registrationFeeId: early.id, optional: [], invitationCode: "" });

    const manager = await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
    await confirmOfflinePayment(conf, manager.id, { orderId: next.id, amountMinor: 150_00, paidOn: "2026-11-20", transactionNo: "R1" }, null);
    await expect(
      replaceFeeOrder(conf, { userId: p.id, locale: "en" }, next.id, { registrationFeeId: late.id, optional: [], invitationCode: "" }),
    ).rejects.toMatchObject({
      key: "billing.errors.cannotBePaid",
    });
  });
});
