import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPayment, declarePaid } from "@/lib/payments/offline";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { seedDemoFees } from "@/prisma/seed/demo-fees";
import { seedDemoPayments } from "@/prisma/seed/demo-payments";
import { makeAttendees } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { cancelOwnOrder } from "./actions-core";
import { createFeeOrders, replaceFeeOrder } from "./create";
import { billView, payView } from "@/lib/payments/pay-view";
import { feeChooser } from "./fee-chooser-view";
import { myOrders, payTargetOf } from "./order-view";

// The participant's side: what the fee page, the order list, the pay page and the result
// page are built from, on the demo conference's fees (early-bird 1200 CNY / 170 USD, student fee
// behind STUDENT2027, dinner 300 CNY / 42 USD at most 2; bank transfer on, combining on).
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string };
let alice = 0;
let bob = 0;
const fee = { early: 0, student: 0, dinner: 0 };
const en = () => ({ userId: alice, locale: "en" as const });

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  await seedDemoFees(db(), conf.id); // no-op once the demo seed applies them itself
  await seedDemoPayments(db(), conf.id);
  alice = (await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } })).id;
  bob = (await makeAttendees(conf.id, "orders-bob-", 1))[0].id;
  const byTitle = async (titleEn: string) => (await db().fee.findFirstOrThrow({ where: { conferenceId: conf.id, titleEn } })).id;
  fee.early = await byTitle("Early-bird registration");
  fee.student = await byTitle("Student registration");
  fee.dinner = await byTitle("Conference dinner");
});

beforeEach(async () => {
  await db().payment.deleteMany({ where: { conferenceId: conf.id } });
  await db().order.deleteMany({ where: { conferenceId: conf.id } });
  await db().feeCategory.updateMany({ where: { conferenceId: conf.id }, data: { usedCount: 0 } });
  await db().paymentSettings.update({ where: { conferenceId: conf.id }, data: { combineOrders: true } });
  await db().paymentMethodConfig.updateMany({ where: { conferenceId: conf.id, method: "BANK_REMITTANCE" }, data: { enabled: true } });
});

const ids = (groups: { fees: { id: number }[] }[]) => groups.flatMap((g) => g.fees.map((f) => f.id));

describe("the fee page", () => {
  it("shows the fees by category in the reader's language; the invitation code reveals the student fee", async () => {
    const plain = await feeChooser(conf, en());
    expect(plain.groups.map((g) => g.title)).toEqual(["Registration fees", "Optional fees"]);
    expect(ids(plain.groups)).toEqual([fee.early, fee.dinner]);
    expect(plain.groups[0].fees[0]).toMatchObject({
      title: "Early-bird registration",
      priceMinor: 120000,
      currency: "CNY",
      displayPriceMinor: 17000,
      displayCurrency: "USD",
      max: 1,
    });
    expect(plain.registrationOrder).toBeNull();
    expect(plain.combineOrders).toBe(true);

    const withCode = await feeChooser(conf, { ...en(), invitationCode: " student2027 " });
    expect(ids(withCode.groups)).toEqual([fee.early, fee.student, fee.dinner]);
    expect((await feeChooser(conf, { userId: alice, locale: "zh" })).groups.map((g) => g.title)).toEqual(["注册费", "可选费用"]);
  });

  it("shows the registration order held, disables fees at the person's limit, and gives them back while changing the order", async () => {
    const [reg, opt] = await createFeeOrders(conf, en(), { registrationFeeId: fee.early, optional: [{ feeId: fee.dinner, quantity: 2 }], invitationCode: "" });
    const after = await feeChooser(conf, en());
    expect(after.registrationOrder).toMatchObject({ id: reg.id, transactionStatus: "UNPAID", changeable: true, payable: true });
    const all = after.groups.flatMap((g) => g.fees);
    expect(all.find((f) => f.id === fee.early)).toMatchObject({ unavailable: "limitReached", max: 0 });
    expect(all.find((f) => f.id === fee.dinner)).toMatchObject({ unavailable: "limitReached", max: 0 });

    const changingReg = await feeChooser(conf, en(), { replacingOrderId: reg.id });
    expect(ids(changingReg.groups)).toEqual([fee.early]); // only fees of the order's type
    expect(changingReg.groups[0].fees[0]).toMatchObject({ unavailable: null, max: 1 });
    const changingOpt = await feeChooser(conf, en(), { replacingOrderId: opt.id });
    expect(changingOpt.groups.flatMap((g) => g.fees)).toEqual([expect.objectContaining({ id: fee.dinner, unavailable: null, max: 2 })]);
  });

  it("pays the new orders together when the conference combines them, else the first", () => {
    const created = [
      { id: 7, currency: "CNY" },
      { id: 9, currency: "CNY" },
    ];
    expect(payTargetOf(created, true)).toBe("/profile/order/pay/goto/7,9");
    expect(payTargetOf(created, false)).toBe("/profile/order/pay/goto/7");
    expect(payTargetOf([created[0], { id: 9, currency: "USD" }], true)).toBe("/profile/order/pay/goto/7");
  });
});

