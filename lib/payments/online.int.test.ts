import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { expireDueOrders } from "@/lib/orders/expire";
import { createFeeOrders } from "@/lib/orders/create";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees, makeCategory, makeFee } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { configureSimMethod, decideAtSim, notifyRequestOf } from "@/tests/support/payment-sim";
import { handleNotify } from "./notify";
import { payerBackFromProvider } from "./cancel";
import { declarePaid } from "./offline";
import { startOnlinePayment, returnFromProvider } from "./online";
import { applyProviderNotice } from "./outcome";
import { reconcileOpenPayments } from "./reconcile";
import type { VerifiedNotice } from "./providers/types";
import { createSimKeys, type SimKeys } from "./simulator/keys";
import { SIM_MODULES } from "./simulator/modules";
import { startSimulator, type Simulator } from "./simulator/server";
import type { Delivery } from "./simulator/types";

// Correctness of online payment, against real Postgres and the real payment simulator on loopback (its
// keys made here): the provider's signed notification moves the orders exactly once however often
// and however concurrently it comes; a bad signature, another merchant or a wrong amount moves
// nothing (the last flags a payment exception); a lost notification is found by reconciliation;
// an outage leaves the orders payable.
useTestDatabase();

const db = () => getDb();
const ORIGIN = "https://demo.localhost";
const SC = { origin: ORIGIN, mobile: false, clientIp: "203.0.113.7", locale: "en" as const };
let conf: { id: number; timeZone: string; nameZh: string; nameEn: string };
let keys: SimKeys;
let sim: Simulator;

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone, nameZh: c.conference.nameZh, nameEn: c.conference.nameEn };
  keys = createSimKeys();
  sim = await startSimulator({ keys, modules: SIM_MODULES });
  vi.stubEnv("PAYMENT_SIMULATOR_URL", sim.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await sim?.close();
});
beforeEach(async () => {
  await db().paymentNotification.deleteMany({ where: { conferenceId: conf.id } });
  await db().payment.deleteMany({ where: { conferenceId: conf.id } });
  await db().order.deleteMany({ where: { conferenceId: conf.id } });
  await db().fee.deleteMany({ where: { conferenceId: conf.id } });
  await db().feeCategory.deleteMany({ where: { conferenceId: conf.id } });
  await db().paymentMethodConfig.deleteMany({ where: { conferenceId: conf.id } });
  await db().conferenceCounter.deleteMany({ where: { conferenceId: conf.id } });
  await db().attendee.updateMany({ where: { conferenceId: conf.id }, data: { registrationCode: null } });
  await db().mailOutbox.deleteMany({});
  Object.assign(sim.state.controls, { outage: false, dropNotifies: true, delayMs: 0, replays: 0 });
  for (const m of ["WECHAT", "PAYPAL", "ALIPAY", "CARD_DOMESTIC"] as const) await configureSimMethod(conf.id, keys, m);
});

/** Alice's registration and dinner, unpaid. */
async function ordersOf(prefix: string) {
  const cat = await makeCategory(conf.id);
  const reg = await makeFee(conf.id, cat.id, { priceMinor: 1200_00, codePrefix: "ON-" });
  const dinner = await makeFee(conf.id, cat.id, { kind: "OPTIONAL", priceMinor: 300_00, perAccountMax: 2, titleEn: "Dinner" });
  const [person] = await makeAttendees(conf.id, prefix, 1);
  await db().paymentSettings.upsert({
    where: { conferenceId: conf.id },
    create: { conferenceId: conf.id, combineOrders: true },
    update: { combineOrders: true },
  });
  const orders = await createFeeOrders(
    conf,
    { userId: person.id, locale: "en" },
    { registrationFeeId: reg.id, optional: [{ feeId: dinner.id, quantity: 1 }], invitationCode: "" },
  );
  return { person, orders, ids: orders.map((o) => o.id) };
}

