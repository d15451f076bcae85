import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { toAppError } from "@/lib/server/errors";
import { seedDemo } from "@/prisma/seed/demo";
import { rejectPaymentClaim } from "@/lib/orders/actions-core";
import { createFeeOrders, replaceFeeOrder } from "@/lib/orders/create";
import { errorKey, makeAttendees, makeCategory, makeFee } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { confirmOfflinePayment, declarePaid, startPayment } from "./offline";

// Against real Postgres: the offline flow end to end, a combined payment of
// two orders, a confirmation that cannot happen twice, and gapless registration codes.
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string };
let managerId: number;
const ORIGIN = "https://demo.localhost";

async function enableBank(combine: boolean) {
  await db().paymentMethodConfig.upsert({
    where: { conferenceId_method: { conferenceId: conf.id, method: "BANK_REMITTANCE" } },
    create: { conferenceId: conf.id, method: "BANK_REMITTANCE", enabled: true, titleEn: "Bank transfer", titleZh: "银行汇款" },
    update: { enabled: true },
  });
  await db().paymentSettings.upsert({
    where: { conferenceId: conf.id },
    create: { conferenceId: conf.id, combineOrders: combine },
    update: { combineOrders: combine },
  });
}

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
});
beforeEach(async () => {
  await db().payment.deleteMany({ where: { conferenceId: conf.id } });
  await db().order.deleteMany({ where: { conferenceId: conf.id } });
  await db().fee.deleteMany({ where: { conferenceId: conf.id } });
  await db().feeCategory.deleteMany({ where: { conferenceId: conf.id } });
  await db().paymentMethodConfig.deleteMany({ where: { conferenceId: conf.id } });
  // each test numbers codes from 1 again, so earlier tests' codes must go with the counter
  await db().conferenceCounter.deleteMany({ where: { conferenceId: conf.id } });
  await db().attendee.updateMany({ where: { conferenceId: conf.id }, data: { registrationCode: null } });
  await db().mailOutbox.deleteMany({});
});

async function feesAndPerson(prefix: string) {
  const cat = await makeCategory(conf.id);
  const reg = await makeFee(conf.id, cat.id, { priceMinor: 1200_00, displayPriceMinor: 170_00, displayCurrency: "USD", codePrefix: "ABC-" });
  const dinner = await makeFee(conf.id, cat.id, { kind: "OPTIONAL", priceMinor: 300_00, perAccountMax: 2, titleEn: "Dinner" });
  const [person] = await makeAttendees(conf.id, prefix, 1);
  return { reg, dinner, person };
}