describe("the order list", () => {
  it("lists the person's orders newest first with what may be done, and the void reason after a cancel or a change", async () => {
    const [reg] = await createFeeOrders(conf, en(), { registrationFeeId: fee.early, optional: [], invitationCode: "" });
    const [dinner] = await createFeeOrders(conf, en(), { registrationFeeId: null, optional: [{ feeId: fee.dinner, quantity: 1 }], invitationCode: "" });
    await createFeeOrders(conf, { userId: bob, locale: "en" }, { registrationFeeId: fee.early, optional: [], invitationCode: "" });

    const list = await myOrders(conf, alice, "en");
    expect(list.map((o) => o.id)).toEqual([dinner.id, reg.id]);
    expect(list[1]).toMatchObject({
      type: "REGISTRATION",
      items: [{ title: "Early-bird registration", quantity: 1, amountMinor: 120000 }],
      totalMinor: 120000,
      currency: "CNY",
      displayTotalMinor: 17000,
      displayCurrency: "USD",
      transactionStatus: "UNPAID",
      payStatus: "UNPAID",
      available: true,
      payable: true,
      changeable: true,
      cancellable: true,
      receipt: "notPaid",
    });
    expect(list[1].deadlineAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    await cancelOwnOrder(conf, alice, dinner.id);
    const [replacement] = await replaceFeeOrder(conf, { ...en(), invitationCode: "STUDENT2027" }, reg.id, {
      registrationFeeId: fee.student,
      optional: [],
      invitationCode: "STUDENT2027",
    });
    const now = await myOrders(conf, alice, "en");
    expect(now.map((o) => [o.id, o.transactionStatus, o.available, o.voidReason, o.payable, o.cancellable])).toEqual([
      [replacement.id, "UNPAID", true, "", true, true],
      [dinner.id, "CANCELLED", false, "cancelledByParticipant", false, false],
      [reg.id, "CANCELLED", false, "replaced", false, false],
    ]);
  });
});

describe("the pay page", () => {
  it("offers the enabled offline methods and the total of orders paid together", async () => {
    const created = await createFeeOrders(conf, en(), { registrationFeeId: fee.early, optional: [{ feeId: fee.dinner, quantity: 1 }], invitationCode: "" });
    const view = await payView(
      conf,
      alice,
      created.map((o) => o.id),
      "en",
    );
    expect(view).toMatchObject({ state: "ok", totalMinor: 150000, currency: "CNY", displayTotalMinor: 21200, displayCurrency: "USD" });
    expect(view!.methods).toEqual([
      {
        method: "BANK_REMITTANCE",
        offline: true,
        title: "Bank transfer",
        note: expect.stringContaining("bank charges"), // the demo note adds what the pay page does not already say
        details: expect.objectContaining({ accountName: "Symposia Demo Conference" }),
      },
    ]);
    expect((await payView(conf, alice, [created[0].id], "zh"))!.methods[0].title).toBe("银行转账");
  });

  it("offers an online method only where it can charge the orders' currency (WeChat Pay: CNY)", async () => {
    const [reg] = await createFeeOrders(conf, en(), { registrationFeeId: fee.early, optional: [], invitationCode: "" });
    for (const method of ["WECHAT", "PAYPAL"] as const)
      await db().paymentMethodConfig.upsert({
        where: { conferenceId_method: { conferenceId: conf.id, method } },
        create: { conferenceId: conf.id, method, enabled: true, titleEn: method, titleZh: method, order: 9 },
        update: { enabled: true },
      });
    try {
      const methodsOf = async () => (await payView(conf, alice, [reg.id], "en"))!.methods.map((m) => [m.method, m.offline]);
      expect(await methodsOf()).toEqual([
        ["BANK_REMITTANCE", true],
        ["WECHAT", false],
        ["PAYPAL", false],
      ]);
      await db().order.update({ where: { id: reg.id }, data: { currency: "USD" } });
      expect(await methodsOf()).toEqual([
        ["BANK_REMITTANCE", true],
        ["PAYPAL", false],
      ]);
    } finally {
      await db().paymentMethodConfig.deleteMany({ where: { conferenceId: conf.id, method: { in: ["WECHAT", "PAYPAL"] } } });
    }
  });

  it("names the state when the orders cannot be paid, cannot be combined, or no method is enabled; another person's order is not found", async () => {
    const [reg, opt] = await createFeeOrders(conf, en(), { registrationFeeId: fee.early, optional: [{ feeId: fee.dinner, quantity: 1 }], invitationCode: "" });
    await db().paymentSettings.update({ where: { conferenceId: conf.id }, data: { combineOrders: false } });
    expect((await payView(conf, alice, [reg.id, opt.id], "en"))!.state).toBe("cannotCombine");
    await db().paymentMethodConfig.updateMany({ where: { conferenceId: conf.id }, data: { enabled: false } });
    expect((await payView(conf, alice, [reg.id], "en"))!.state).toBe("noPaymentMethod");
    await db().paymentMethodConfig.updateMany({ where: { conferenceId: conf.id, method: "BANK_REMITTANCE" }, data: { enabled: true } });
    await cancelOwnOrder(conf, alice, opt.id);
    expect(await payView(conf, alice, [opt.id], "en")).toMatchObject({ state: "cannotBePaid", methods: [] });
    await db().order.update({ where: { id: reg.id }, data: { deadlineAt: new Date(Date.now() - 60_000) } });
    expect((await payView(conf, alice, [reg.id], "en"))!.state).toBe("cannotBePaid"); // past its deadline
    expect(await payView(conf, bob, [reg.id], "en")).toBeNull();
    expect(await payView(conf, alice, [reg.id, 999999], "en")).toBeNull();
  });
});

describe("the result page", () => {
  it("shows the payer's bill waiting for confirmation with its orders; nobody else sees it", async () => {
    const created = await createFeeOrders(conf, en(), { registrationFeeId: fee.early, optional: [{ feeId: fee.dinner, quantity: 1 }], invitationCode: "" });
    const bill = await startPayment(
      conf,
      alice,
      created.map((o) => o.id),
      "BANK_REMITTANCE",
    );
    expect((await billView(conf, alice, bill.billNo, "en"))!.status).toBe("CREATED");
    await declarePaid(conf, alice, bill.billNo, "sent on Monday");

    const view = await billView(conf, alice, bill.billNo, "en");
    expect(view).toMatchObject({
      billNo: bill.billNo,
      status: "PENDING",
      method: "BANK_REMITTANCE",
      amountMinor: 150000,
      currency: "CNY",
      payerNote: "sent on Monday",
    });
    expect(view!.orders.map((o) => [o.id, o.transactionStatus, o.payable, o.pendingBillNo])).toEqual(
      created.map((o) => [o.id, "WAITING_CONFIRMATION", false, bill.billNo]),
    );
    expect((await myOrders(conf, alice, "en")).every((o) => o.pendingBillNo === bill.billNo && !o.cancellable)).toBe(true);
    expect((await payView(conf, alice, [created[0].id], "en"))!.state).toBe("cannotBePaid");
    expect(await billView(conf, bob, bill.billNo, "en")).toBeNull();
  });
});
