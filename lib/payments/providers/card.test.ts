import { createHash, createSign, createVerify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardSim } from "@/lib/payments/simulator/card";
import { createSimKeys, pkcs12Base64, rsaKeyPair, selfSignedCert, simMethodConfigs, type KeyPair, type SimKeys } from "@/lib/payments/simulator/keys";
import { startSimulator, type Simulator } from "@/lib/payments/simulator/server";
import { cardDomesticProvider, cardForeignProvider } from "./card";
import { SIMULATOR_PREFIX } from "./endpoints";
import { providerHttp } from "./http";
import { NotifyRejected, ProviderUnavailable, type HttpRequest, type ProviderContext } from "./types";

// The card provider (ACP 5.1.0): messages built and signed here with keys made here, then the whole
// round trip through the loopback simulator.

type Fields = Record<string, string>;

let keys: SimKeys;
let stranger: KeyPair;
let strangerCertPem: string;
let providerCertId: string;

const decimal = (hex: string) => BigInt(`0x${hex}`).toString(10);

/** ACP signMethod 01, written independently of the adapter: RSA-SHA256 over hex(SHA-256(sorted k=v&…)). */
function acpSign(f: Fields, privateKeyPem: string): Fields {
  const data = Object.keys(f)
    .filter((k) => k !== "signature")
    .sort()
    .map((k) => `${k}=${f[k]}`)
    .join("&");
  const digest = createHash("sha256").update(data, "utf8").digest("hex");
  return { ...f, signature: createSign("RSA-SHA256").update(digest).sign(privateKeyPem, "base64") };
}
function acpVerify(f: Fields, certPem: string): boolean {
  const data = Object.keys(f)
    .filter((k) => k !== "signature")
    .sort()
    .map((k) => `${k}=${f[k]}`)
    .join("&");
  const digest = createHash("sha256").update(data, "utf8").digest("hex");
  return createVerify("RSA-SHA256").update(digest).verify(certPem, f.signature, "base64");
}

const credentials = (over: Fields = {}): Fields => ({ ...simMethodConfigs(keys).CARD_DOMESTIC, ...over });
const fixedCtx = (over: Partial<ProviderContext> = {}): ProviderContext => ({
  credentials: credentials(),
  baseUrl: "https://gateway.test.invalid",
  http: async () => {
    throw new Error("no HTTP expected");
  },
  now: () => new Date("2026-11-23T02:00:00Z"),
  ...over,
});

/** A back notification of a successful consumption, signed by the "provider". */
function consumeFields(over: Fields = {}): Fields {
  return {
    version: "5.1.0",
    encoding: "UTF-8",
    bizType: "000201",
    txnType: "01",
    txnSubType: "01",
    accessType: "0",
    merId: keys.card.merId,
    orderId: "P20261123ABCD2345",
    txnTime: "20261123100000",
    txnAmt: "12345",
    currencyCode: "156",
    reqReserved: "P20261123-ABCD2345",
    respCode: "00",
    respMsg: "success",
    queryId: "202611231000001234567",
    traceNo: "123456",
    traceTime: "1123100005",
    settleAmt: "12345",
    settleCurrencyCode: "156",
    settleDate: "1123",
    signMethod: "01",
    certId: providerCertId,
    signPubKeyCert: keys.card.providerCertPem,
    ...over,
  };
}
const notifyOf = (f: Fields) => ({
  method: "POST",
  url: "https://conf.example/api/payments/notify/card-domestic",
  headers: {},
  rawBody: new URLSearchParams(f).toString(),
});
const signedNotify = (over: Fields = {}) => notifyOf(acpSign(consumeFields(over), keys.card.provider.privateKeyPem));

async function rejection(p: Promise<unknown>): Promise<NotifyRejected> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(NotifyRejected);
  return e as NotifyRejected;
}

beforeAll(() => {
  keys = createSimKeys();
  stranger = rsaKeyPair();
  strangerCertPem = selfSignedCert(stranger, "Not the provider").certPem;
  providerCertId = decimal(keys.card.providerSerial);
});

