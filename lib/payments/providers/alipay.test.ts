import { createPrivateKey, createSign, createVerify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alipaySim } from "@/lib/payments/simulator/alipay";
import { createSimKeys, rsaKeyPair, simMethodConfigs, type KeyPair, type SimKeys } from "@/lib/payments/simulator/keys";
import { startSimulator, type Simulator } from "@/lib/payments/simulator/server";
import { alipayProvider, beijingTime } from "./alipay";
import { SIMULATOR_PREFIX } from "./endpoints";
import { providerHttp } from "./http";
import { NotifyRejected, ProviderUnavailable, type CreateInput, type HttpResponse, type NotifyRequest, type ProviderContext } from "./types";

// The Alipay adapter: notifications built and signed here (Alipay's v2 rule written out again, not
// the SDK's), query answers with forged signatures, and the whole round trip through the simulator.

type Fields = Record<string, string>;

let keys: SimKeys;
let other: KeyPair;
let sim: Simulator;
let ctx: ProviderContext;
let receiver: http.Server;
let notifyUrl: string;
const received: string[] = [];

const FIXED_NOW = new Date("2026-11-23T02:04:05Z"); // 10:04:05 in Beijing

/** Alipay's notify signature: all fields but sign / sign_type, sorted, k=v joined by "&", raw values. */
function signNotify(f: Fields, privateKeyPem: string): Fields {
  const content = Object.keys(f)
    .filter((k) => k !== "sign" && k !== "sign_type")
    .sort()
    .map((k) => `${k}=${f[k]}`)
    .join("&");
  return { ...f, sign: createSign("RSA-SHA256").update(content, "utf8").sign(privateKeyPem, "base64") };
}

function paidFields(over: Fields = {}): Fields {
  return {
    notify_time: "2026-11-23 10:05:00",
    notify_type: "trade_status_sync",
    notify_id: "ac05099524730693a8b330c5ecf72da978",
    app_id: keys.alipay.appId,
    charset: "utf-8",
    version: "1.0",
    sign_type: "RSA2",
    trade_no: "2026112322001411111111111111",
    out_trade_no: "P20261123-ABCD2345",
    total_amount: "123.45",
    receipt_amount: "123.45",
    trade_status: "TRADE_SUCCESS",
    seller_id: keys.alipay.sellerId,
    gmt_create: "2026-11-23 10:04:30",
    gmt_payment: "2026-11-23 10:04:59",
    subject: "Conference 2027 · R20261123-0001",
    ...over,
  };
}

const asRequest = (f: Fields): NotifyRequest => ({
  method: "POST",
  url: "https://conf.example/api/payments/notify/alipay",
  headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
  rawBody: new URLSearchParams(f).toString(),
});

const notifyOf = (f: Fields, c = ctx) => alipayProvider.verifyNotify(c, asRequest(signNotify(f, keys.alipay.alipay.privateKeyPem)));

async function rejection(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(NotifyRejected);
  return (e as NotifyRejected).reason;
}

function input(over: Partial<CreateInput> = {}): CreateInput {
  const billNo = over.billNo ?? `P20261123-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  return {
    billNo,
    amountMinor: 12345,
    currency: "CNY",
    subject: "Conference 2027 · R20261123-0001",
    notifyUrl,
    returnUrl: `http://conf.localhost:3000/profile/order/pay/goto/result/${billNo}`,
    cancelUrl: `http://conf.localhost:3000/profile/order/pay/goto/1?cancelled=${billNo}`,
    mobile: false,
    clientIp: "127.0.0.1",
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
    locale: "zh",
    ...over,
  };
}

const bill = (i: CreateInput) => ({ billNo: i.billNo, providerRef: null, amountMinor: i.amountMinor, currency: i.currency, createdAt: i.createdAt });

/** The browser: open the checkout (GET gateway.do → 303 /sim/pay/{id}) and press a button there. */
async function payAtSimulator(checkoutUrl: string, decision: "approve" | "decline"): Promise<string> {
  const opened = await fetch(checkoutUrl, { redirect: "manual" });
  expect(opened.status).toBe(303);
  const payPage = new URL(opened.headers.get("location")!, sim.url);
  expect(payPage.pathname).toMatch(/^\/sim\/pay\/ALI[0-9A-F]+$/);
  const decided = await fetch(payPage, { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });
  expect(decided.status).toBe(303);
  return decided.headers.get("location")!;
}

