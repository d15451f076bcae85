import { createCipheriv, createSign, createVerify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSimKeys, rsaKeyPair, selfSignedCert, simMethodConfigs, type KeyPair, type SimKeys } from "../simulator/keys";
import { startSimulator, type Simulator } from "../simulator/server";
import { wechatSim } from "../simulator/wechat";
import { SIMULATOR_PREFIX } from "./endpoints";
import { providerHttp } from "./http";
import { NotifyRejected, ProviderUnavailable, type CreateInput, type HttpRequest, type HttpResponse, type NotifyRequest, type ProviderContext } from "./types";
import { wechatProvider as wx } from "./wechat";

// WeChat Pay API v3 adapter: notifications built and signed here with keys made here, the request
// signature and body checked on a fake transport, and the whole round trip through the simulator.

const NOW = new Date("2026-11-23T10:00:00Z");
const NOW_S = String(NOW.getTime() / 1000);
const BILL = "P20261123-ABCD2345";

let keys: SimKeys;
let creds: Record<string, string>;
let stranger: KeyPair; // a key WeChat Pay never issued

beforeAll(() => {
  keys = createSimKeys();
  creds = simMethodConfigs(keys).WECHAT;
  stranger = rsaKeyPair();
});

type Rec = Record<string, unknown>;

const txn = (over: Rec = {}): Rec => ({
  appid: keys.wechat.appId,
  mchid: keys.wechat.mchId,
  out_trade_no: BILL,
  transaction_id: "4200000000202611230000000001",
  trade_type: "NATIVE",
  trade_state: "SUCCESS",
  amount: { total: 12_800, payer_total: 12_800, currency: "CNY", payer_currency: "CNY" },
  ...over,
});

const refundResource = (over: Rec = {}): Rec => ({
  mchid: keys.wechat.mchId,
  out_trade_no: BILL,
  transaction_id: "4200000000202611230000000001",
  out_refund_no: "R20261124-0001",
  refund_id: "50000000000000000000000000001",
  refund_status: "SUCCESS",
  amount: { total: 12_800, refund: 12_800, payer_total: 12_800, payer_refund: 12_800 },
  ...over,
});

function sealed(plain: Rec, apiV3Key = keys.wechat.apiV3Key): Rec {
  const nonce = "Zx9fK2pQ7wLm";
  const c = createCipheriv("aes-256-gcm", Buffer.from(apiV3Key, "utf8"), Buffer.from(nonce, "utf8"));
  c.setAAD(Buffer.from("transaction", "utf8"));
  const ciphertext = Buffer.concat([c.update(JSON.stringify(plain), "utf8"), c.final(), c.getAuthTag()]).toString("base64");
  return { original_type: "transaction", algorithm: "AEAD_AES_256_GCM", ciphertext, associated_data: "transaction", nonce };
}

const notifyBody = (event: string, resource: Rec) =>
  JSON.stringify({ id: "EV-1", create_time: "2026-11-23T18:00:00+08:00", resource_type: "encrypt-resource", event_type: event, summary: "ok", resource });

const sign = (privateKeyPem: string, timestamp: string, nonce: string, body: string) =>
  createSign("RSA-SHA256").update(`${timestamp}\n${nonce}\n${body}\n`).sign(privateKeyPem, "base64");

function platformHeaders(body: string, o: { timestamp?: string; signer?: string; serial?: string } = {}): Record<string, string> {
  const timestamp = o.timestamp ?? NOW_S;
  const nonce = "5K8264ILTKCH16CQ2502SI8ZNMTM67VS";
  return {
    "Wechatpay-Timestamp": timestamp,
    "Wechatpay-Nonce": nonce,
    "Wechatpay-Signature": sign(o.signer ?? keys.wechat.platform.privateKeyPem, timestamp, nonce, body),
    "Wechatpay-Serial": o.serial ?? keys.wechat.platformSerial,
  };
}

function notification(event: string, plain: Rec, o: { timestamp?: string; signer?: string; serial?: string; apiV3Key?: string } = {}): NotifyRequest {
  const rawBody = notifyBody(event, sealed(plain, o.apiV3Key));
  return { method: "POST", url: "https://conf.example/api/payments/notify/wechat", headers: platformHeaders(rawBody, o), rawBody };
}