describe("paying by bank transfer", () => {
  it("without any enabled method: 'no payment method configured'", async () => {
    const { reg, person } = await feesAndPerson("nomethod-");
    const [o] = await createFeeOrders(conf, { userId: person.id, locale: "en" }, { registrationFeeId: reg.id, optional: [], invitationCode: "" });
    await expect(startPayment(conf, person.id, [o.id], "BANK_REMITTANCE")).rejects.toMatchObject({ key: "billing.errors.noPaymentMethod" });
  });

  it("two combined orders: one bill, 'I have paid', the manager confirms, both paid, a code and two mails", async () => {
    await enableBank(true);
    const { reg, dinner, person } = await feesAndPerson("combined-");
    const orders = await createFeeOrders(
      conf,
      { userId: person.id, locale: "en" },
      { registrationFeeId: reg.id, optional: [{ feeId: dinner.id, quantity: 2 }], invitationCode: "" },
    );
    expect(orders.map((o) => [o.type, o.totalMinor])).toEqual([
      ["REGISTRATION", 1200_00],
      ["OPTIONAL", 600_00],
    ]);
    const bill = await startPayment(
      conf,
      person.id,
      orders.map((o) => o.id),
      "BANK_REMITTANCE",
    );
    expect(bill).toMatchObject({ status: "CREATED", amountMinor: 1800_00, currency: "CNY" });
    expect(
      (
        await startPayment(
          conf,
          person.id,
          orders.map((o) => o.id),
          "BANK_REMITTANCE",
        )
      ).id,
    ).toBe(bill.id); // reloading reuses it
    await declarePaid(conf, person.id, bill.billNo, "sent from ICBC");
    const waiting = await db().order.findMany({ where: { id: { in: orders.map((o) => o.id) } } });
    expect(waiting.map((o) => o.transactionStatus)).toEqual(["WAITING_CONFIRMATION", "WAITING_CONFIRMATION"]);
    // a second claim on a bill already claimed is refused
    await expect(declarePaid(conf, person.id, bill.billNo, "")).rejects.toMatchObject({ key: "billing.errors.cannotBePaid" });

    // the amount must be the bill's total
    await expect(
      confirmOfflinePayment(conf, managerId, { orderId: orders[1].id, amountMinor: 600_00, paidOn: "2026-11-20", transactionNo: "T1" }, ORIGIN),
    ).rejects.toMatchObject({
      fieldErrors: { amountMinor: expect.stringMatching(/^billing\.errors\.amountMismatch/) },
    });
    const paid = await confirmOfflinePayment(
      conf,
      managerId,
      { orderId: orders[1].id, amountMinor: 1800_00, paidOn: "2026-11-20", transactionNo: "T1" },
      ORIGIN,
    );
    expect(paid.map((o) => [o.transactionStatus, o.payStatus])).toEqual([
      ["PAID", "PAID"],
      ["PAID", "PAID"],
    ]);
    expect(await db().payment.findUniqueOrThrow({ where: { id: bill.id } })).toMatchObject({
      status: "SUCCEEDED",
      providerTxnNo: "T1",
      confirmedById: managerId,
      payerNote: "sent from ICBC",
    });
    expect(await db().paymentOrder.count({ where: { paymentId: bill.id } })).toBe(2);
    const attendee = await db().attendee.findFirstOrThrow({ where: { conferenceId: conf.id, userId: person.id } });
    expect(attendee).toMatchObject({ registrationCode: "ABC-0001", status: "NORMAL", feeId: reg.id });
    const mails = await db().mailOutbox.findMany({ where: { to: person.email }, orderBy: { id: "asc" } });
    expect(mails.map((m) => m.templateKind)).toEqual(["REGISTRATION_PAYMENT", "OPTIONAL_FEE_PAYMENT"]);
    expect(mails[0].text).toContain("ABC-0001");
    // a paid order cannot be paid again
    await expect(startPayment(conf, person.id, [orders[0].id], "BANK_REMITTANCE")).rejects.toMatchObject({ key: "billing.errors.cannotBePaid" });
  });

  it("combining is refused when the conference does not allow it", async () => {
    await enableBank(false);
    const { reg, dinner, person } = await feesAndPerson("nocombine-");
    const orders = await createFeeOrders(
      conf,
      { userId: person.id, locale: "en" },
      { registrationFeeId: reg.id, optional: [{ feeId: dinner.id, quantity: 1 }], invitationCode: "" },
    );
    await expect(
      startPayment(
        conf,
        person.id,
        orders.map((o) => o.id),
        "BANK_REMITTANCE",
      ),
    ).rejects.toMatchObject({ key: "billing.errors.cannotCombine" });
  });

  it("an expired or someone else's order cannot be paid", async () => {
    await enableBank(true);
    const { reg, person } = await feesAndPerson("expired-");
    const [other] = await makeAttendees(conf.id, "stranger-", 1);
    const [o] = await createFeeOrders(conf, { userId: person.id, locale: "en" }, { registrationFeeId: reg.id, optional: [], invitationCode: "" });
    await expect(startPayment(conf, other.id, [o.id], "BANK_REMITTANCE")).rejects.toMatchObject({ key: "billing.errors.orderNotFound" });
    await expect(startPayment(conf, person.id, [o.id], "BANK_REMITTANCE", new Date(o.deadlineAt!.getTime() + 1))).rejects.toMatchObject({
      key: "billing.errors.cannotBePaid",
    });
  });

  it("ten managers confirming the same order at once: one transition, one mail", async () => {
    await enableBank(true);
    const { reg, person } = await feesAndPerson("tenfold-");
    const [o] = await createFeeOrders(conf, { userId: person.id, locale: "en" }, { registrationFeeId: reg.id, optional: [], invitationCode: "" });
    const bill = await startPayment(conf, person.id, [o.id], "BANK_REMITTANCE");
    await declarePaid(conf, person.id, bill.billNo, "");
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        confirmOfflinePayment(conf, managerId, { orderId: o.id, amountMinor: 1200_00, paidOn: "2026-11-21", transactionNo: `T${i}` }, ORIGIN),
      ),
    );
    const keys = results.map(errorKey);
    expect(keys.filter((k) => k === "ok")).toHaveLength(1);
    expect(keys.filter((k) => k !== "ok").every((k) => k === "billing.errors.alreadyPaid" || k === "billing.errors.illegalTransition")).toBe(true);
    expect(await db().orderTransition.count({ where: { orderId: o.id, toStatus: "PAID" } })).toBe(1);
    expect(await db().mailOutbox.count({ where: { to: person.email, templateKind: "REGISTRATION_PAYMENT" } })).toBe(1);
    expect(await db().payment.count({ where: { conferenceId: conf.id, status: "SUCCEEDED" } })).toBe(1);
  });
});