async function nextNotify(billNo: string, tradeStatus: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const hit = received.find((b) => {
      const f = new URLSearchParams(b);
      return f.get("out_trade_no") === billNo && f.get("trade_status") === tradeStatus;
    });
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${tradeStatus} notification for ${billNo}`);
}

beforeAll(async () => {
  keys = createSimKeys();
  other = rsaKeyPair();
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      received.push(body);
      const ack = alipayProvider.ack(true);
      res.writeHead(ack.status, { "content-type": ack.contentType }).end(ack.body);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/notify/alipay`;
  sim = await startSimulator({ keys, modules: [alipaySim] });
  ctx = {
    credentials: simMethodConfigs(keys).ALIPAY,
    baseUrl: sim.url + SIMULATOR_PREFIX.ALIPAY,
    http: providerHttp("ALIPAY", { timeoutMs: 5000, retries: 1, backoffMs: 10 }),
    now: () => new Date(),
  };
});

afterAll(async () => {
  await sim?.close();
  await new Promise<void>((r) => (receiver ? receiver.close(() => r()) : r()));
});

describe("alipay verifyNotify", () => {
  it("reads a paid notification", async () => {
    expect(await notifyOf(paidFields())).toEqual({
      billNo: "P20261123-ABCD2345",
      amountMinor: 12345,
      currency: "CNY",
      providerTxnId: "2026112322001411111111111111",
      outcome: "paid",
    });
  });

  it("gives the same notice for the same message twice (the adapter keeps no state)", async () => {
    const req = asRequest(signNotify(paidFields(), keys.alipay.alipay.privateKeyPem));
    expect(await alipayProvider.verifyNotify(ctx, req)).toEqual(await alipayProvider.verifyNotify(ctx, req));
  });

  it("verifies over the raw decoded values (a subject with %, & and = is signed as it reads)", async () => {
    const n = await notifyOf(paidFields({ subject: "100% 会议 a&b=c +1" }));
    expect(n.outcome).toBe("paid");
  });

  it("maps TRADE_FINISHED to paid, WAIT_BUYER_PAY to pending and an unpaid TRADE_CLOSED to closed", async () => {
    expect((await notifyOf(paidFields({ trade_status: "TRADE_FINISHED" }))).outcome).toBe("paid");
    expect((await notifyOf(paidFields({ trade_status: "WAIT_BUYER_PAY" }))).outcome).toBe("pending");
    const closed = await notifyOf(paidFields({ trade_status: "TRADE_CLOSED", gmt_payment: "" }));
    expect(closed).toMatchObject({ outcome: "closed", amountMinor: 12345 });
  });

  it("reports refunds with the refunded amount", async () => {
    const full = await notifyOf(paidFields({ trade_status: "TRADE_CLOSED", refund_fee: "123.45", gmt_refund: "2026-11-24 09:00:00.000" }));
    expect(full).toMatchObject({ outcome: "refunded", amountMinor: 12345 });
    const partial = await notifyOf(paidFields({ refund_fee: "23.45", gmt_refund: "2026-11-24 09:00:00.000" }));
    expect(partial).toMatchObject({ outcome: "refunded", amountMinor: 2345 });
  });

  it("refuses an amount changed after signing", async () => {
    const signed = signNotify(paidFields(), keys.alipay.alipay.privateKeyPem);
    expect(await rejection(alipayProvider.verifyNotify(ctx, asRequest({ ...signed, total_amount: "0.01" })))).toBe("badSignature");
  });

  it("refuses a message signed with another key, or with no RSA2 sign", async () => {
    expect(await rejection(alipayProvider.verifyNotify(ctx, asRequest(signNotify(paidFields(), other.privateKeyPem))))).toBe("badSignature");
    const { sign: _sign, ...unsigned } = signNotify(paidFields(), keys.alipay.alipay.privateKeyPem);
    expect(await rejection(alipayProvider.verifyNotify(ctx, asRequest(unsigned)))).toBe("badSignature");
    const rsa1 = signNotify(paidFields({ sign_type: "RSA" }), keys.alipay.alipay.privateKeyPem);
    expect(await rejection(alipayProvider.verifyNotify(ctx, asRequest(rsa1)))).toBe("badSignature");
  });

  it("refuses a correctly signed message for another app or another seller", async () => {
    expect(await rejection(notifyOf(paidFields({ app_id: "2021000000009999" })))).toBe("wrongMerchant");
    expect(await rejection(notifyOf(paidFields({ seller_id: "2088000000009999" })))).toBe("wrongMerchant");
    // Without a configured seller id only the app id is checked.
    const noSeller = { ...ctx, credentials: { ...ctx.credentials, sellerId: "" } };
    expect((await notifyOf(paidFields({ seller_id: "2088000000009999" }), noSeller)).outcome).toBe("paid");
  });

  it("refuses a signed message it cannot read", async () => {
    expect(await rejection(notifyOf(paidFields({ total_amount: "12.345" })))).toBe("malformed");
    expect(await rejection(notifyOf(paidFields({ trade_status: "SOMETHING_NEW" })))).toBe("malformed");
  });

  it("takes keys as bare base64 and PKCS#1 PEM as well", async () => {
    const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, "");
    const pkcs1 = String(createPrivateKey(keys.alipay.app.privateKeyPem).export({ type: "pkcs1", format: "pem" }));
    const c = { ...ctx, credentials: { ...ctx.credentials, alipayPublicKey: bare(keys.alipay.alipay.publicKeyPem), appPrivateKey: pkcs1 } };
    expect((await notifyOf(paidFields(), c)).outcome).toBe("paid");
    const c2 = { ...c, credentials: { ...c.credentials, appPrivateKey: bare(keys.alipay.app.privateKeyPem) } };
    const { checkout } = await alipayProvider.createPayment(c2, input());
    expect((await fetch((checkout as { url: string }).url, { redirect: "manual" })).status).toBe(303);
  });
});

