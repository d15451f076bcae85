import { beforeAll, describe, expect, it, vi } from "vitest";
import { todayIn } from "@/lib/i18n/dates";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import type { OrderDetail } from "./queries";

// The manager's order moves through the gateway: each refused with its message where the
// transition table or a rule says no, each recorded in the order's history when it happens.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const ORDER = "/conference/platform/manage/order";
let conf = { id: 0, timeZone: "Asia/Shanghai" };
let manager = "";
const ids: Record<string, number> = {};

async function order(no: string, status: "UNPAID" | "WAITING_CONFIRMATION", conferenceId = conf.id) {
  const db = getDb();
  const alice = await db.user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
  const o = await db.order.create({
    data: {
      orderNo: no,
      type: "OPTIONAL",
      conferenceId,
      userId: alice.id,
      totalMinor: 128000,
      currency: "CNY",
      transactionStatus: status,
      deadlineAt: new Date(Date.now() + 86_400_000),
      items: { create: [{ conferenceId, type: "OPTIONAL", titleZh: "晚宴", titleEn: "Dinner", unitPriceMinor: 128000, amountMinor: 128000 }] },
    },
  });
  ids[no] = o.id;
}

const post = async (path: string, json: unknown) => {
  const r = await callGateway("POST", `${ORDER}/${path}`, { token: manager, json });
  return { status: r.status, body: await envelopeOf<{ transactionStatus?: string; payStatus?: string; fieldErrors?: Record<string, string> }>(r) };
};
const detail = async (no: string) => (await envelopeOf<OrderDetail>(await callGateway("GET", `${ORDER}/detail/${ids[no]}`, { token: manager }))).data;

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  const c = await db.conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  await order("F-CONFIRM", "WAITING_CONFIRMATION");
  await order("F-EXCEPT", "WAITING_CONFIRMATION");
  await order("F-LATER", "UNPAID");
  await order("F-OTHER", "UNPAID", (await db.conferenceDomain.findUniqueOrThrow({ where: { host: "draft.localhost" } })).conferenceId);
  manager = (await createSession((await db.user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id)).token;
});

describe("manager order moves through the gateway", () => {
  it("confirms a payment only with the total and a past date, once, and records who did it", async () => {
    const today = todayIn(conf.timeZone);
    const base = { orderId: ids["F-CONFIRM"], paidOn: today, transactionNo: "BANK-42" };
    const wrong = await post("confirm", { ...base, amountMinor: 100000 });
    expect([wrong.status, wrong.body.data.fieldErrors]).toEqual([400, { amountMinor: "金额必须等于订单总额（¥1,280.00）。" }]);
    const future = await post("confirm", { ...base, amountMinor: 128000, paidOn: "2999-01-01" });
    expect([future.status, Object.keys(future.body.data.fieldErrors ?? {})]).toEqual([400, ["paidOn"]]);

    const ok = await post("confirm", { ...base, amountMinor: 128000 });
    expect([ok.status, ok.body.data]).toMatchObject([200, [{ transactionStatus: "PAID", payStatus: "PAID" }]]);
    expect((await post("confirm", { ...base, amountMinor: 128000 })).status).toBe(409);

    const d = await detail("F-CONFIRM");
    expect([d.transactionStatus, d.transactionNo, d.paymentMethod]).toEqual(["PAID", "BANK-42", "BANK_REMITTANCE"]);
    expect(d.history.at(-1)).toMatchObject({ from: "WAITING_CONFIRMATION", to: "PAID", reason: "BANK-42", actor: { email: "manager@example.org" } });
    expect(d.bills).toMatchObject([{ status: "SUCCEEDED", amountMinor: 128000, confirmedBy: { email: "manager@example.org" } }]);
  });

  it("cancels a paid order only with a refund note, and keeps the note", async () => {
    const refused = await post("cancel", { orderId: ids["F-CONFIRM"], reason: "Attendee cannot come", refundNote: "" });
    expect([refused.status, Object.keys(refused.body.data.fieldErrors ?? {})]).toEqual([400, ["refundNote"]]);
    const ok = await post("cancel", { orderId: ids["F-CONFIRM"], reason: "Attendee cannot come", refundNote: "Refunded in full on 2026-11-25" });
    expect([ok.status, ok.body.data.transactionStatus]).toEqual([200, "CANCELLED"]);
    const d = await detail("F-CONFIRM");
    expect([d.available, d.refundNote, d.voidReason, d.history.at(-1)?.reason]).toEqual([
      false,
      "Refunded in full on 2026-11-25",
      "cancelledByManager",
      "Attendee cannot come",
    ]);
    expect((await post("refundNote", { orderId: ids["F-CONFIRM"], refundNote: "Refunded 1,280 CNY" })).status).toBe(200);
    expect((await detail("F-CONFIRM")).refundNote).toBe("Refunded 1,280 CNY");
  });

  it("marks an exception with a reason, then sends it back to unpaid; refuses what the table does not allow", async () => {
    const noReason = await post("exception", { orderId: ids["F-EXCEPT"], reason: " " });
    expect([noReason.status, noReason.body.data.fieldErrors]).toEqual([400, { reason: "此项为必填项" }]);
    expect((await post("exception", { orderId: ids["F-EXCEPT"], reason: "Half arrived" })).body.data.transactionStatus).toBe("PAYMENT_EXCEPTION");
    expect((await post("exception", { orderId: ids["F-EXCEPT"], reason: "Again" })).status).toBe(409);
    expect((await post("rejectClaim", { orderId: ids["F-EXCEPT"], reason: "Returned to sender" })).body.data.transactionStatus).toBe("UNPAID");
    expect((await detail("F-EXCEPT")).history.slice(-2).map((h) => [h.from, h.to, h.reason])).toEqual([
      ["WAITING_CONFIRMATION", "PAYMENT_EXCEPTION", "Half arrived"],
      ["PAYMENT_EXCEPTION", "UNPAID", "Returned to sender"],
    ]);
  });

  it("lets an unpaid order be paid later, and keeps to the host's conference", async () => {
    const r = await post("payLater", { orderId: ids["F-LATER"], reason: "" });
    expect([r.status, r.body.data.payStatus]).toEqual([200, "DELAY"]);
    // nothing typed: the platform's words, in the caller's language
    expect((await detail("F-LATER")).history.at(-1)).toMatchObject({ from: "UNPAID", to: "UNPAID", reason: "允许暂缓支付" });
    expect((await post("cancel", { orderId: ids["F-OTHER"], reason: "Not ours", refundNote: "" })).status).toBe(404);
    expect((await callGateway("GET", `${ORDER}/detail/${ids["F-OTHER"]}`, { token: manager })).status).toBe(404);
    const list = await envelopeOf<{ total: number }>(await callGateway("GET", `${ORDER}/list?search=F-`, { token: manager }));
    expect(list.data.total).toBe(3);
  });
});