const unitCtx = (over: Partial<ProviderContext> = {}): ProviderContext => ({
  credentials: creds,
  baseUrl: "https://api.mch.weixin.qq.com",
  http: () => Promise.reject(new Error("no network in this test")),
  now: () => NOW,
  ...over,
});

async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error("expected a rejection");
}

async function rejectedWith(p: Promise<unknown>, reason: NotifyRejected["reason"]) {
  const e = await rejection(p);
  expect(e).toBeInstanceOf(NotifyRejected);
  expect((e as NotifyRejected).reason).toBe(reason);
}

describe("verifyNotify", () => {
  it("a paid transaction gives the bill, amount, currency and WeChat's transaction id", async () => {
    const notice = await wx.verifyNotify(unitCtx(), notification("TRANSACTION.SUCCESS", txn()));
    expect(notice).toEqual({ billNo: BILL, amountMinor: 12_800, currency: "CNY", providerTxnId: "4200000000202611230000000001", outcome: "paid" });
  });

  it("maps the other trade states", async () => {
    const outcomeOf = async (trade_state: string) => (await wx.verifyNotify(unitCtx(), notification("TRANSACTION.SUCCESS", txn({ trade_state })))).outcome;
    expect(await outcomeOf("PAYERROR")).toBe("failed");
    expect(await outcomeOf("CLOSED")).toBe("closed");
    expect(await outcomeOf("REVOKED")).toBe("closed");
    expect(await outcomeOf("NOTPAY")).toBe("pending");
    expect(await outcomeOf("USERPAYING")).toBe("pending");
    await rejectedWith(wx.verifyNotify(unitCtx(), notification("TRANSACTION.SUCCESS", txn({ trade_state: "WHATEVER" }))), "malformed");
  });

  it("a refund notification: REFUND.SUCCESS is refunded with the refund's amount and id, ABNORMAL / CLOSED stay pending", async () => {
    const done = await wx.verifyNotify(unitCtx(), notification("REFUND.SUCCESS", refundResource({ amount: { total: 12_800, refund: 5_000 } })));
    expect(done).toEqual({ billNo: BILL, amountMinor: 5_000, currency: "CNY", providerTxnId: "50000000000000000000000000001", outcome: "refunded" });
    const abnormal = await wx.verifyNotify(unitCtx(), notification("REFUND.ABNORMAL", refundResource({ refund_status: "ABNORMAL" })));
    expect(abnormal.outcome).toBe("pending");
    const closed = await wx.verifyNotify(unitCtx(), notification("REFUND.CLOSED", refundResource({ refund_status: "CLOSED" })));
    expect(closed.outcome).toBe("pending");
  });

  it("the same message twice gives the same notice (the adapter keeps no state)", async () => {
    const msg = notification("TRANSACTION.SUCCESS", txn());
    expect(await wx.verifyNotify(unitCtx(), msg)).toEqual(await wx.verifyNotify(unitCtx(), msg));
  });

  it("reads the Wechatpay-* headers whatever their case", async () => {
    const msg = notification("TRANSACTION.SUCCESS", txn());
    const lower = Object.fromEntries(Object.entries(msg.headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect((await wx.verifyNotify(unitCtx(), { ...msg, headers: lower })).outcome).toBe("paid");
  });

  it("an amount changed after signing → badSignature", async () => {
    const msg = notification("TRANSACTION.SUCCESS", txn());
    const forged = notifyBody("TRANSACTION.SUCCESS", sealed(txn({ amount: { total: 1, currency: "CNY" } })));
    await rejectedWith(wx.verifyNotify(unitCtx(), { ...msg, rawBody: forged }), "badSignature");
  });

  it("signed with a key that is not the platform's → badSignature", async () => {
    await rejectedWith(wx.verifyNotify(unitCtx(), notification("TRANSACTION.SUCCESS", txn(), { signer: stranger.privateKeyPem })), "badSignature");
  });

  it("missing signature headers → badSignature", async () => {
    const msg = notification("TRANSACTION.SUCCESS", txn());
    const headers = { ...msg.headers };
    delete headers["Wechatpay-Signature"];
    await rejectedWith(wx.verifyNotify(unitCtx(), { ...msg, headers }), "badSignature");
  });

  it("correctly signed for another merchant or another app → wrongMerchant", async () => {
    await rejectedWith(wx.verifyNotify(unitCtx(), notification("TRANSACTION.SUCCESS", txn({ mchid: "1900009999" }))), "wrongMerchant");
    await rejectedWith(wx.verifyNotify(unitCtx(), notification("TRANSACTION.SUCCESS", txn({ appid: "wx0000000000other" }))), "wrongMerchant");
    await rejectedWith(wx.verifyNotify(unitCtx(), notification("REFUND.SUCCESS", refundResource({ mchid: "1900009999" }))), "wrongMerchant");
  });

  it("a timestamp more than five minutes from now → staleTimestamp", async () => {
    const at = (minutes: number) => String(NOW.getTime() / 1000 + minutes * 60);
    await rejectedWith(wx.verifyNotify(unitCtx(), notification("TRANSACTION.SUCCESS", txn(), { timestamp: at(-6) })), "staleTimestamp");
    await rejectedWith(wx.verifyNotify(unitCtx(), notification("TRANSACTION.SUCCESS", txn(), { timestamp: at(6) })), "staleTimestamp");
    expect((await wx.verifyNotify(unitCtx(), notification("TRANSACTION.SUCCESS", txn(), { timestamp: at(-4) }))).outcome).toBe("paid");
  });

  it("a serial that is not the platform certificate's → unknownCertificate", async () => {
    await rejectedWith(
      wx.verifyNotify(unitCtx(), notification("TRANSACTION.SUCCESS", txn(), { serial: "5157F09EFDC096DE15EBE81A47057A72" })),
      "unknownCertificate",
    );
  });

  it("a platform certificate whose serial has the high bit set still matches its own serial", async () => {
    const cert = selfSignedCert(keys.wechat.platform, "Demo platform", "F00D0000000000000001");
    const ctx = unitCtx({ credentials: { ...creds, platformCertificate: cert.certPem } });
    expect((await wx.verifyNotify(ctx, notification("TRANSACTION.SUCCESS", txn(), { serial: "F00D0000000000000001" }))).outcome).toBe("paid");
  });

  it("a bare platform public key: no serial to compare, the signature still counts", async () => {
    const ctx = unitCtx({ credentials: { ...creds, platformCertificate: keys.wechat.platform.publicKeyPem } });
    expect((await wx.verifyNotify(ctx, notification("TRANSACTION.SUCCESS", txn(), { serial: "ANY-SERIAL" }))).outcome).toBe("paid");
    await rejectedWith(wx.verifyNotify(ctx, notification("TRANSACTION.SUCCESS", txn(), { signer: stranger.privateKeyPem })), "badSignature");
  });

  it("a resource that does not decrypt with our APIv3 key → badSignature", async () => {
    await rejectedWith(
      wx.verifyNotify(unitCtx(), notification("TRANSACTION.SUCCESS", txn(), { apiV3Key: "0123456789abcdef0123456789abcdef" })),
      "badSignature",
    );
  });

  it("a signed body that is not a notification → malformed", async () => {
    const rawBody = "not json";
    await rejectedWith(wx.verifyNotify(unitCtx(), { method: "POST", url: "https://x/", headers: platformHeaders(rawBody), rawBody }), "malformed");
  });
});

describe("requests and answers (fake transport)", () => {
  const input = (over: Partial<CreateInput> = {}): CreateInput => ({
    billNo: BILL,
    amountMinor: 12_800,
    currency: "CNY",
    subject: "Conference 2027 · R20261123-0001",
    notifyUrl: "https://conf.example/api/payments/notify/wechat",
    returnUrl: "https://conf.example/pay/P20261123-ABCD2345/result?x=1",
    cancelUrl: "https://conf.example/pay",
    mobile: false,
    clientIp: "203.0.113.7",
    createdAt: new Date("2026-11-23T09:58:00Z"),
    expiresAt: new Date("2026-11-23T10:30:00Z"),
    locale: "zh",
    ...over,
  });

  /** Answers `value` signed by the platform and records what was sent. */
  function recorder(value: Rec, status = 200, signedAnswer = true) {
    const sent: HttpRequest[] = [];
    const httpFn = async (req: HttpRequest): Promise<HttpResponse> => {
      sent.push(req);
      const text = JSON.stringify(value);
      return { status, headers: new Headers(signedAnswer ? platformHeaders(text) : {}), text };
    };
    return { sent, http: httpFn };
  }

  it("signs a Native order as WeChat Pay checks it and sends the order's fields", async () => {
    const t = recorder({ code_url: "weixin://wxpay/bizpayurl?pr=abc123" });
    const subject = "会议".repeat(100); // 3 bytes a character: must be cut to ≤ 127 bytes between characters
    const r = await wx.createPayment(unitCtx({ http: t.http }), input({ subject }));
    expect(r).toEqual({ checkout: { kind: "qr", codeUrl: "weixin://wxpay/bizpayurl?pr=abc123" }, channel: "native" });

    const req = t.sent[0];
    expect(req).toMatchObject({ method: "POST", url: "https://api.mch.weixin.qq.com/v3/pay/transactions/native", idempotent: true });
    expect(req.headers).toMatchObject({ Accept: "application/json", "Content-Type": "application/json" });
    expect(req.headers?.["User-Agent"]).toBeTruthy();
    const body = JSON.parse(req.body!) as Rec;
    expect(body).toEqual({
      appid: keys.wechat.appId,
      mchid: keys.wechat.mchId,
      description: "会议".repeat(21),
      out_trade_no: BILL,
      time_expire: "2026-11-23T18:30:00+08:00",
      notify_url: "https://conf.example/api/payments/notify/wechat",
      amount: { total: 12_800, currency: "CNY" },
    });

    const auth = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(req.headers!.Authorization)![1];
    const a = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(a).toMatchObject({ mchid: keys.wechat.mchId, serial_no: keys.wechat.merchantSerial, timestamp: NOW_S });
    const message = `POST\n/v3/pay/transactions/native\n${a.timestamp}\n${a.nonce_str}\n${req.body}\n`;
    expect(createVerify("RSA-SHA256").update(message).verify(keys.wechat.merchant.publicKeyPem, a.signature, "base64")).toBe(true);
  });

  it("an H5 order carries the payer's IP and the browser goes to h5_url with our return URL", async () => {
    const t = recorder({ h5_url: "https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2" });
    const r = await wx.createPayment(unitCtx({ http: t.http }), input({ mobile: true }));
    expect(t.sent[0].url).toBe("https://api.mch.weixin.qq.com/v3/pay/transactions/h5");
    expect((JSON.parse(t.sent[0].body!) as Rec).scene_info).toEqual({ payer_client_ip: "203.0.113.7", h5_info: { type: "Wap" } });
    expect(r.channel).toBe("h5");
    expect(r.checkout).toEqual({
      kind: "redirect",
      url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2&redirect_url=${encodeURIComponent(input().returnUrl)}`,
    });
  });

  it("an answer without the platform's signature, or from another certificate, is not believed", async () => {
    await rejectedWith(wx.createPayment(unitCtx({ http: recorder({ code_url: "weixin://x" }, 200, false).http }), input()), "badSignature");
    const other = selfSignedCert(stranger, "Not the platform");
    const ctx = unitCtx({ http: recorder({ code_url: "weixin://x" }).http, credentials: { ...creds, platformCertificate: other.certPem } });
    await rejectedWith(wx.createPayment(ctx, input()), "unknownCertificate");
  });

  it("query: GET with mchid, signed with an empty body; ORDER_NOT_EXIST is pending; another error is ProviderUnavailable", async () => {
    const t = recorder({ code: "ORDER_NOT_EXIST", message: "订单不存在" }, 404, false);
    const bill = { billNo: BILL, providerRef: null, amountMinor: 12_800, currency: "CNY", createdAt: NOW };
    expect(await wx.query(unitCtx({ http: t.http }), bill)).toEqual({
      billNo: BILL,
      amountMinor: 12_800,
      currency: "CNY",
      providerTxnId: null,
      outcome: "pending",
    });
    expect(t.sent[0]).toMatchObject({
      method: "GET",
      url: `https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/${BILL}?mchid=${keys.wechat.mchId}`,
    });
    expect(t.sent[0].body).toBeUndefined();
    const a = Object.fromEntries([...t.sent[0].headers!.Authorization.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const message = `GET\n/v3/pay/transactions/out-trade-no/${BILL}?mchid=${keys.wechat.mchId}\n${a.timestamp}\n${a.nonce_str}\n\n`;
    expect(createVerify("RSA-SHA256").update(message).verify(keys.wechat.merchant.publicKeyPem, a.signature, "base64")).toBe(true);

    const e = await rejection(wx.query(unitCtx({ http: recorder({ code: "PARAM_ERROR", message: "x" }, 400, false).http }), bill));
    expect(e).toBeInstanceOf(ProviderUnavailable);
  });

  it("refund: SUCCESS is done, PROCESSING is pending; the whole bill is refunded", async () => {
    const t = recorder({ refund_id: "5000001", out_refund_no: "R1", status: "PROCESSING" });
    const refund = {
      billNo: BILL,
      providerRef: null,
      amountMinor: 12_800,
      currency: "CNY",
      createdAt: NOW,
      providerTxnId: "4200",
      refundNo: "R1",
      reason: "cancelled",
    };
    expect(await wx.refund(unitCtx({ http: t.http }), refund)).toEqual({ refundId: "5000001", status: "pending" });
    expect(JSON.parse(t.sent[0].body!)).toEqual({
      out_trade_no: BILL,
      out_refund_no: "R1",
      reason: "cancelled",
      amount: { refund: 12_800, total: 12_800, currency: "CNY" },
    });
    const ok = recorder({ refund_id: "5000001", status: "SUCCESS" });
    expect(await wx.refund(unitCtx({ http: ok.http }), refund)).toEqual({ refundId: "5000001", status: "done" });
  });

  it("supports CNY only", () => {
    expect(wx.supports("CNY")).toBe(true);
    expect(wx.supports("USD")).toBe(false);
  });

  it("ack: 204 with no body when processed, 400 FAIL otherwise", () => {
    expect(wx.ack(true)).toMatchObject({ status: 204, body: "" });
    const no = wx.ack(false);
    expect(no.status).toBe(400);
    expect(no.contentType).toBe("application/json");
    expect(JSON.parse(no.body)).toMatchObject({ code: "FAIL" });
  });
});

describe("round trip through the simulator", () => {
  let sim: Simulator;
  let receiver: http.Server;
  let notifyUrl: string;
  const received: NotifyRequest[] = [];

  beforeAll(async () => {
    sim = await startSimulator({ keys, modules: [wechatSim] });
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : (v ?? "")]));
        received.push({ method: req.method ?? "POST", url: req.url ?? "/", headers, rawBody: Buffer.concat(chunks).toString("utf8") });
        const ack = wx.ack(true);
        res.writeHead(ack.status, { "content-type": ack.contentType }).end(ack.body);
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/notify/wechat`;
  });

  afterAll(async () => {
    await sim?.close();
    await new Promise((r) => receiver?.close(r));
  });

  const ctx = (credentials = creds): ProviderContext => ({
    credentials,
    baseUrl: sim.url + SIMULATOR_PREFIX.WECHAT,
    http: providerHttp("WECHAT", { timeoutMs: 5000, retries: 1, backoffMs: 10 }),
    now: () => new Date(),
  });
  const input = (billNo: string, mobile = false): CreateInput => ({
    billNo,
    amountMinor: 35_050,
    currency: "CNY",
    subject: "Conference 2027 · R20261123-0001",
    notifyUrl,
    returnUrl: `https://conf.example/pay/${billNo}/result`,
    cancelUrl: "https://conf.example/pay",
    mobile,
    clientIp: "203.0.113.7",
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
    locale: "en",
  });
  const bill = (billNo: string) => ({ billNo, providerRef: null, amountMinor: 35_050, currency: "CNY", createdAt: new Date() });

  /** GET as the browser does, without following: the Location it is sent to. */
  async function location(url: string): Promise<string> {
    const res = await fetch(url, { redirect: "manual" });
    expect(res.status).toBe(303);
    return res.headers.get("location")!;
  }
  const decide = (id: string, decision: "approve" | "decline") =>
    fetch(`${sim.url}/sim/pay/${id}`, { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });

  async function notificationFor(billNo: string): Promise<NotifyRequest> {
    for (let i = 0; i < 300; i++) {
      const hit = received.find((n) => n.rawBody && sim.state.deliveries.some((d) => d.billNo === billNo && d.notify.body === n.rawBody));
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no notification for ${billNo}`);
  }

  it("Native: scan, approve, notification verifies as paid, query paid, refund done", async () => {
    const billNo = "P20261123-NATIVE01";
    const r = await wx.createPayment(ctx(), input(billNo));
    expect(r.channel).toBe("native");
    if (r.checkout.kind !== "qr") throw new Error("expected a QR code");
    expect(r.checkout.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    // the same order again is the same prepay (WeChat de-duplicates by out_trade_no)
    expect((await wx.createPayment(ctx(), input(billNo))).checkout).toEqual(r.checkout);

    const payPage = await location(`${sim.url}/wechat/scan?code=${encodeURIComponent(r.checkout.codeUrl)}`);
    const id = payPage.split("/").pop()!;
    expect(payPage).toBe(`/sim/pay/${id}`);
    const done = await decide(id, "approve");
    expect(done.status).toBe(200);
    expect(await done.text()).toMatch(/data-testid="sim-done"[\s\S]*Paid/);

    const notice = await wx.verifyNotify(ctx(), await notificationFor(billNo));
    expect(notice).toMatchObject({ billNo, amountMinor: 35_050, currency: "CNY", outcome: "paid" });
    expect(notice.providerTxnId).toMatch(/^4200\d{24}$/);
    // The simulator records the attempt once our answer has reached it: wait for that, not a moment.
    await expect.poll(() => sim.state.deliveries.find((d) => d.billNo === billNo)?.attempts[0]?.status).toBe(204);

    expect(await wx.query(ctx(), bill(billNo))).toEqual(notice);
    const refund = { ...bill(billNo), providerTxnId: notice.providerTxnId!, refundNo: "R20261124-0001", reason: "cancelled" };
    const refunded = await wx.refund(ctx(), refund);
    expect(refunded.status).toBe("done");
    expect(await wx.refund(ctx(), refund)).toEqual(refunded); // the same refund number is the same refund
    expect((await wx.query(ctx(), bill(billNo))).outcome).toBe("refunded");
  });

  it("H5: the browser lands on the payer's page, a decline returns it to our return URL, no notification, query says failed", async () => {
    const billNo = "P20261123-H5DECL01";
    const r = await wx.createPayment(ctx(), input(billNo, true));
    expect(r.channel).toBe("h5");
    if (r.checkout.kind !== "redirect") throw new Error("expected a redirect");
    const id = (await location(r.checkout.url)).split("/").pop()!;
    const back = await decide(id, "decline");
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(input(billNo).returnUrl);
    expect(sim.state.deliveries.some((d) => d.billNo === billNo)).toBe(false);
    expect(await wx.query(ctx(), bill(billNo))).toMatchObject({ billNo, outcome: "failed", providerTxnId: null });
  });

  it("a bill WeChat Pay has never seen is pending", async () => {
    expect(await wx.query(ctx(), bill("P20261123-UNKNOWN1"))).toMatchObject({ outcome: "pending", providerTxnId: null });
  });

  it("the simulator refuses a request signed with a key it does not know (401 SIGN_ERROR)", async () => {
    const e = await rejection(wx.createPayment(ctx({ ...creds, merchantPrivateKey: stranger.privateKeyPem }), input("P20261123-BADSIGN1")));
    expect(e).toBeInstanceOf(ProviderUnavailable);
    expect((e as Error).message).toContain("401 SIGN_ERROR");
  });

  it("answers signed by another key than the configured platform certificate are not believed", async () => {
    const impostor = selfSignedCert(stranger, "Impostor platform", keys.wechat.platformSerial);
    await rejectedWith(wx.createPayment(ctx({ ...creds, platformCertificate: impostor.certPem }), input("P20261123-IMPOST01")), "badSignature");
  });

  it("an outage: create and query are ProviderUnavailable", async () => {
    sim.state.controls.outage = true;
    try {
      expect(await rejection(wx.createPayment(ctx(), input("P20261123-OUTAGE01")))).toBeInstanceOf(ProviderUnavailable);
      expect(await rejection(wx.query(ctx(), bill("P20261123-OUTAGE01")))).toBeInstanceOf(ProviderUnavailable);
    } finally {
      sim.state.controls.outage = false;
    }
  });
});