describe("alipay createPayment", () => {
  const fixed = () => ({ ...ctx, now: () => FIXED_NOW });
  const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it("signs a page pay GET of the gateway", async () => {
    const i = input({ expiresAt: new Date("2026-11-23T04:04:05Z") });
    const r = await alipayProvider.createPayment(fixed(), i);
    expect(r.channel).toBe("page");
    if (r.checkout.kind !== "redirect") throw new Error("redirect expected");
    expect(r.checkout.url.startsWith(`${ctx.baseUrl}/gateway.do?`)).toBe(true);
    const p = paramsOf(r.checkout.url);
    expect(p).toMatchObject({
      app_id: keys.alipay.appId,
      method: "alipay.trade.page.pay",
      format: "JSON",
      charset: "utf-8",
      sign_type: "RSA2",
      version: "1.0",
      timestamp: "2026-11-23 10:04:05",
      notify_url: i.notifyUrl,
      return_url: i.returnUrl,
    });
    expect(JSON.parse(p.biz_content)).toEqual({
      out_trade_no: i.billNo,
      total_amount: "123.45",
      subject: "Conference 2027 · R20261123-0001",
      product_code: "FAST_INSTANT_TRADE_PAY",
      time_expire: "2026-11-23 12:04:05",
    });
    // Alipay checks requests over every parameter but sign, sorted.
    const { sign, ...rest } = p;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join("&");
    expect(createVerify("RSA-SHA256").update(content, "utf8").verify(keys.alipay.app.publicKeyPem, sign, "base64")).toBe(true);
  });

  it("uses wap pay with the cancel URL as quit_url on a phone", async () => {
    const i = input({ mobile: true, amountMinor: 5, subject: "A/B=C&D" });
    const r = await alipayProvider.createPayment(fixed(), i);
    expect(r.channel).toBe("wap");
    const p = paramsOf((r.checkout as { url: string }).url);
    expect(p.method).toBe("alipay.trade.wap.pay");
    expect(JSON.parse(p.biz_content)).toMatchObject({ product_code: "QUICK_WAP_WAY", quit_url: i.cancelUrl, total_amount: "0.05", subject: "A B C D" });
  });

  it("charges CNY only", async () => {
    expect(alipayProvider.supports("CNY")).toBe(true);
    expect(alipayProvider.supports("USD")).toBe(false);
    await expect(alipayProvider.createPayment(ctx, input({ currency: "USD" }))).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it("formats Beijing time across midnight", () => {
    expect(beijingTime(new Date("2026-12-31T16:30:00Z"))).toBe("2027-01-01 00:30:00");
  });
});

describe("alipay query answers", () => {
  const KEY = "alipay_trade_query_response";
  const withAnswer = (text: string): ProviderContext => ({ ...ctx, http: async (): Promise<HttpResponse> => ({ status: 200, headers: new Headers(), text }) });
  const signed = (inner: string, pem = keys.alipay.alipay.privateKeyPem) =>
    `{"${KEY}":${inner},"sign":"${createSign("RSA-SHA256").update(inner, "utf8").sign(pem, "base64")}"}`;
  const ref = { billNo: "P20261123-ABCD2345", providerRef: null, amountMinor: 12345, currency: "CNY", createdAt: new Date() };
  const paid = `{"code":"10000","msg":"Success","trade_no":"2026112322001411111111111111","out_trade_no":"P20261123-ABCD2345","trade_status":"TRADE_SUCCESS","total_amount":"123.45","note":"a\\/b"}`;

  it("verifies the signature over the exact text Alipay sent", async () => {
    // "\/" is what Alipay writes; re-serialising it as "/" would break the signature.
    expect(await alipayProvider.query(withAnswer(signed(paid)), ref)).toMatchObject({ outcome: "paid", amountMinor: 12345 });
    const signFirst = `{"sign":${JSON.stringify(JSON.parse(signed(paid)).sign)}, "${KEY}" : ${paid}}`;
    expect((await alipayProvider.query(withAnswer(signFirst), ref)).outcome).toBe("paid");
  });

  it("refuses an unsigned, tampered or foreign-signed answer", async () => {
    expect(await rejection(alipayProvider.query(withAnswer(`{"${KEY}":${paid}}`), ref))).toBe("badSignature");
    expect(await rejection(alipayProvider.query(withAnswer(signed(paid).replace("123.45", "0.01")), ref))).toBe("badSignature");
    expect(await rejection(alipayProvider.query(withAnswer(signed(paid, other.privateKeyPem)), ref))).toBe("badSignature");
  });

  it("reads a trade that does not exist yet as pending, other errors as unavailable", async () => {
    const missing = `{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_NOT_EXIST","sub_msg":"交易不存在"}`;
    expect(await alipayProvider.query(withAnswer(signed(missing)), ref)).toEqual({
      billNo: ref.billNo,
      amountMinor: 12345,
      currency: "CNY",
      providerTxnId: null,
      outcome: "pending",
    });
    const busy = `{"code":"20000","msg":"Service Currently Unavailable","sub_code":"aop.unknow-error"}`;
    await expect(alipayProvider.query(withAnswer(signed(busy)), ref)).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(alipayProvider.query(withAnswer(`{"error_response":{"code":"40002","sub_code":"isv.invalid-app-id"}}`), ref)).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    await expect(alipayProvider.query(withAnswer("<html>busy</html>"), ref)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it("refuses a signed answer about another bill", async () => {
    expect(await rejection(alipayProvider.query(withAnswer(signed(paid)), { ...ref, billNo: "P20261123-ZZZZ9999" }))).toBe("malformed");
  });
});

describe("alipay through the simulator", () => {
  it("pays, notifies, answers the query and refunds", async () => {
    const i = input();
    const { checkout } = await alipayProvider.createPayment(ctx, i);
    const back = new URL(await payAtSimulator((checkout as { url: string }).url, "approve"));
    expect(`${back.origin}${back.pathname}`).toBe(i.returnUrl);
    expect(back.searchParams.get("method")).toBe("alipay.trade.page.pay.return");
    expect(back.searchParams.get("out_trade_no")).toBe(i.billNo);

    const paid = await alipayProvider.verifyNotify(ctx, { ...asRequest({}), rawBody: await nextNotify(i.billNo, "TRADE_SUCCESS") });
    expect(paid).toMatchObject({ billNo: i.billNo, amountMinor: 12345, currency: "CNY", outcome: "paid" });
    expect(paid.providerTxnId).toMatch(/^\d{28}$/);
    expect(await alipayProvider.query(ctx, bill(i))).toEqual(paid);

    const refundIn = { ...bill(i), providerTxnId: paid.providerTxnId!, refundNo: "R20261124-0001", reason: "cancelled" };
    expect(await alipayProvider.refund(ctx, refundIn)).toEqual({ refundId: "R20261124-0001", status: "done" });
    const refunded = await alipayProvider.verifyNotify(ctx, { ...asRequest({}), rawBody: await nextNotify(i.billNo, "TRADE_CLOSED") });
    expect(refunded).toMatchObject({ billNo: i.billNo, outcome: "refunded", amountMinor: 12345 });
    // The same refund number again moves no money.
    expect(await alipayProvider.refund(ctx, refundIn)).toEqual({ refundId: "R20261124-0001", status: "pending" });
    expect(sim.state.deliveries.filter((d) => d.billNo === i.billNo).map((d) => d.event)).toEqual(["TRADE_SUCCESS", "REFUND"]);
    expect(sim.state.deliveries.find((d) => d.billNo === i.billNo)!.attempts[0]).toMatchObject({ status: 200, body: "success" });
  });

  it("closes a declined wap payment and sends the payer to the cancel URL", async () => {
    const i = input({ mobile: true });
    const { checkout } = await alipayProvider.createPayment(ctx, i);
    expect(await payAtSimulator((checkout as { url: string }).url, "decline")).toBe(i.cancelUrl);
    const closed = await alipayProvider.verifyNotify(ctx, { ...asRequest({}), rawBody: await nextNotify(i.billNo, "TRADE_CLOSED") });
    expect(closed).toMatchObject({ billNo: i.billNo, outcome: "closed", amountMinor: 12345 });
    expect((await alipayProvider.query(ctx, bill(i))).outcome).toBe("closed");
  });

  it("answers pending before the payer opened the cashier, and refuses to refund an unknown trade", async () => {
    const i = input();
    expect(await alipayProvider.query(ctx, bill(i))).toMatchObject({ billNo: i.billNo, outcome: "pending", providerTxnId: null });
    const open = await alipayProvider.createPayment(ctx, i);
    expect((await fetch((open.checkout as { url: string }).url, { redirect: "manual" })).status).toBe(303);
    expect(await alipayProvider.query(ctx, bill(i))).toMatchObject({ outcome: "pending", providerTxnId: expect.stringMatching(/^\d{28}$/) });
    await expect(alipayProvider.refund(ctx, { ...bill(input()), providerTxnId: "x", refundNo: "R1", reason: "" })).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it("refuses requests the app did not sign", async () => {
    const { checkout } = await alipayProvider.createPayment(ctx, input());
    const url = new URL((checkout as { url: string }).url);
    const biz = JSON.parse(url.searchParams.get("biz_content")!) as Fields;
    url.searchParams.set("biz_content", JSON.stringify({ ...biz, total_amount: "0.01" }));
    const tampered = await fetch(url, { redirect: "manual" });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("isv.invalid-signature");
    const foreign = { ...ctx, credentials: { ...ctx.credentials, appPrivateKey: other.privateKeyPem } };
    await expect(alipayProvider.query(foreign, bill(input()))).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it("reports an outage as ProviderUnavailable", async () => {
    sim.state.controls.outage = true;
    try {
      await expect(alipayProvider.query(ctx, bill(input()))).rejects.toBeInstanceOf(ProviderUnavailable);
      const refundIn = { ...bill(input()), providerTxnId: "x", refundNo: "R2", reason: "" };
      await expect(alipayProvider.refund(ctx, refundIn)).rejects.toBeInstanceOf(ProviderUnavailable);
    } finally {
      sim.state.controls.outage = false;
    }
  });
});

describe("alipay ack", () => {
  it("answers exactly success or failure in plain text", () => {
    expect(alipayProvider.ack(true)).toEqual({ status: 200, contentType: "text/plain", body: "success" });
    expect(alipayProvider.ack(false)).toEqual({ status: 400, contentType: "text/plain", body: "failure" });
  });
});