describe("card verifyNotify (back notification)", () => {
  it("a successful consumption is paid, with the bill from reqReserved and the amount in minor units", async () => {
    const n = await cardDomesticProvider.verifyNotify(fixedCtx(), signedNotify());
    expect(n).toEqual({ billNo: "P20261123-ABCD2345", amountMinor: 12345, currency: "CNY", providerTxnId: "202611231000001234567", outcome: "paid" });
    // Stateless: the same message gives the same notice (the core de-duplicates).
    expect(await cardDomesticProvider.verifyNotify(fixedCtx(), signedNotify())).toEqual(n);
  });

  it("reads the currency from the numeric currencyCode (foreign cards)", async () => {
    const n = await cardForeignProvider.verifyNotify(fixedCtx(), signedNotify({ currencyCode: "392", txnAmt: "5000", settleCurrencyCode: "392" }));
    expect(n).toMatchObject({ amountMinor: 5000, currency: "JPY", outcome: "paid" });
  });

  it("another respCode is a declined attempt, a txnType 04 with 00 is a refund", async () => {
    expect(await cardDomesticProvider.verifyNotify(fixedCtx(), signedNotify({ respCode: "61", respMsg: "declined" }))).toMatchObject({ outcome: "failed" });
    const refund = await cardDomesticProvider.verifyNotify(
      fixedCtx(),
      signedNotify({ txnType: "04", txnSubType: "00", orderId: "R20261124XYZ", queryId: "999" }),
    );
    expect(refund).toEqual({ billNo: "P20261123-ABCD2345", amountMinor: 12345, currency: "CNY", providerTxnId: "999", outcome: "refunded" });
  });

  it("refuses a message changed after signing, or without a signature", async () => {
    const signed = acpSign(consumeFields(), keys.card.provider.privateKeyPem);
    expect((await rejection(cardDomesticProvider.verifyNotify(fixedCtx(), notifyOf({ ...signed, txnAmt: "1" })))).reason).toBe("badSignature");
    const { signature: _drop, ...unsigned } = signed;
    expect((await rejection(cardDomesticProvider.verifyNotify(fixedCtx(), notifyOf(unsigned)))).reason).toBe("badSignature");
  });

  it("checks with the configured provider certificate, never with the certificate the message brings", async () => {
    // A forger signs with their own key and sends their own certificate along (ACP 5.1's signPubKeyCert).
    const { certId: _none, ...rest } = consumeFields({ signPubKeyCert: strangerCertPem });
    const forged = acpSign(rest, stranger.privateKeyPem);
    expect((await rejection(cardDomesticProvider.verifyNotify(fixedCtx(), notifyOf(forged)))).reason).toBe("badSignature");
  });

  it("a certId that is not the configured provider certificate's is an unknown certificate", async () => {
    const r = await rejection(cardDomesticProvider.verifyNotify(fixedCtx(), notifyOf(acpSign(consumeFields({ certId: "123456789" }), stranger.privateKeyPem))));
    expect(r.reason).toBe("unknownCertificate");
  });

  it("a correctly signed message for another merchant is refused", async () => {
    expect((await rejection(cardDomesticProvider.verifyNotify(fixedCtx(), signedNotify({ merId: "898000000000001" })))).reason).toBe("wrongMerchant");
  });

  it("an unknown currency or a missing reqReserved is malformed", async () => {
    expect((await rejection(cardDomesticProvider.verifyNotify(fixedCtx(), signedNotify({ currencyCode: "999" })))).reason).toBe("malformed");
    const { reqReserved: _r, ...noBill } = consumeFields();
    expect((await rejection(cardDomesticProvider.verifyNotify(fixedCtx(), notifyOf(acpSign(noBill, keys.card.provider.privateKeyPem))))).reason).toBe(
      "malformed",
    );
  });

  it("ack answers 200 ok / 400 fail in plain text", () => {
    expect(cardDomesticProvider.ack(true)).toEqual({ status: 200, contentType: "text/plain", body: "ok" });
    expect(cardForeignProvider.ack(false)).toEqual({ status: 400, contentType: "text/plain", body: "fail" });
  });
});

