import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createFeeOrders } from "@/lib/orders/create";
import { listOrders } from "@/lib/orders/manage/queries";
import { ZOrderListQuery } from "@/lib/orders/manage/schemas";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees, makeCategory, makeFee } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { configureSimMethod, decideAtSim, lastDeliveryOf, notifyRequestOf } from "@/tests/support/payment-sim";
import { cancelOpenPayment } from "./cancel";
import { handleNotify } from "./notify";
import { confirmOfflinePayment, declarePaid, startPayment } from "./offline";
import { startOnlinePayment } from "./online";
import { findOpenOnlinePayment } from "./open-bills";
import { recordBillRefund } from "./refund";
import { createSimKeys, type SimKeys } from "./simulator/keys";
import { SIM_MODULES } from "./simulator/modules";
import { startSimulator, type Simulator } from "./simulator/server";

// Money that must reach the organisers, against real Postgres and the payment simulator on
// loopback (its keys made here): a provider's "paid" for orders already paid is a payment exception
// the conference's managers are told of (notice and mail, once), that the order list can filter,
// and that a recorded refund closes; one online checkout at a time per order, cancellable; the
// payment reference finds its order; "I have paid" tells the managers.
useTestDatabase();

const db = () => getDb();
const ORIGIN = "https://demo.localhost";
const SC = { origin: ORIGIN, mobile: false, clientIp: "203.0.113.7", locale: "en" as const };
let conf: { id: number; timeZone: string; nameZh: string; nameEn: string };
let keys: SimKeys;
let sim: Simulator;
let managerId = 0;
let otherManagerId = 0;

beforeAll(async () => {
  vi.stubEnv("MAIL_CAPTURE", "1"); // mail is queued without SMTP: the outbox row is what is checked
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone, nameZh: c.conference.nameZh, nameEn: c.conference.nameEn };
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  // a manager of another conference only: must hear nothing of this one
  const other = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "en.localhost" } });
  const [x] = await makeAttendees(other.conferenceId, "dc-other-mgr-", 1);
  await db().conferenceUser.create({ data: { conferenceId: other.conferenceId, userId: x.id, role: "MANAGER" } });
  otherManagerId = x.id;
  keys = createSimKeys();
  sim = await startSimulator({ keys, modules: SIM_MODULES });
  vi.stubEnv("PAYMENT_SIMULATOR_URL", sim.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await sim?.close();
});
beforeEach(async () => {
  Object.assign(sim.state.controls, { outage: false, dropNotifies: true, delayMs: 0, replays: 0 });
  for (const m of ["WECHAT", "PAYPAL", "BANK_REMITTANCE"] as const) await configureSimMethod(conf.id, keys, m);
});

let seq = 0;
/** One unpaid registration order of a new attendee. */
async function orderOf(prefix: string) {
  const cat = await makeCategory(conf.id);
  const reg = await makeFee(conf.id, cat.id, { priceMinor: 1200_00, codePrefix: `DC${++seq}-` });
  const [person] = await makeAttendees(conf.id, prefix, 1);
  const [order] = await createFeeOrders(conf, { userId: person.id, locale: "en" }, { registrationFeeId: reg.id, optional: [], invitationCode: "" });
  return { person, order };
}

/** Approved at the simulator; its notification as our route receives it (none yet for PayPal: it follows the capture). */
async function approve(billNo: string) {
  await decideAtSim(sim, billNo, "approve");
  const d = lastDeliveryOf(sim, billNo);
  return d ? notifyRequestOf(d) : null;
}

const alertsOf = (orderNo: string) =>
  db().notice.findMany({ where: { kind: "PAYMENT_ALERT", params: { path: ["orderNo"], equals: orderNo } }, orderBy: { id: "asc" } });
const list = (over: Record<string, unknown>) => listOrders(conf, ZOrderListQuery.parse(over));