describe("bills end with their orders", () => {
  it("the manager sends one order of a declared combined bill back to unpaid: both can be paid again", async () => {
    await enableBank(true);
    const { reg, dinner, person } = await feesAndPerson("sibling-");
    const orders = await createFeeOrders(
      conf,
      { userId: person.id, locale: "en" },
      { registrationFeeId: reg.id, optional: [{ feeId: dinner.id, quantity: 1 }], invitationCode: "" },
    );
    const bill = await startPayment(
      conf,
      person.id,
      orders.map((o) => o.id),
      "BANK_REMITTANCE",
    );
    await declarePaid(conf, person.id, bill.billNo, "");
    await rejectPaymentClaim(conf, managerId, orders[0].id, "nothing arrived");
    const after = await db().order.findMany({ where: { id: { in: orders.map((o) => o.id) } }, orderBy: { id: "asc" } });
    expect(after.map((o) => o.transactionStatus)).toEqual(["UNPAID", "UNPAID"]);
    expect((await db().payment.findUniqueOrThrow({ where: { id: bill.id } })).status).toBe("CANCELLED");
    const again = await startPayment(
      conf,
      person.id,
      orders.map((o) => o.id),
      "BANK_REMITTANCE",
    );
    expect(again.id).not.toBe(bill.id);
  });

  it("an order replaced while on an open bill ends that bill; its sibling is confirmed for its own amount", async () => {
    await enableBank(true);
    const { reg, dinner, person } = await feesAndPerson("stale-");
    const orders = await createFeeOrders(
      conf,
      { userId: person.id, locale: "en" },
      { registrationFeeId: reg.id, optional: [{ feeId: dinner.id, quantity: 1 }], invitationCode: "" },
    );
    const bill = await startPayment(
      conf,
      person.id,
      orders.map((o) => o.id),
      "BANK_REMITTANCE",
    );
    await replaceFeeOrder(conf, { userId: person.id, locale: "en" }, orders[1].id, {
      registrationFeeId: null,
      optional: [{ feeId: dinner.id, quantity: 2 }],
      invitationCode: "",
    });
    expect((await db().payment.findUniqueOrThrow({ where: { id: bill.id } })).status).toBe("CANCELLED");
    const [paid] = await confirmOfflinePayment(
      conf,
      managerId,
      { orderId: orders[0].id, amountMinor: 1200_00, paidOn: "2026-11-20", transactionNo: "S1" },
      ORIGIN,
    );
    expect(paid.transactionStatus).toBe("PAID");
  });
});

describe("registration codes", () => {
  it("200 payments confirmed in parallel get codes 0001…0200, no gap, no duplicate", async () => {
    await enableBank(true);
    const cat = await makeCategory(conf.id);
    const fee = await makeFee(conf.id, cat.id, { codePrefix: "SEQ-" });
    const people = await makeAttendees(conf.id, "codes-", 200);
    const orders = [];
    for (const p of people)
      orders.push((await createFeeOrders(conf, { userId: p.id, locale: "zh" }, { registrationFeeId: fee.id, optional: [], invitationCode: "" }))[0]);
    // All 200 at once on a pool of 20: some wait longer than a transaction may wait for a
    // connection and are told "busy" (P2028 → 503 at the boundary); like a client, retry those.
    let pending = orders;
    for (let round = 0; pending.length && round < 10; round++) {
      const results = await Promise.allSettled(
        pending.map((o) =>
          confirmOfflinePayment(conf, managerId, { orderId: o.id, amountMinor: o.totalMinor, paidOn: "2026-11-22", transactionNo: `B-${o.id}` }, ORIGIN),
        ),
      );
      const busy = results.map((r, i) => (r.status === "rejected" && toAppError(r.reason)?.key === "errors.busy" ? pending[i] : null));
      expect(results.map(errorKey).filter((k, i) => k !== "ok" && !busy[i])).toEqual([]);
      pending = busy.filter((o) => o !== null);
    }
    expect(pending).toEqual([]);
    const codes = (
      await db().attendee.findMany({ where: { conferenceId: conf.id, registrationCode: { startsWith: "SEQ-" } }, select: { registrationCode: true } })
    )
      .map((a) => a.registrationCode!)
      .sort();
    expect(codes).toEqual(Array.from({ length: 200 }, (_, i) => `SEQ-${String(i + 1).padStart(4, "0")}`));
  });
});