describe("card createPayment and supports", () => {
  const input = {
    billNo: "P20261123-ABCD2345",
    amountMinor: 12345,
    currency: "CNY",
    subject: "Conference 2027 · R20261123-0001",
    notifyUrl: "https://conf.example/api/payments/notify/card-domestic",
    returnUrl: "https://conf.example/api/payments/return/card-domestic?bill=P20261123-ABCD2345",
    cancelUrl: "https://conf.example/profile/order/pay/goto/1",
    mobile: false,
    clientIp: "203.0.113.9",
    createdAt: new Date("2026-11-23T02:00:00Z"),
    expiresAt: new Date("2026-11-23T03:30:00Z"),
    locale: "zh" as const,
  };

  it("domestic takes CNY only; foreign the eleven currencies", () => {
    expect(cardDomesticProvider.supports("CNY")).toBe(true);
    expect(cardDomesticProvider.supports("USD")).toBe(false);
    for (const c of ["CNY", "USD", "EUR", "GBP", "JPY", "HKD", "KRW", "AUD", "CAD", "CHF", "SGD"]) expect(cardForeignProvider.supports(c)).toBe(true);
    expect(cardForeignProvider.supports("BRL")).toBe(false);
  });

  it("builds the signed front-end form without any HTTP call", async () => {
    const r = await cardDomesticProvider.createPayment(fixedCtx(), input);
    expect(r.channel).toBe("front");
    expect(r.providerRef).toBe("P20261123ABCD2345");
    if (r.checkout.kind !== "form") throw new Error("form expected");
    expect(r.checkout.action).toBe("https://gateway.test.invalid/gateway/api/frontTransReq.do");
    const f = r.checkout.fields;
    expect(f).toMatchObject({
      version: "5.1.0",
      encoding: "UTF-8",
      signMethod: "01",
      txnType: "01",
      txnSubType: "01",
      bizType: "000201",
      channelType: "07",
      accessType: "0",
      merId: keys.card.merId,
      termId: keys.card.terminalNo,
      orderId: "P20261123ABCD2345",
      txnTime: "20261123100000",
      payTimeout: "20261123113000",
      txnAmt: "12345",
      currencyCode: "156",
      frontUrl: input.returnUrl,
      backUrl: input.notifyUrl,
      reqReserved: "P20261123-ABCD2345",
      certId: decimal(keys.card.merchantSerial),
    });
    expect(acpVerify(f, keys.card.merchantCertPem)).toBe(true);
    expect(JSON.stringify(f)).not.toContain("demo-payment-password");
  });

  it("foreign: a mobile USD payment uses channel 08 and currency 840", async () => {
    const r = await cardForeignProvider.createPayment(fixedCtx(), { ...input, currency: "USD", amountMinor: 999, mobile: true });
    if (r.checkout.kind !== "form") throw new Error("form expected");
    expect(r.checkout.fields).toMatchObject({ channelType: "08", currencyCode: "840", txnAmt: "999" });
  });

  it("an unreadable certificate or a wrong password is ProviderUnavailable, and the password is never in the message", async () => {
    const wrong = "Wrong-Pass-Sentinel-77";
    const e1 = await cardDomesticProvider.createPayment(fixedCtx({ credentials: credentials({ certificatePassword: wrong }) }), input).catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(ProviderUnavailable);
    expect(String((e1 as Error).message)).not.toContain(wrong);
    expect(String((e1 as Error).message)).not.toContain(keys.card.pfxPassword);
    const e2 = await cardDomesticProvider
      .createPayment(fixedCtx({ credentials: credentials({ certificate: "bm90IGEgcGZ4" }) }), input)
      .catch((e: unknown) => e);
    expect(e2).toBeInstanceOf(ProviderUnavailable);
  });

  it("signs with the key of the certificate it was given (no stale cache across files)", async () => {
    const other = rsaKeyPair();
    const cert = selfSignedCert(other, "Another merchant", "0ABC0DEF01");
    const r = await cardDomesticProvider.createPayment(
      fixedCtx({ credentials: credentials({ certificate: pkcs12Base64(other, cert.certPem, "pw"), certificatePassword: "pw" }) }),
      input,
    );
    if (r.checkout.kind !== "form") throw new Error("form expected");
    expect(r.checkout.fields.certId).toBe(decimal("0ABC0DEF01"));
    expect(acpVerify(r.checkout.fields, cert.certPem)).toBe(true);
  });
});