describe("a second charge for an order already paid", () => {
  it("flags the bill, tells this conference's managers once (notice and mail), is filterable, and a recorded refund closes it", async () => {
    const { person, order } = await orderOf("dc-twice-");
    const online = await startOnlinePayment(conf, person.id, [order.id], "WECHAT", SC);
    const notify = (await approve(online.billNo))!; // paid by WeChat Pay, its notification not yet here …
    // … and meanwhile a bank transfer of the same order is confirmed by a manager
    await confirmOfflinePayment(conf, managerId, { orderId: order.id, amountMinor: 1200_00, paidOn: "2026-11-20", transactionNo: "BANK-1" }, ORIGIN);
    const mailsBefore = await db().mailOutbox.count({ where: { to: "manager@example.org" } });

    expect((await handleNotify(conf.id, "WECHAT", notify)).status).toBe(204);
    expect((await handleNotify(conf.id, "WECHAT", notify)).status).toBe(204); // a replay
    const bill = await db().payment.findUniqueOrThrow({ where: { billNo: online.billNo } });
    expect(bill).toMatchObject({ status: "EXCEPTION", problem: "paidTwice" });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).transactionStatus).toBe("PAID");

    const alerts = await alertsOf(order.orderNo);
    expect(alerts.map((n) => [n.userId, n.conferenceId, n.href, n.params])).toEqual([
      [
        managerId,
        conf.id,
        `/platform/manage/order/${order.id}`,
        { event: "paymentException", orderNo: order.orderNo, billNo: online.billNo, reason: "paidTwice" },
      ],
    ]);
    expect(await db().notice.count({ where: { userId: otherManagerId } })).toBe(0);
    const mails = await db().mailOutbox.findMany({ where: { to: "manager@example.org" }, orderBy: { id: "asc" }, skip: mailsBefore });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(order.orderNo);
    expect(mails[0].text).toContain(online.billNo);
    expect(mails[0].text).toContain(`${ORIGIN}/platform/manage/order/${order.id}`);

    // the manager's list: the filter finds it, and only such orders
    const flagged = await list({ flag: "paymentException" });
    expect(flagged.rows.map((r) => r.orderNo)).toContain(order.orderNo);
    expect(flagged.rows.every((r) => r.paymentException)).toBe(true);
    const plain = await orderOf("dc-plain-");
    expect(flagged.rows.map((r) => r.orderNo)).not.toContain(plain.order.orderNo);

    // record refund: checked, confirmed, once
    const form = { billNo: online.billNo, amount: "1200.00", refundedOn: "2026-11-21", reference: "REFUND-77", confirmed: true };
    await expect(recordBillRefund(conf, managerId, { ...form, amount: "1200.01" })).rejects.toMatchObject({
      fieldErrors: { amount: "orderAdmin.errors.refundTooLarge" },
    });
    await expect(recordBillRefund(conf, managerId, { ...form, refundedOn: "2999-01-01" })).rejects.toMatchObject({
      fieldErrors: { refundedOn: "orderAdmin.errors.futureRefund" },
    });
    await expect(recordBillRefund({ id: conf.id + 999, timeZone: conf.timeZone }, managerId, form)).rejects.toMatchObject({ status: 404 });
    const refunded = await recordBillRefund(conf, managerId, form);
    expect(refunded).toMatchObject({ status: "REFUNDED", refundAmountMinor: 1200_00, refundRef: "REFUND-77", refundedById: managerId });
    await expect(recordBillRefund(conf, managerId, form)).rejects.toMatchObject({ status: 409, key: "orderAdmin.errors.notAnException" });
    expect((await list({ flag: "paymentException" })).rows.map((r) => r.orderNo)).not.toContain(order.orderNo);
  });
});

describe("one online payment at a time", () => {
  it("no second checkout while one is open at a provider; cancelling it closes the bill and a new one may start", async () => {
    const { person, order } = await orderOf("dc-open-");
    const first = await startOnlinePayment(conf, person.id, [order.id], "PAYPAL", SC);
    await expect(startOnlinePayment(conf, person.id, [order.id], "WECHAT", SC)).rejects.toMatchObject({ status: 409, key: "billing.errors.paymentInProgress" });
    await expect(startOnlinePayment(conf, person.id, [order.id], "PAYPAL", SC)).rejects.toMatchObject({ key: "billing.errors.paymentInProgress" });
    expect(await findOpenOnlinePayment(conf.id, [order.id])).toEqual({ billNo: first.billNo, method: "PAYPAL", status: "CREATED" });
    // someone else cannot cancel it
    const [stranger] = await makeAttendees(conf.id, "dc-open-x-", 1);
    await expect(cancelOpenPayment(conf, stranger.id, first.billNo)).rejects.toMatchObject({ status: 404 });
    expect(await cancelOpenPayment(conf, person.id, first.billNo)).toEqual({ status: "CANCELLED" });
    expect(await db().payment.findUniqueOrThrow({ where: { billNo: first.billNo } })).toMatchObject({ status: "CANCELLED", problem: "cancelledByPayer" });
    expect(await findOpenOnlinePayment(conf.id, [order.id])).toBeNull();
    const second = await startOnlinePayment(conf, person.id, [order.id], "WECHAT", SC);
    expect(second.billNo).not.toBe(first.billNo);
  });

  it("cancelling a payment the provider has already taken settles it instead", async () => {
    const { person, order } = await orderOf("dc-open-paid-");
    const first = await startOnlinePayment(conf, person.id, [order.id], "PAYPAL", SC);
    await approve(first.billNo); // approved at PayPal: asking captures it
    await expect(cancelOpenPayment(conf, person.id, first.billNo)).rejects.toMatchObject({ key: "billing.errors.alreadyPaid" });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).transactionStatus).toBe("PAID");
  });
});

