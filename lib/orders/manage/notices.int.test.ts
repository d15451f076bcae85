import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { getOrderDetail, type OrderDetail } from "./queries";

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

// The manager's order detail shows what the payment providers said about the order's bills:
// each bill's provider reference, transaction number and problem, and the messages of
// its bills only, newest first by the time they arrived, with the raw body exactly as received.

let conferenceId = 0;
const ids: Record<string, number> = {};

async function orderWithBill(no: string, email: string, bill: Record<string, unknown> | null) {
  const db = getDb();
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  const o = await db.order.create({ data: { orderNo: no, type: "REGISTRATION", conferenceId, userId: user.id, totalMinor: 128000, currency: "CNY" } });
  ids[no] = o.id;
  if (!bill) return { order: o, paymentId: 0 };
  const p = await db.payment.create({
    data: {
      billNo: `B-${no}`,
      conferenceId,
      userId: user.id,
      provider: "PAYPAL",
      amountMinor: 128000,
      currency: "CNY",
      ...bill,
      orders: { create: { orderId: o.id } },
    },
  });
  return { order: o, paymentId: p.id };
}

const RAW_REJECTED = '{"id":"WH-1","resource":{"custom_id":"<script>alert(1)</script>"}}';
const RAW_APPLIED = '{"id":"WH-2","event_type":"CHECKOUT.ORDER.DECLINED"}';

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  conferenceId = (await db.conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;

  const a = await orderWithBill("R20261123-NOTICE", "alice@example.org", {
    status: "FAILED",
    providerRef: "5O190127TN364715T",
    channel: "redirect",
    problem: "declined",
    providerTxnNo: "8MC585209K746392H",
  });
  // The newer message is written first: the order shown is by arrival time, not by row id.
  await db.paymentNotification.create({
    data: {
      conferenceId,
      paymentId: a.paymentId,
      method: "PAYPAL",
      source: "QUERY",
      verified: true,
      outcome: "failed",
      result: "applied",
      providerTxnNo: "8MC585209K746392H",
      amountMinor: 128000,
      currency: "CNY",
      rawBody: RAW_APPLIED,
      headers: { "content-type": "application/json" },
      createdAt: new Date("2026-11-23T10:05:00Z"),
    },
  });
  await db.paymentNotification.create({
    data: {
      conferenceId,
      paymentId: a.paymentId,
      method: "PAYPAL",
      source: "NOTIFY",
      verified: false,
      result: "rejected",
      reason: "badSignature",
      rawBody: RAW_REJECTED,
      headers: { "paypal-transmission-id": "T-1" },
      createdAt: new Date("2026-11-23T10:00:00Z"),
    },
  });

  // Another order's bill and a message matching no bill: neither belongs to the first order.
  const b = await orderWithBill("R20261123-OTHERS", "bob@example.org", { status: "SUCCEEDED", providerTxnNo: "OTHER-TXN" });
  await db.paymentNotification.create({
    data: { conferenceId, paymentId: b.paymentId, method: "PAYPAL", source: "NOTIFY", verified: true, outcome: "paid", result: "applied", rawBody: "bob" },
  });
  await db.paymentNotification.create({
    data: { conferenceId, paymentId: null, method: "PAYPAL", source: "NOTIFY", verified: true, result: "rejected", reason: "unknownBill", rawBody: "stray" },
  });

  // A provider that retried a hundred and five times.
  const c = await orderWithBill("R20261123-RETRYS", "bob@example.org", { status: "CREATED" });
  await db.paymentNotification.createMany({
    data: Array.from({ length: 105 }, (_, i) => ({
      conferenceId,
      paymentId: c.paymentId,
      method: "PAYPAL" as const,
      source: "NOTIFY" as const,
      verified: false,
      result: "rejected",
      reason: "badSignature",
      rawBody: `retry ${i}`,
      createdAt: new Date(Date.parse("2026-11-23T00:00:00Z") + i * 60_000),
    })),
  });

  await orderWithBill("R20261123-NOBILL", "alice@example.org", null);
});

describe("the provider messages on the manager's order detail", () => {
  it("gives each bill its provider reference, transaction number and problem", async () => {
    const d = await getOrderDetail(conferenceId, ids["R20261123-NOTICE"], "en");
    expect(d.bills.map((b) => [b.billNo, b.status, b.providerRef, b.channel, b.transactionNo, b.problem])).toEqual([
      ["B-R20261123-NOTICE", "FAILED", "5O190127TN364715T", "redirect", "8MC585209K746392H", "declined"],
    ]);
  });

  it("lists the messages of the order's bills only, newest first, raw body as received", async () => {
    const d = await getOrderDetail(conferenceId, ids["R20261123-NOTICE"], "en");
    expect(d.notices.map((n) => [n.billNo, n.source, n.verified, n.outcome, n.result, n.reason, n.providerTxnNo, n.amountMinor, n.currency])).toEqual([
      ["B-R20261123-NOTICE", "QUERY", true, "failed", "applied", "", "8MC585209K746392H", 128000, "CNY"],
      ["B-R20261123-NOTICE", "NOTIFY", false, "", "rejected", "badSignature", null, null, null],
    ]);
    expect(d.notices.map((n) => [n.rawBody, n.headers, n.method])).toEqual([
      [RAW_APPLIED, { "content-type": "application/json" }, "PAYPAL"],
      [RAW_REJECTED, { "paypal-transmission-id": "T-1" }, "PAYPAL"],
    ]);
    expect(d.notices[0].at.toISOString()).toBe("2026-11-23T10:05:00.000Z");
  });

  it("keeps another order's messages on that order", async () => {
    const d = await getOrderDetail(conferenceId, ids["R20261123-OTHERS"], "en");
    expect(d.notices.map((n) => n.rawBody)).toEqual(["bob"]);
    expect((await getOrderDetail(conferenceId, ids["R20261123-NOBILL"], "en")).notices).toEqual([]);
  });

  it("gives the same through the manager's gateway call", async () => {
    const manager = (await createSession((await getDb().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id)).token;
    const r = await callGateway("GET", `/conference/platform/manage/order/detail/${ids["R20261123-NOTICE"]}`, { token: manager });
    const d = (await envelopeOf<OrderDetail>(r)).data;
    expect(d.bills).toMatchObject([{ providerRef: "5O190127TN364715T", transactionNo: "8MC585209K746392H", problem: "declined" }]);
    expect(d.notices.map((n) => [n.result, n.reason, n.rawBody])).toEqual([
      ["applied", "", RAW_APPLIED],
      ["rejected", "badSignature", RAW_REJECTED],
    ]);
  });

  it("shows the newest hundred messages of a bill that kept receiving them", async () => {
    const d = await getOrderDetail(conferenceId, ids["R20261123-RETRYS"], "en");
    expect(d.notices).toHaveLength(100);
    expect([d.notices[0].rawBody, d.notices[99].rawBody]).toEqual(["retry 104", "retry 5"]);
  });
});