describe("card query answers (ACP raw k=v format)", () => {
  const bill = { billNo: "P20261123-ABCD2345", providerRef: null, amountMinor: 12345, currency: "CNY", createdAt: new Date("2026-11-23T02:00:00Z") };
  /** ACP writes its answers unencoded: raw base64, raw newlines in signPubKeyCert, raw UTF-8. */
  const raw = (f: Fields) =>
    Object.entries(f)
      .map(([k, v]) => `${k}=${v}`)
      .join("&");
  function answering(text: string, sent: HttpRequest[] = []): ProviderContext {
    return fixedCtx({
      http: async (req) => {
        sent.push(req);
        return { status: 200, headers: new Headers(), text };
      },
    });
  }
  const queryAnswer = (over: Fields) =>
    acpSign(
      {
        version: "5.1.0",
        encoding: "UTF-8",
        txnType: "00",
        merId: keys.card.merId,
        orderId: "P20261123ABCD2345",
        respCode: "00",
        respMsg: "成功[0000000]",
        origRespCode: "00",
        queryId: "202611231000001234567",
        txnAmt: "12345",
        currencyCode: "156",
        signMethod: "01",
        signPubKeyCert: keys.card.providerCertPem,
        ...over,
      },
      keys.card.provider.privateKeyPem,
    );

  it("sends a signed query for the bill's orderId and txnTime; origRespCode 00 is paid", async () => {
    const sent: HttpRequest[] = [];
    const n = await cardDomesticProvider.query(answering(raw(queryAnswer({})), sent), bill);
    expect(n).toEqual({ billNo: bill.billNo, amountMinor: 12345, currency: "CNY", providerTxnId: "202611231000001234567", outcome: "paid" });
    expect(sent[0].url).toBe("https://gateway.test.invalid/gateway/api/queryTrans.do");
    expect(sent[0].idempotent).toBe(true);
    const f = Object.fromEntries(new URLSearchParams(sent[0].body));
    expect(f).toMatchObject({ txnType: "00", txnSubType: "00", bizType: "000000", orderId: "P20261123ABCD2345", txnTime: "20261123100000" });
    expect(acpVerify(f, keys.card.merchantCertPem)).toBe(true);
  });

  it("maps in-progress and unknown orders to pending, other origRespCodes to failed", async () => {
    expect(await cardDomesticProvider.query(answering(raw(queryAnswer({ origRespCode: "05" }))), bill)).toMatchObject({ outcome: "pending" });
    expect(await cardDomesticProvider.query(answering(raw(queryAnswer({ respCode: "34", origRespCode: "" }))), bill)).toMatchObject({
      outcome: "pending",
      amountMinor: 12345,
    });
    expect(await cardDomesticProvider.query(answering(raw(queryAnswer({ origRespCode: "61" }))), bill)).toMatchObject({ outcome: "failed" });
  });

  it("an error respCode is ProviderUnavailable; an unsigned or altered success is badSignature", async () => {
    await expect(cardDomesticProvider.query(answering("respCode=11&respMsg=验证签名失败"), bill)).rejects.toBeInstanceOf(ProviderUnavailable);
    const { signature: _s, ...unsigned } = queryAnswer({});
    expect((await rejection(cardDomesticProvider.query(answering(raw(unsigned)), bill))).reason).toBe("badSignature");
    expect((await rejection(cardDomesticProvider.query(answering(raw({ ...queryAnswer({}), txnAmt: "1" })), bill))).reason).toBe("badSignature");
  });
});

