import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { createSession, SESSION_COOKIE } from "@/lib/server/session-store";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees, makeCategory, makeFee } from "@/tests/support/billing";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withRequest } from "@/tests/support/request-scope";
import { declarePaidAction, startPaymentAction } from "@/lib/payments/payer-actions";
import { cancelOwnOrderAction, createFeeOrdersAction } from "./participant-actions";

// The fee page's actions and the gateway's calls answer the same: both call one use case
// (fee-orders.ts, payments/payer.ts), so a person ordering, cancelling and declaring a bank
// transfer gets answers of the same shape whichever way they ask.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {}, updateTag: () => {}, refresh: () => {} }));
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("use-intl/core");
  const { loadMessages } = await import("@/lib/i18n/messages");
  const messages = await loadMessages("en");
  const t = createTranslator({ locale: "en", messages, onError: () => {} });
  return { getTranslations: async () => t, getLocale: async () => "en", getMessages: async () => messages };
});
useTestDatabase();

const HOST = "demo.localhost";
let feeId = 0;
const tokens: string[] = [];

/** Calls a server action the way the browser does: this person's session cookie, same origin. */
function asPage<T>(token: string, call: () => Promise<T>): Promise<T> {
  const headers = new Headers({ host: HOST, origin: `http://${HOST}`, cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` });
  return withRequest(new Request(`http://${HOST}/`, { method: "POST", headers }), call);
}

async function viaGateway<T>(token: string, path: string, json: unknown): Promise<T> {
  const r = await callGateway("POST", path, { host: HOST, token, json });
  const e = await envelopeOf<T>(r);
  expect(r.status, e.message).toBe(200);
  return e.data;
}

function viaPage<T>(r: { ok: true; data: T } | { ok: false; message: string }): T {
  if (!r.ok) throw new Error(r.message);
  return r.data;
}

const shape = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(shape)
    : v && typeof v === "object" && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]))
      : typeof v;

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  const conferenceId = (await db.conferenceDomain.findUniqueOrThrow({ where: { host: HOST } })).conferenceId;
  feeId = (await makeFee(conferenceId, (await makeCategory(conferenceId)).id, { perAccountMax: 2 })).id;
  for (const u of await makeAttendees(conferenceId, "same-answer-", 2)) tokens.push((await createSession(u.id)).token);
});

describe("the fee page and the gateway answer alike", () => {
  it("ordering a fee: the orders made and where to pay them", async () => {
    const choice = { registrationFeeId: feeId, optional: [], invitationCode: "" };
    const page = viaPage(await asPage(tokens[0], () => createFeeOrdersAction(choice)));
    const api = await viaGateway<typeof page>(tokens[1], "/conference/fee/order/create", choice);
    expect(page.next).toBe(`/profile/order/pay/goto/${page.orders[0].id}`);
    expect(api.next).toBe(`/profile/order/pay/goto/${api.orders[0].id}`);
    expect(shape(JSON.parse(JSON.stringify(page)))).toEqual(shape(api));

    // Cancelling: the order and its new status, both ways (and the fee can be ordered again).
    expect(viaPage(await asPage(tokens[0], () => cancelOwnOrderAction({ orderId: page.orders[0].id })))).toEqual({
      id: page.orders[0].id,
      transactionStatus: "CANCELLED",
    });
    expect(await viaGateway(tokens[1], "/conference/order/cancel", { orderId: api.orders[0].id })).toEqual({
      id: api.orders[0].id,
      transactionStatus: "CANCELLED",
    });
  });

  it("'I have paid' on a bank transfer: the bill, its status and its result page", async () => {
    const pay = async (i: number) => {
      const order = viaPage(await asPage(tokens[i], () => createFeeOrdersAction({ registrationFeeId: feeId, optional: [], invitationCode: "" })));
      const started = viaPage(await asPage(tokens[i], () => startPaymentAction({ orderIds: [order.orders[0].id], method: "BANK_REMITTANCE" })));
      return (started as { billNo: string }).billNo;
    };
    const [first, second] = [await pay(0), await pay(1)];
    const page = viaPage(await asPage(tokens[0], () => declarePaidAction({ billNo: first, payerNote: "sent today" })));
    const api = await viaGateway(tokens[1], "/conference/order/pay/declare", { billNo: second, payerNote: "sent today" });
    expect(page).toEqual({ billNo: first, status: "PENDING", next: `/profile/order/pay/goto/result/${first}` });
    expect(api).toEqual({ billNo: second, status: "PENDING", next: `/profile/order/pay/goto/result/${second}` });
  });
});