describe("at the same moment", () => {
  it("two tabs starting checkout of one order together: one bill, the others see 'payment in progress'", async () => {
    const { person, order } = await orderOf("dc-race-");
    const methods = ["PAYPAL", "WECHAT", "PAYPAL", "WECHAT", "PAYPAL", "WECHAT"] as const;
    const results = await Promise.allSettled(methods.map((m) => startOnlinePayment(conf, person.id, [order.id], m, SC)));
    // A WeChat QR code already made is shown again to a later WeChat tab (the same bill); nothing else starts.
    const started = new Set(results.flatMap((r) => (r.status === "fulfilled" ? [r.value.billNo] : [])));
    expect(started.size).toBe(1);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused.length).toBeGreaterThanOrEqual(methods.length / 2 - 1);
    for (const r of refused) expect(r.reason).toMatchObject({ status: 409, key: "billing.errors.paymentInProgress" });
    const bills = await db().payment.findMany({ where: { orders: { some: { orderId: order.id } } } });
    expect(bills.map((b) => [b.billNo, b.status])).toEqual([[[...started][0], "CREATED"]]);
  });

  it("two managers recording the refund of one exception together: one refund, one 409", async () => {
    const { person, order } = await orderOf("dc-race-refund-");
    const online = await startOnlinePayment(conf, person.id, [order.id], "WECHAT", SC);
    const notify = (await approve(online.billNo))!;
    await confirmOfflinePayment(conf, managerId, { orderId: order.id, amountMinor: 1200_00, paidOn: "2026-11-20", transactionNo: "BANK-RACE" }, ORIGIN);
    await handleNotify(conf.id, "WECHAT", notify);
    const [second] = await makeAttendees(conf.id, "dc-race-mgr-", 1); // the role is the action's check; here only who records
    const form = { billNo: online.billNo, amount: "1200.00", refundedOn: "2026-11-21", confirmed: true };
    const results = await Promise.allSettled([
      recordBillRefund(conf, managerId, { ...form, reference: "BY-FIRST" }),
      recordBillRefund(conf, second.id, { ...form, reference: "BY-SECOND" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ status: 409, key: "orderAdmin.errors.notAnException" });
    const won = (results.find((r) => r.status === "fulfilled") as PromiseFulfilledResult<{ refundRef: string | null }>).value;
    const bill = await db().payment.findUniqueOrThrow({ where: { billNo: online.billNo } });
    expect(bill).toMatchObject({ status: "REFUNDED", refundAmountMinor: 1200_00, refundRef: won.refundRef });
  });
});

describe("offline payments", () => {
  it("the payment reference finds its order; 'I have paid' tells this conference's managers", async () => {
    const { person, order } = await orderOf("dc-ref-");
    const bill = await startPayment(conf, person.id, [order.id], "BANK_REMITTANCE");
    const found = await list({ search: bill.billNo });
    expect(found.rows.map((r) => r.orderNo)).toEqual([order.orderNo]);
    expect((await list({ search: bill.billNo.toLowerCase().slice(-8) })).rows.map((r) => r.orderNo)).toEqual([order.orderNo]);

    await declarePaid(conf, person.id, bill.billNo, "sent from ICBC");
    const alerts = await alertsOf(order.orderNo);
    expect(alerts.map((n) => [n.userId, n.href, (n.params as { event: string; billNo: string }).event, (n.params as { billNo: string }).billNo])).toEqual([
      [managerId, `/platform/manage/order/${order.id}`, "declaredPaid", bill.billNo],
    ]);
    expect(await db().notice.count({ where: { userId: otherManagerId } })).toBe(0);
  });
});