describe("card round trip through the simulator", () => {
  let sim: Simulator;
  let receiver: http.Server;
  let notifyUrl: string;
  const received: string[] = [];

  beforeAll(async () => {
    sim = await startSimulator({ keys, modules: [cardSim] });
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        res.writeHead(200, { "content-type": "text/plain" }).end("ok");
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/notify/card`;
  });
  afterAll(async () => {
    await sim?.close();
    await new Promise<void>((r) => (receiver ? receiver.close(() => r()) : r()));
  });

  const ctxOf = (method: "CARD_DOMESTIC" | "CARD_FOREIGN"): ProviderContext => ({
    credentials: simMethodConfigs(keys)[method],
    baseUrl: sim.url + SIMULATOR_PREFIX[method],
    http: providerHttp(method, { timeoutMs: 5000, retries: 1, backoffMs: 10 }),
    now: () => new Date(),
  });
  let seq = 0;
  function bill(currency = "CNY", amountMinor = 12345) {
    const now = new Date();
    const billNo = `P20261123-RT${String(++seq).padStart(6, "0")}`;
    return {
      billNo,
      amountMinor,
      currency,
      subject: "Conference 2027",
      notifyUrl,
      returnUrl: `http://127.0.0.1:9/api/payments/return/card?bill=${billNo}`,
      cancelUrl: "http://127.0.0.1:9/cancel",
      mobile: false,
      clientIp: "127.0.0.1",
      createdAt: new Date(Math.floor(now.getTime() / 1000) * 1000),
      expiresAt: new Date(now.getTime() + 30 * 60_000),
      locale: "en" as const,
    };
  }
  const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e]!);
  /** The fields of the simulator's auto-posted form (the front-end return). */
  const formFields = (page: string): Fields =>
    Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [unescape(m[1]), unescape(m[2])]));

  async function waitFor(pred: (body: string) => boolean): Promise<string> {
    for (let i = 0; i < 200; i++) {
      const hit = received.find(pred);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("no notification arrived");
  }
  const fieldOf = (body: string, k: string) => new URLSearchParams(body).get(k);

  /** Create, post the form as the browser does, decide on the payer's page; returns the decision page. */
  async function payThrough(method: "CARD_DOMESTIC" | "CARD_FOREIGN", b: ReturnType<typeof bill>, decision: "approve" | "decline") {
    const created = await (method === "CARD_DOMESTIC" ? cardDomesticProvider : cardForeignProvider).createPayment(ctxOf(method), b);
    if (created.checkout.kind !== "form") throw new Error("form expected");
    const posted = await fetch(created.checkout.action, { method: "POST", body: new URLSearchParams(created.checkout.fields), redirect: "manual" });
    expect(posted.status).toBe(303);
    const id = /^\/sim\/pay\/([A-Za-z0-9_-]+)$/.exec(posted.headers.get("location") ?? "")?.[1];
    expect(id).toBeTruthy();
    const decided = await fetch(`${sim.url}/sim/pay/${id}`, { method: "POST", body: new URLSearchParams({ decision }) });
    return { created, page: await decided.text() };
  }

  it("approve: the back notification and the front return verify as paid; query paid; refund pending then notified", async () => {
    const b = bill();
    const { created, page } = await payThrough("CARD_DOMESTIC", b, "approve");
    const ctx = ctxOf("CARD_DOMESTIC");

    const front = formFields(page);
    expect(page).toContain(`action="${b.returnUrl.replace(/&/g, "&amp;")}"`);
    expect(await cardDomesticProvider.verifyNotify(ctx, notifyOf(front))).toMatchObject({ billNo: b.billNo, outcome: "paid" });

    const body = await waitFor((x) => fieldOf(x, "reqReserved") === b.billNo && fieldOf(x, "txnType") === "01");
    const paid = await cardDomesticProvider.verifyNotify(ctx, { method: "POST", url: notifyUrl, headers: {}, rawBody: body });
    expect(paid).toMatchObject({ billNo: b.billNo, amountMinor: 12345, currency: "CNY", outcome: "paid" });
    expect(paid.providerTxnId).toMatch(/^\d{21}$/);

    const ref = { billNo: b.billNo, providerRef: created.providerRef ?? null, amountMinor: b.amountMinor, currency: "CNY", createdAt: b.createdAt };
    expect(await cardDomesticProvider.query(ctx, ref)).toEqual({ ...paid });

    const refund = { ...ref, providerTxnId: paid.providerTxnId!, refundNo: `R${b.billNo.replace("-", "")}`, reason: "cancelled" };
    const r1 = await cardDomesticProvider.refund(ctx, refund);
    expect(r1.status).toBe("pending");
    const refundBody = await waitFor((x) => fieldOf(x, "reqReserved") === b.billNo && fieldOf(x, "txnType") === "04");
    expect(await cardDomesticProvider.verifyNotify(ctx, { method: "POST", url: notifyUrl, headers: {}, rawBody: refundBody })).toMatchObject({
      billNo: b.billNo,
      amountMinor: 12345,
      currency: "CNY",
      outcome: "refunded",
    });
    // The same refund again: ACP refuses the repeated orderId, which means ours is already there.
    expect(await cardDomesticProvider.refund(ctx, refund)).toMatchObject({ status: "pending" });
  });

  it("decline: the notification is a failed attempt and the query says failed", async () => {
    const b = bill();
    const { created } = await payThrough("CARD_DOMESTIC", b, "decline");
    const ctx = ctxOf("CARD_DOMESTIC");
    const body = await waitFor((x) => fieldOf(x, "reqReserved") === b.billNo);
    expect(fieldOf(body, "respCode")).toBe("61");
    expect(await cardDomesticProvider.verifyNotify(ctx, { method: "POST", url: notifyUrl, headers: {}, rawBody: body })).toMatchObject({
      billNo: b.billNo,
      outcome: "failed",
    });
    const q = await cardDomesticProvider.query(ctx, {
      billNo: b.billNo,
      providerRef: created.providerRef ?? null,
      amountMinor: b.amountMinor,
      currency: "CNY",
      createdAt: b.createdAt,
    });
    expect(q.outcome).toBe("failed");
  });

  it("foreign cards: a USD payment is paid in USD", async () => {
    const b = bill("USD", 4200);
    await payThrough("CARD_FOREIGN", b, "approve");
    const body = await waitFor((x) => fieldOf(x, "reqReserved") === b.billNo);
    expect(await cardForeignProvider.verifyNotify(ctxOf("CARD_FOREIGN"), { method: "POST", url: notifyUrl, headers: {}, rawBody: body })).toMatchObject({
      amountMinor: 4200,
      currency: "USD",
      outcome: "paid",
    });
  });

  it("a bill the payer never submitted is pending (respCode 34)", async () => {
    const b = bill();
    expect(await cardDomesticProvider.query(ctxOf("CARD_DOMESTIC"), { ...b, providerRef: null })).toMatchObject({ outcome: "pending", providerTxnId: null });
  });

  it("the simulator refuses a form altered after signing or with another certId", async () => {
    const created = await cardDomesticProvider.createPayment(ctxOf("CARD_DOMESTIC"), bill());
    if (created.checkout.kind !== "form") throw new Error("form expected");
    const { action, fields } = created.checkout;
    const altered = await fetch(action, { method: "POST", body: new URLSearchParams({ ...fields, txnAmt: "1" }), redirect: "manual" });
    expect(altered.status).toBe(400);
    expect(await altered.text()).toContain("signature does not verify");
    const otherCert = await fetch(action, { method: "POST", body: new URLSearchParams({ ...fields, certId: "1" }), redirect: "manual" });
    expect(otherCert.status).toBe(400);
  });

  it("an outage makes query and refund ProviderUnavailable", async () => {
    const b = bill();
    sim.state.controls.outage = true;
    try {
      const ctx = ctxOf("CARD_DOMESTIC");
      await expect(cardDomesticProvider.query(ctx, { ...b, providerRef: null })).rejects.toBeInstanceOf(ProviderUnavailable);
      await expect(
        cardDomesticProvider.refund(ctx, { ...b, providerRef: null, providerTxnId: "1", refundNo: "R20261123OUTAGE1", reason: "" }),
      ).rejects.toBeInstanceOf(ProviderUnavailable);
    } finally {
      sim.state.controls.outage = false;
    }
  });
});