const decide = (billNo: string, decision: "approve" | "decline") => decideAtSim(sim, billNo, decision);
const deliveriesOf = (billNo: string): Delivery[] => sim.state.deliveries.filter((d) => d.billNo === billNo);
const notifyReq = notifyRequestOf;
const statuses = async (ids: number[]) => (await db().order.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } })).map((o) => o.transactionStatus);
const paidMoves = (ids: number[]) => db().orderTransition.count({ where: { orderId: { in: ids }, toStatus: "PAID" } });

describe("WeChat Pay notification", () => {
  it("10 identical notifications at once and 3 replays: one move per order, one payment mail, all acknowledged", async () => {
    const { person, ids } = await ordersOf("wx-rush-");
    const started = await startOnlinePayment(conf, person.id, ids, "WECHAT", SC);
    expect(started.checkout.kind).toBe("qr");
    await decide(started.billNo, "approve");
    const [delivery] = deliveriesOf(started.billNo);
    const acks = await Promise.all(Array.from({ length: 10 }, () => handleNotify(conf.id, "WECHAT", notifyReq(delivery))));
    for (let i = 0; i < 3; i++) acks.push(await handleNotify(conf.id, "WECHAT", notifyReq(delivery)));
    expect(acks.every((a) => a.status === 204)).toBe(true);
    expect(await statuses(ids)).toEqual(["PAID", "PAID"]);
    expect(await paidMoves(ids)).toBe(2);
    expect(await db().mailOutbox.count({ where: { to: person.email, templateKind: "REGISTRATION_PAYMENT" } })).toBe(1);
    expect(await db().mailOutbox.count({ where: { to: person.email, templateKind: "OPTIONAL_FEE_PAYMENT" } })).toBe(1);
    const bill = await db().payment.findUniqueOrThrow({ where: { billNo: started.billNo } });
    expect(bill).toMatchObject({ status: "SUCCEEDED", amountMinor: 1500_00 });
    expect(bill.providerTxnNo).toMatch(/^\d+$/);
    const results = await db().paymentNotification.groupBy({ by: ["result"], where: { paymentId: bill.id }, _count: true });
    expect(Object.fromEntries(results.map((r) => [r.result, r._count]))).toEqual({ applied: 1, duplicate: 12 });
    const code = await db().attendee.findFirstOrThrow({ where: { conferenceId: conf.id, userId: person.id } });
    expect(code.registrationCode).toBe("ON-0001");
  });

  it("a 'failed' after 'paid' changes nothing", async () => {
    const { person, ids } = await ordersOf("wx-late-");
    const started = await startOnlinePayment(conf, person.id, ids, "WECHAT", SC);
    await decide(started.billNo, "approve");
    await handleNotify(conf.id, "WECHAT", notifyReq(deliveriesOf(started.billNo)[0]));
    const d = await applyProviderNotice(
      { id: conf.id },
      "WECHAT",
      { billNo: started.billNo, amountMinor: 1500_00, currency: "CNY", providerTxnId: "x", outcome: "failed" },
      "NOTIFY",
      {
        rawBody: "{}",
        headers: {},
      },
    );
    expect(d).toEqual({ result: "ignored", reason: "billClosed" });
    expect(await statuses(ids)).toEqual(["PAID", "PAID"]);
  });

  it("a tampered body or another merchant's notification is refused, recorded with its raw body, and moves nothing", async () => {
    const { person, ids } = await ordersOf("wx-bad-");
    const started = await startOnlinePayment(conf, person.id, ids, "WECHAT", SC);
    const p = await decide(started.billNo, "approve");
    const good = notifyReq(deliveriesOf(started.billNo)[0]);
    const tampered = { ...good, rawBody: good.rawBody.replace(/"nonce":"/, '"nonce":"x') };
    expect((await handleNotify(conf.id, "WECHAT", tampered)).status).toBe(400);
    // correctly signed by the provider, but for another merchant number
    const mine = keys.wechat.mchId;
    keys.wechat.mchId = "1900000999";
    const foreign = sim.state.deliveries.length;
    const notify = SIM_MODULES.find((m) => m.provider === "wechat")!.notifyFor(p, sim.state)!;
    keys.wechat.mchId = mine;
    expect(sim.state.deliveries.length).toBe(foreign);
    const other = {
      method: "POST",
      url: notify.url,
      headers: Object.fromEntries(Object.entries(notify.headers).map(([k, v]) => [k.toLowerCase(), v])),
      rawBody: notify.body,
    };
    expect((await handleNotify(conf.id, "WECHAT", other)).status).toBe(400);
    expect(await statuses(ids)).toEqual(["UNPAID", "UNPAID"]);
    const rows = await db().paymentNotification.findMany({ where: { conferenceId: conf.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.result, r.reason, r.verified])).toEqual([
      ["rejected", "badSignature", false],
      ["rejected", "wrongMerchant", false],
    ]);
    expect(rows[0].rawBody).toBe(tampered.rawBody);
    expect(await db().mailOutbox.count({ where: { to: person.email } })).toBe(0);
  });

  it("a wrong amount or currency flags a payment exception for the managers and sends no mail", async () => {
    const { person, ids } = await ordersOf("wx-amount-");
    const started = await startOnlinePayment(conf, person.id, ids, "WECHAT", SC);
    const p = await decide(started.billNo, "approve");
    p.amountMinor = 1_00; // the provider reports one yuan
    const notify = SIM_MODULES.find((m) => m.provider === "wechat")!.notifyFor(p, sim.state)!;
    const ack = await handleNotify(conf.id, "WECHAT", { method: "POST", url: notify.url, headers: lower(notify.headers), rawBody: notify.body });
    expect(ack.status).toBe(204); // recorded: the provider must not repeat it forever
    expect(await statuses(ids)).toEqual(["PAYMENT_EXCEPTION", "PAYMENT_EXCEPTION"]);
    expect(await db().payment.findUniqueOrThrow({ where: { billNo: started.billNo } })).toMatchObject({ status: "EXCEPTION", problem: "amountMismatch" });
    expect(await db().mailOutbox.count({ where: { to: person.email } })).toBe(0);

    const second = await ordersOf("wx-currency-");
    const s2 = await startOnlinePayment(conf, second.person.id, second.ids, "WECHAT", SC);
    const d = await applyProviderNotice(
      { id: conf.id },
      "WECHAT",
      { billNo: s2.billNo, amountMinor: 1500_00, currency: "USD", providerTxnId: "t", outcome: "paid" },
      "NOTIFY",
      {
        rawBody: "{}",
        headers: {},
      },
    );
    expect(d).toEqual({ result: "exception", reason: "amountMismatch" });
    expect(await statuses(second.ids)).toEqual(["PAYMENT_EXCEPTION", "PAYMENT_EXCEPTION"]);
  });

  it("a notification for a bill that is not ours is refused", async () => {
    const d = await applyProviderNotice(
      { id: conf.id },
      "WECHAT",
      { billNo: "P20261123-NOPE2345", amountMinor: 1, currency: "CNY", providerTxnId: "t", outcome: "paid" },
      "NOTIFY",
      {
        rawBody: "{}",
        headers: {},
      },
    );
    expect(d).toEqual({ result: "rejected", reason: "unknownBill" });
  });
});

const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

describe("without the notification", () => {
  it("a lost notification: reconciliation asks the provider and settles the orders", async () => {
    const { person, ids } = await ordersOf("wx-lost-");
    const started = await startOnlinePayment(conf, person.id, ids, "WECHAT", SC);
    await decide(started.billNo, "approve"); // the notification is dropped (controls.dropNotifies)
    expect(await reconcileOpenPayments(new Date())).toBe(0); // not due yet
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await reconcileOpenPayments(later)).toBe(1);
    expect(await statuses(ids)).toEqual(["PAID", "PAID"]);
    const notices = await db().paymentNotification.findMany({ where: { conferenceId: conf.id } });
    expect(notices.map((n) => [n.source, n.result])).toEqual([["QUERY", "applied"]]);
    expect(await reconcileOpenPayments(new Date(later.getTime() + 11 * 60_000))).toBe(0); // settled: never asked again
  });

  it("a provider outage answers 'payment failed, try again' and leaves the orders payable", async () => {
    const { person, ids } = await ordersOf("wx-outage-");
    sim.state.controls.outage = true;
    await expect(startOnlinePayment(conf, person.id, ids, "WECHAT", SC)).rejects.toMatchObject({ status: 502, key: "billing.errors.providerUnavailable" });
    expect(await statuses(ids)).toEqual(["UNPAID", "UNPAID"]);
    expect(await db().payment.findMany({ where: { conferenceId: conf.id } })).toMatchObject([{ status: "FAILED", problem: "providerUnavailable" }]);
    sim.state.controls.outage = false;
    const again = await startOnlinePayment(conf, person.id, ids, "WECHAT", SC);
    expect(again.checkout.kind).toBe("qr");
  });

  it("an order with an open online checkout does not expire under the payer's feet", async () => {
    const { person, ids } = await ordersOf("wx-expiry-");
    await db().order.updateMany({ where: { id: { in: ids } }, data: { deadlineAt: new Date(Date.now() + 60_000) } });
    await startOnlinePayment(conf, person.id, ids, "WECHAT", SC);
    await expireDueOrders(new Date(Date.now() + 2 * 60_000));
    expect(await statuses(ids)).toEqual(["UNPAID", "UNPAID"]);
    await expireDueOrders(new Date(Date.now() + 40 * 60_000)); // window (5 min) + grace (15 min) over
    expect(await statuses(ids)).toEqual(["EXPIRED", "EXPIRED"]);
  });
});

describe("coming back and money in flight", () => {
  const notice = (billNo: string, over: Partial<VerifiedNotice>): VerifiedNotice => ({
    billNo,
    amountMinor: 1500_00,
    currency: "CNY",
    providerTxnId: null,
    outcome: "pending",
    ...over,
  });
  const raw = { rawBody: "{}", headers: {} };

  it("coming back without paying moves nothing: the orders stay payable and the bill open", async () => {
    const { person, ids } = await ordersOf("wx-back-");
    const started = await startOnlinePayment(conf, person.id, ids, "WECHAT", { ...SC, mobile: true });
    expect(started.checkout.kind).toBe("redirect"); // H5 on a phone
    await returnFromProvider(conf, person.id, started.billNo); // e.g. "cancel" on WeChat's H5 page
    expect(await statuses(ids)).toEqual(["UNPAID", "UNPAID"]);
    expect(await db().payment.findUniqueOrThrow({ where: { billNo: started.billNo } })).toMatchObject({ status: "CREATED" });
  });

  it("a provider still processing: the orders wait as 'to be confirmed' until its word; another attempt closing does not undo that", async () => {
    const { person, ids } = await ordersOf("pp-flight-");
    const wx = await startOnlinePayment(conf, person.id, ids, "WECHAT", SC);
    // A second checkout waits until the first is over: here its window has passed (the QR code left on another screen).
    await expect(startOnlinePayment(conf, person.id, ids, "PAYPAL", SC)).rejects.toMatchObject({ key: "billing.errors.paymentInProgress" });
    await db().payment.update({ where: { billNo: wx.billNo }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const pp = await startOnlinePayment(conf, person.id, ids, "PAYPAL", SC);
    expect(await applyProviderNotice({ id: conf.id }, "PAYPAL", notice(pp.billNo, { started: true }), "QUERY", raw)).toEqual({ result: "applied", reason: "" });
    expect(await statuses(ids)).toEqual(["TO_BE_CONFIRMED", "TO_BE_CONFIRMED"]);
    // the forgotten WeChat code expires meanwhile: its bill ends, the orders keep waiting for PayPal
    expect(await applyProviderNotice({ id: conf.id }, "WECHAT", notice(wx.billNo, { outcome: "closed" }), "QUERY", raw)).toEqual({
      result: "applied",
      reason: "",
    });
    expect(await statuses(ids)).toEqual(["TO_BE_CONFIRMED", "TO_BE_CONFIRMED"]);
    // "I have paid" is for offline bills only
    await expect(declarePaid(conf, person.id, pp.billNo, "")).rejects.toMatchObject({ key: "billing.errors.paymentNotFound" });
    // PayPal's last word
    await applyProviderNotice({ id: conf.id }, "PAYPAL", notice(pp.billNo, { outcome: "paid", providerTxnId: "CAP-1" }), "NOTIFY", raw);
    expect(await statuses(ids)).toEqual(["PAID", "PAID"]);
  });

  it("a processing payment that ends unpaid gives the orders back", async () => {
    const { person, ids } = await ordersOf("pp-flight-no-");
    const pp = await startOnlinePayment(conf, person.id, ids, "PAYPAL", SC);
    await applyProviderNotice({ id: conf.id }, "PAYPAL", notice(pp.billNo, { started: true }), "QUERY", raw);
    await applyProviderNotice({ id: conf.id }, "PAYPAL", notice(pp.billNo, { outcome: "failed" }), "NOTIFY", raw);
    expect(await statuses(ids)).toEqual(["PAYMENT_FAILED", "PAYMENT_FAILED"]);
  });
});

describe("PayPal", () => {
  it("approve → back on the result page → captured → paid; the webhook afterwards is a duplicate", async () => {
    const { person, ids } = await ordersOf("pp-ok-");
    const started = await startOnlinePayment(conf, person.id, ids, "PAYPAL", SC);
    expect(started.checkout.kind).toBe("redirect");
    await decide(started.billNo, "approve");
    await returnFromProvider(conf, person.id, started.billNo);
    expect(await statuses(ids)).toEqual(["PAID", "PAID"]);
    const webhooks = deliveriesOf(started.billNo);
    expect(webhooks.length).toBe(1); // PAYMENT.CAPTURE.COMPLETED, sent by the capture
    expect((await handleNotify(conf.id, "PAYPAL", notifyReq(webhooks[0]))).status).toBe(200);
    expect(await paidMoves(ids)).toBe(2);
    const results = (await db().paymentNotification.findMany({ where: { conferenceId: conf.id }, orderBy: { id: "asc" } })).map((n) => [n.source, n.result]);
    expect(results).toEqual([
      ["QUERY", "applied"],
      ["NOTIFY", "duplicate"],
    ]);
  });

  it("declined at PayPal: back through the cancel address, the bill and the history say declined; the orders can be paid again", async () => {
    const { person, ids } = await ordersOf("pp-no-");
    const started = await startOnlinePayment(conf, person.id, ids, "PAYPAL", SC);
    await decide(started.billNo, "decline");
    expect(await statuses(ids)).toEqual(["UNPAID", "UNPAID"]);
    await payerBackFromProvider(conf, person.id, started.billNo); // the pay page's ?cancelled=
    expect(await db().payment.findUniqueOrThrow({ where: { billNo: started.billNo } })).toMatchObject({ status: "FAILED", problem: "declined" });
    expect(await statuses(ids)).toEqual(["PAYMENT_FAILED", "PAYMENT_FAILED"]);
    const history = await db().orderTransition.findMany({ where: { orderId: { in: ids }, fromStatus: { not: null } }, orderBy: { id: "asc" } });
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([
      ["UNPAID", "PAYMENT_FAILED", { key: "billing.notify.declined" }],
      ["UNPAID", "PAYMENT_FAILED", { key: "billing.notify.declined" }],
    ]);
    await payerBackFromProvider(conf, person.id, started.billNo); // a reload of that address changes nothing
    expect(await db().orderTransition.count({ where: { orderId: { in: ids }, toStatus: "PAYMENT_FAILED" } })).toBe(2);
    const again = await startOnlinePayment(conf, person.id, ids, "PAYPAL", SC);
    expect(again.billNo).not.toBe(started.billNo);
  });

  it("coming back approved but not yet confirmed is not 'unpaid'; before approving it is", async () => {
    const { person, ids } = await ordersOf("pp-back-");
    const started = await startOnlinePayment(conf, person.id, ids, "PAYPAL", SC);
    expect(await returnFromProvider(conf, person.id, started.billNo)).toBe("unpaid"); // nothing approved at PayPal
    await decide(started.billNo, "approve");
    expect(await returnFromProvider(conf, person.id, started.billNo)).toBe("asked"); // captured now
    expect(await statuses(ids)).toEqual(["PAID", "PAID"]);
  });
});
