import { createSign } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSimKeys, rsaKeyPair, selfSignedCert, simMethodConfigs, type KeyPair, type SimKeys } from "@/lib/payments/simulator/keys";
import { PAYPAL_WEBHOOK_PATH, paypalSim } from "@/lib/payments/simulator/paypal";
import { startSimulator, type Simulator } from "@/lib/payments/simulator/server";
import { SIMULATOR_PREFIX } from "./endpoints";
import { providerHttp } from "./http";
import { paypalProvider } from "./paypal";
import { NotifyRejected, ProviderUnavailable, type CreateInput, type HttpRequest, type NotifyRequest, type ProviderContext, type ProviderHttp } from "./types";

// The PayPal adapter: webhooks built and signed here (PayPal's CRC32 rule written out again),
// the REST calls against a stub that records them, and the whole round trip through the simulator.

type Json = Record<string, unknown>;

let keys: SimKeys;
let other: KeyPair;
let sim: Simulator;
let ctx: ProviderContext;
let receiver: http.Server;
let appOrigin: string;
const received: { headers: Record<string, string>; body: string }[] = [];

const BILL = "P20261123-ABCD2345";
const CAPTURE_ID = "3C679366HH908993F";
/** The adapter's clock in the verifyNotify tests; the certificates made here are valid from yesterday. */
const NOW = new Date();
const at = (deltaMs: number) => new Date(NOW.getTime() + deltaMs).toISOString().replace(/\.\d{3}Z$/, "Z");
const DAY = 86_400_000;

// ---- Webhooks built here -------------------------------------------------------------------

const SIM_BASE = "http://sim.test/paypal";
const CERT_URL = `${SIM_BASE}/certs/good`;
const OTHER_CERT_URL = `${SIM_BASE}/certs/other`;
const PAYPAL_CERT_URL = "https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77";
const fetched: string[] = [];
let certFiles: Record<string, string>;

/** verifyNotify's context: the simulator's base URL (so certificates under it are allowed), certificates served from memory. */
function notifyCtx(over: Partial<ProviderContext> = {}): ProviderContext {
  const serve: ProviderHttp = async (req) => {
    fetched.push(req.url);
    const pem = certFiles[req.url];
    return { status: pem ? 200 : 404, headers: new Headers(), text: pem ?? "not found" };
  };
  return { credentials: simMethodConfigs(keys).PAYPAL, baseUrl: SIM_BASE, http: serve, now: () => NOW, ...over };
}

function captureEvent(over: Json = {}, resource: Json = {}): Json {
  return {
    id: "WH-58D329510W468432D-8HN650336L201105X",
    event_version: "1.0",
    create_time: at(-60_000),
    resource_type: "capture",
    resource_version: "2.0",
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    summary: "Payment completed for $ 123.45 USD",
    resource: {
      id: CAPTURE_ID,
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "123.45" },
      final_capture: true,
      invoice_id: BILL,
      custom_id: BILL,
      create_time: at(-61_000),
      ...resource,
    },
    ...over,
  };
}

type SignOpts = { key?: string; certUrl?: string; webhookId?: string; time?: string; algo?: string };

/** PayPal's transmission signature: SHA256withRSA over id|time|webhook id|CRC32(body) as unsigned decimal. */
function signed(event: Json | string, o: SignOpts = {}): NotifyRequest {
  const body = typeof event === "string" ? event : JSON.stringify(event);
  const id = "b2384410-f8d2-11ee-8f0c-9d9ab3c2b6d4";
  const time = o.time ?? at(-60_000);
  const text = `${id}|${time}|${o.webhookId ?? keys.paypal.webhookId}|${crc32(Buffer.from(body, "utf8"))}`;
  return {
    method: "POST",
    url: "https://conf.example/api/payments/notify/paypal",
    headers: {
      "content-type": "application/json",
      "paypal-transmission-id": id,
      "paypal-transmission-time": time,
      "paypal-transmission-sig": createSign("RSA-SHA256")
        .update(text, "utf8")
        .sign(o.key ?? keys.paypal.signer.privateKeyPem, "base64"),
      "paypal-cert-url": o.certUrl ?? CERT_URL,
      "paypal-auth-algo": o.algo ?? "SHA256withRSA",
    },
    rawBody: body,
  };
}

async function rejection(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(NotifyRejected);
  return (e as NotifyRejected).reason;
}

// ---- A recording stub of the REST API --------------------------------------------------------

let stubs = 0;
type Stub = { ctx: ProviderContext; calls: HttpRequest[]; clock: { now: number } };

/** `answer` replies to anything but the token endpoint (which hands out TOKEN-1, TOKEN-2 … valid an hour). */
function stub(answer: (req: HttpRequest) => { status: number; body: unknown } | undefined): Stub {
  const calls: HttpRequest[] = [];
  const clock = { now: Date.now() };
  let tokens = 0;
  const http: ProviderHttp = async (req) => {
    calls.push(req);
    const r = req.url.endsWith("/v1/oauth2/token")
      ? { status: 200, body: { access_token: `TOKEN-${++tokens}`, token_type: "Bearer", expires_in: 3600 } }
      : answer(req);
    return { status: r?.status ?? 404, headers: new Headers(), text: JSON.stringify(r?.body ?? { name: "RESOURCE_NOT_FOUND" }) };
  };
  // A base URL of its own per stub: the adapter caches tokens per gateway and app.
  const c: ProviderContext = {
    credentials: { clientId: "stub-client", secret: "stub-secret", webhookId: "WH-STUB" },
    baseUrl: `https://api-m.stub${++stubs}.example`,
    http,
    now: () => new Date(clock.now),
  };
  return { ctx: c, calls, clock };
}

const apiCalls = (s: Stub) => s.calls.filter((c) => !c.url.endsWith("/v1/oauth2/token"));
const tokenCalls = (s: Stub) => s.calls.filter((c) => c.url.endsWith("/v1/oauth2/token"));
const ref = { billNo: BILL, providerRef: "5O190127TN364715T", amountMinor: 12345, currency: "USD", createdAt: new Date() };
const completedOrder = (captureStatus = "COMPLETED", billNo = BILL) => ({
  id: ref.providerRef,
  status: "COMPLETED",
  purchase_units: [
    {
      reference_id: billNo,
      invoice_id: billNo,
      custom_id: billNo,
      amount: { currency_code: "USD", value: "123.45" },
      payments: { captures: [{ id: CAPTURE_ID, status: captureStatus, amount: { currency_code: "USD", value: "123.45" }, invoice_id: billNo }] },
    },
  ],
});
const unprocessable = (issue: string) => ({ status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue }] } });

function input(over: Partial<CreateInput> = {}): CreateInput {
  const billNo = over.billNo ?? `P20261123-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  return {
    billNo,
    amountMinor: 12345,
    currency: "USD",
    subject: "Conference 2027 · R20261123-0001",
    notifyUrl: `${appOrigin}/api/payments/notify/paypal`,
    returnUrl: `${appOrigin}/profile/order/pay/goto/result/${billNo}?from=paypal`,
    cancelUrl: `${appOrigin}/profile/order/pay/goto/1?cancelled=${billNo}`,
    mobile: false,
    clientIp: "127.0.0.1",
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
    locale: "en",
    ...over,
  };
}

beforeAll(async () => {
  keys = createSimKeys();
  other = rsaKeyPair();
  certFiles = {
    [CERT_URL]: keys.paypal.certPem,
    [OTHER_CERT_URL]: selfSignedCert(other, "someone else").certPem,
    [PAYPAL_CERT_URL]: keys.paypal.certPem,
  };
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      const ack = paypalProvider.ack(true);
      res.writeHead(ack.status, { "content-type": ack.contentType }).end(ack.body);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  appOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  sim = await startSimulator({ keys, modules: [paypalSim] });
  ctx = {
    credentials: simMethodConfigs(keys).PAYPAL,
    baseUrl: sim.url + SIMULATOR_PREFIX.PAYPAL,
    http: providerHttp("PAYPAL", { timeoutMs: 5000, retries: 1, backoffMs: 10 }),
    now: () => new Date(),
  };
});

afterAll(async () => {
  await sim?.close();
  await new Promise<void>((r) => (receiver ? receiver.close(() => r()) : r()));
});

describe("paypal verifyNotify", () => {
  it("reads PAYMENT.CAPTURE.COMPLETED as paid: the bill from invoice_id, the capture id and amount", async () => {
    expect(await paypalProvider.verifyNotify(notifyCtx(), signed(captureEvent()))).toEqual({
      billNo: BILL,
      amountMinor: 12345,
      currency: "USD",
      providerTxnId: CAPTURE_ID,
      outcome: "paid",
    });
    const yen = signed(captureEvent({}, { amount: { currency_code: "JPY", value: "15000" }, invoice_id: undefined }));
    expect(await paypalProvider.verifyNotify(notifyCtx(), yen)).toMatchObject({ billNo: BILL, amountMinor: 15000, currency: "JPY" });
  });

  it("gives the same notice for the same message twice, fetching the certificate once", async () => {
    const before = fetched.length;
    const req = signed(captureEvent());
    expect(await paypalProvider.verifyNotify(notifyCtx(), req)).toEqual(await paypalProvider.verifyNotify(notifyCtx(), req));
    expect(fetched.length).toBe(before); // fetched by the first test already, and cached by URL
    expect(fetched.filter((u) => u === CERT_URL)).toEqual([CERT_URL]);
  });

  it("maps denied, declined, pending and refunded captures", async () => {
    const outcome = async (event: string, resource: Json = {}) =>
      paypalProvider.verifyNotify(notifyCtx(), signed(captureEvent({ event_type: event }, resource)));
    expect((await outcome("PAYMENT.CAPTURE.DENIED", { status: "DECLINED" })).outcome).toBe("failed");
    expect((await outcome("PAYMENT.CAPTURE.DECLINED", { status: "DECLINED" })).outcome).toBe("failed");
    expect((await outcome("PAYMENT.CAPTURE.PENDING", { status: "PENDING" })).outcome).toBe("pending");
    // The resource of a refund event is the refund: its id and its amount.
    const refund = { id: "1JU08902781691411", status: "COMPLETED", amount: { currency_code: "USD", value: "23.45" } };
    expect(await outcome("PAYMENT.CAPTURE.REFUNDED", refund)).toEqual({
      billNo: BILL,
      amountMinor: 2345,
      currency: "USD",
      providerTxnId: "1JU08902781691411",
      outcome: "refunded",
    });
  });

  it("refuses an amount changed after signing", async () => {
    const req = signed(captureEvent());
    const tampered = { ...req, rawBody: req.rawBody.replace('"123.45"', '"0.01"') };
    expect(tampered.rawBody).not.toBe(req.rawBody);
    expect(await rejection(paypalProvider.verifyNotify(notifyCtx(), tampered))).toBe("badSignature");
  });

  it("refuses a message signed with another key, or missing its transmission headers", async () => {
    expect(await rejection(paypalProvider.verifyNotify(notifyCtx(), signed(captureEvent(), { key: other.privateKeyPem })))).toBe("badSignature");
    // The certificate must be the signer's: another key's certificate does not verify PayPal's signature.
    expect(await rejection(paypalProvider.verifyNotify(notifyCtx(), signed(captureEvent(), { certUrl: OTHER_CERT_URL })))).toBe("badSignature");
    for (const h of ["paypal-transmission-id", "paypal-transmission-time", "paypal-transmission-sig", "paypal-cert-url"]) {
      const req = signed(captureEvent());
      delete req.headers[h];
      expect(await rejection(paypalProvider.verifyNotify(notifyCtx(), req))).toBe("badSignature");
    }
    expect(await rejection(paypalProvider.verifyNotify(notifyCtx(), signed(captureEvent(), { algo: "SHA1withRSA" })))).toBe("badSignature");
  });

  it("refuses a webhook signed for another app's webhook id (PayPal signs the id: no wrongMerchant to tell apart)", async () => {
    expect(await rejection(paypalProvider.verifyNotify(notifyCtx(), signed(captureEvent(), { webhookId: "WH-ANOTHER-APP" })))).toBe("badSignature");
    const otherApp = notifyCtx({ credentials: { ...simMethodConfigs(keys).PAYPAL, webhookId: "WH-ANOTHER-APP" } });
    expect(await rejection(paypalProvider.verifyNotify(otherApp, signed(captureEvent())))).toBe("badSignature");
  });

  it("fetches certificates only from PayPal's HTTPS hosts, or from under the simulator's base URL", async () => {
    const before = fetched.length;
    for (const certUrl of [
      "https://evil.example/cert.pem",
      "http://api.paypal.com/v1/notifications/certs/CERT-1", // not https
      "https://api.paypal.com.evil.example/cert.pem",
      "https://api.paypal.com:8443/cert.pem",
      "https://user@api.paypal.com/cert.pem",
      "https://www.paypal.com/v1/notifications/certs/CERT-1", // a PayPal host, but not its API's
      "https://paypal.com/v1/notifications/certs/CERT-1",
      "https://api.paypal.com/v1/oauth2/token", // PayPal's API host, outside its certificates
      "https://api.paypal.com/v1/notifications/certs/../../oauth2/token",
      "http://sim.test/elsewhere/cert.pem", // the simulator's origin, outside its PayPal prefix
      "not a url",
    ]) {
      expect(await rejection(paypalProvider.verifyNotify(notifyCtx(), signed(captureEvent(), { certUrl })))).toBe("badSignature");
    }
    // Against live PayPal the simulator's certificate URL is refused as well.
    const live = notifyCtx({ baseUrl: "https://api-m.paypal.com" });
    expect(await rejection(paypalProvider.verifyNotify(live, signed(captureEvent())))).toBe("badSignature");
    expect(fetched.length).toBe(before);
    // PayPal's own certificate URL is fetched.
    expect((await paypalProvider.verifyNotify(live, signed(captureEvent(), { certUrl: PAYPAL_CERT_URL }))).outcome).toBe("paid");
    expect(fetched.slice(before)).toEqual([PAYPAL_CERT_URL]);
  });

  it("refuses a certificate outside its validity dates, or one it cannot get", async () => {
    const later = new Date(NOW.getTime() + 11 * 365 * DAY); // the certificate is valid ten years
    const lateMsg = signed(captureEvent(), { time: later.toISOString() });
    expect(await rejection(paypalProvider.verifyNotify(notifyCtx({ now: () => later }), lateMsg))).toBe("unknownCertificate");
    const earlier = new Date(NOW.getTime() - 3 * DAY); // and from yesterday
    const earlyMsg = signed(captureEvent(), { time: earlier.toISOString() });
    expect(await rejection(paypalProvider.verifyNotify(notifyCtx({ now: () => earlier }), earlyMsg))).toBe("unknownCertificate");
    expect(await rejection(paypalProvider.verifyNotify(notifyCtx(), signed(captureEvent(), { certUrl: `${SIM_BASE}/certs/missing` })))).toBe(
      "unknownCertificate",
    );
  });

  it("refuses a transmission more than 4 days from now", async () => {
    expect((await paypalProvider.verifyNotify(notifyCtx(), signed(captureEvent(), { time: at(-3.9 * DAY) }))).outcome).toBe("paid");
    expect(await rejection(paypalProvider.verifyNotify(notifyCtx(), signed(captureEvent(), { time: at(-4.1 * DAY) })))).toBe("staleTimestamp");
    expect(await rejection(paypalProvider.verifyNotify(notifyCtx(), signed(captureEvent(), { time: at(4.1 * DAY) })))).toBe("staleTimestamp");
  });

  it("refuses a signed message it cannot read", async () => {
    const malformed = async (event: Json | string) => rejection(paypalProvider.verifyNotify(notifyCtx(), signed(event)));
    // signed but not an outcome we act on: acknowledged by the caller and ignored, not retried for days
    expect(await malformed(captureEvent({ event_type: "CHECKOUT.ORDER.APPROVED" }))).toBe("unsupportedEvent");
    expect(await malformed(captureEvent({ event_type: undefined }))).toBe("malformed");
    expect(await malformed(captureEvent({}, { invoice_id: undefined, custom_id: undefined }))).toBe("malformed");
    expect(await malformed(captureEvent({}, { custom_id: "P20261123-ZZZZ9999" }))).toBe("malformed");
    expect(await malformed(captureEvent({}, { amount: { currency_code: "USD", value: "12.345" } }))).toBe("malformed");
    expect(await malformed("not json")).toBe("malformed");
  });
});

describe("paypal createPayment", () => {
  const created = (req: HttpRequest) =>
    req.url.endsWith("/v2/checkout/orders")
      ? {
          status: 200,
          body: {
            id: "5O190127TN364715T",
            status: "PAYER_ACTION_REQUIRED",
            links: [
              { href: "https://api-m.paypal.com/v2/checkout/orders/5O190127TN364715T", rel: "self" },
              { href: "https://www.paypal.com/checkoutnow?token=5O190127TN364715T", rel: "payer-action" },
            ],
          },
        }
      : undefined;

  it("creates a CAPTURE order keyed by the bill and sends the payer to its payer-action link", async () => {
    const s = stub(created);
    const i = input({ billNo: BILL, subject: "会".repeat(200), locale: "zh", currency: "jpy", amountMinor: 15000 });
    expect(await paypalProvider.createPayment(s.ctx, i)).toEqual({
      checkout: { kind: "redirect", url: "https://www.paypal.com/checkoutnow?token=5O190127TN364715T" },
      providerRef: "5O190127TN364715T",
      channel: "orders",
    });
    const [token] = tokenCalls(s);
    expect(token).toMatchObject({ method: "POST", url: `${s.ctx.baseUrl}/v1/oauth2/token`, body: "grant_type=client_credentials", idempotent: true });
    expect(token.headers!.authorization).toBe(`Basic ${Buffer.from("stub-client:stub-secret").toString("base64")}`);
    const [req] = apiCalls(s);
    expect(req).toMatchObject({ method: "POST", url: `${s.ctx.baseUrl}/v2/checkout/orders`, idempotent: true });
    expect(req.headers).toMatchObject({ authorization: "Bearer TOKEN-1", "paypal-request-id": BILL, "content-type": "application/json" });
    expect(JSON.parse(req.body!)).toEqual({
      intent: "CAPTURE",
      purchase_units: [
        { reference_id: BILL, invoice_id: BILL, custom_id: BILL, description: "会".repeat(127), amount: { currency_code: "JPY", value: "15000" } },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: i.returnUrl,
            cancel_url: i.cancelUrl,
            user_action: "PAY_NOW",
            shipping_preference: "NO_SHIPPING",
            locale: "zh-CN",
          },
        },
      },
    });
  });

  it("uses the approve link of an older answer, and fails without one", async () => {
    const approveOnly = stub(() => ({ status: 201, body: { id: "X1", links: [{ href: "https://www.paypal.com/checkoutnow?token=X1", rel: "approve" }] } }));
    expect((await paypalProvider.createPayment(approveOnly.ctx, input())).checkout).toEqual({
      kind: "redirect",
      url: "https://www.paypal.com/checkoutnow?token=X1",
    });
    const noLink = stub(() => ({ status: 201, body: { id: "X1", links: [] } }));
    await expect(paypalProvider.createPayment(noLink.ctx, input())).rejects.toBeInstanceOf(ProviderUnavailable);
    const refused = stub(() => unprocessable("CURRENCY_NOT_SUPPORTED"));
    await expect(paypalProvider.createPayment(refused.ctx, input())).rejects.toThrow(/CURRENCY_NOT_SUPPORTED/);
  });

  it("keeps the token until shortly before it expires, and renews it after a 401", async () => {
    const s = stub(created);
    await paypalProvider.createPayment(s.ctx, input());
    await paypalProvider.createPayment(s.ctx, input());
    expect(tokenCalls(s)).toHaveLength(1);
    s.clock.now += 3600_000 - 30_000; // within the last minute of the hour
    await paypalProvider.createPayment(s.ctx, input());
    expect(tokenCalls(s)).toHaveLength(2);
    expect(apiCalls(s).map((c) => c.headers!.authorization)).toEqual(["Bearer TOKEN-1", "Bearer TOKEN-1", "Bearer TOKEN-2"]);

    // TOKEN-1 is refused (revoked at PayPal): the adapter asks for a new one and repeats the call once.
    const revoked = stub((req) => (req.headers!.authorization === "Bearer TOKEN-1" ? { status: 401, body: { error: "invalid_token" } } : created(req)));
    expect((await paypalProvider.createPayment(revoked.ctx, input())).providerRef).toBe("5O190127TN364715T");
    expect(apiCalls(revoked).map((c) => c.headers!.authorization)).toEqual(["Bearer TOKEN-1", "Bearer TOKEN-2"]);
  });

  it("charges in PayPal's currencies only", async () => {
    for (const c of ["USD", "EUR", "GBP", "JPY", "HKD", "AUD", "CAD", "CHF", "SGD", "CNY", "usd"]) expect(paypalProvider.supports(c)).toBe(true);
    expect(paypalProvider.supports("KRW")).toBe(false);
    const s = stub(created);
    await expect(paypalProvider.createPayment(s.ctx, input({ currency: "KRW" }))).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(s.calls).toHaveLength(0);
  });
});

describe("paypal query", () => {
  const orderPath = `/v2/checkout/orders/${ref.providerRef}`;

  it("answers pending for a bill without an order, asking nothing", async () => {
    const s = stub(() => undefined);
    expect(await paypalProvider.query(s.ctx, { ...ref, providerRef: null })).toEqual({
      billNo: BILL,
      amountMinor: 12345,
      currency: "USD",
      providerTxnId: null,
      outcome: "pending",
    });
    expect(s.calls).toHaveLength(0);
  });

  it("reads a completed order's capture", async () => {
    const s = stub(() => ({ status: 200, body: completedOrder() }));
    expect(await paypalProvider.query(s.ctx, ref)).toEqual({ billNo: BILL, amountMinor: 12345, currency: "USD", providerTxnId: CAPTURE_ID, outcome: "paid" });
    expect(apiCalls(s)).toMatchObject([{ method: "GET", url: `${s.ctx.baseUrl}${orderPath}`, idempotent: true }]);
  });

  it("maps the order statuses that need no capture", async () => {
    for (const [status, outcome] of [
      ["CREATED", "pending"],
      ["SAVED", "pending"],
      ["PAYER_ACTION_REQUIRED", "pending"],
      ["VOIDED", "closed"],
    ]) {
      const s = stub(() => ({ status: 200, body: { id: ref.providerRef, status, purchase_units: [{ reference_id: BILL }] } }));
      expect((await paypalProvider.query(s.ctx, ref)).outcome).toBe(outcome);
    }
    const gone = stub(() => ({ status: 404, body: { name: "RESOURCE_NOT_FOUND" } }));
    expect((await paypalProvider.query(gone.ctx, ref)).outcome).toBe("pending"); // the core closes it once overdue
  });

  it("captures an approved order, keyed by the bill", async () => {
    for (const [captureStatus, outcome] of [
      ["COMPLETED", "paid"],
      ["PENDING", "pending"],
      ["DECLINED", "failed"],
      ["FAILED", "failed"],
    ]) {
      const s = stub((req) =>
        req.method === "GET" ? { status: 200, body: { id: ref.providerRef, status: "APPROVED" } } : { status: 201, body: completedOrder(captureStatus) },
      );
      expect(await paypalProvider.query(s.ctx, ref)).toMatchObject({ outcome, providerTxnId: CAPTURE_ID, amountMinor: 12345 });
      const [, cap] = apiCalls(s);
      expect(cap).toMatchObject({ method: "POST", url: `${s.ctx.baseUrl}${orderPath}/capture`, idempotent: true });
      expect(cap.headers!["paypal-request-id"]).toBe(`${BILL}-capture`);
    }
  });

  it("reads the capture's refusals: declined instrument → failed, not approved → pending", async () => {
    const approved = (after: ReturnType<typeof unprocessable>) => stub((req) => (req.method === "GET" ? { status: 200, body: { status: "APPROVED" } } : after));
    expect((await paypalProvider.query(approved(unprocessable("INSTRUMENT_DECLINED")).ctx, ref)).outcome).toBe("failed");
    expect((await paypalProvider.query(approved(unprocessable("ORDER_NOT_APPROVED")).ctx, ref)).outcome).toBe("pending");
    await expect(paypalProvider.query(approved(unprocessable("SOMETHING_ELSE")).ctx, ref)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it("refuses an order of another bill, and reports errors as unavailable", async () => {
    const foreign = stub(() => ({ status: 200, body: completedOrder("COMPLETED", "P20261123-ZZZZ9999") }));
    expect(await rejection(paypalProvider.query(foreign.ctx, ref))).toBe("malformed");
    const broken = stub(() => ({ status: 400, body: { name: "INVALID_REQUEST" } }));
    await expect(paypalProvider.query(broken.ctx, ref)).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe("paypal refund", () => {
  const refundIn = { ...ref, providerTxnId: CAPTURE_ID, refundNo: "R20261124-0001", reason: "cancelled" };

  it("refunds the capture, keyed by the refund number", async () => {
    const s = stub(() => ({ status: 201, body: { id: "1JU08902781691411", status: "COMPLETED" } }));
    expect(await paypalProvider.refund(s.ctx, refundIn)).toEqual({ refundId: "1JU08902781691411", status: "done" });
    const [req] = apiCalls(s);
    expect(req).toMatchObject({ method: "POST", url: `${s.ctx.baseUrl}/v2/payments/captures/${CAPTURE_ID}/refund`, idempotent: true });
    expect(req.headers!["paypal-request-id"]).toBe("R20261124-0001");
    expect(JSON.parse(req.body!)).toEqual({ amount: { value: "123.45", currency_code: "USD" }, note_to_payer: "cancelled" });
  });

  it("answers pending for a pending refund and fails on an error", async () => {
    const pending = stub(() => ({ status: 201, body: { id: "R2", status: "PENDING" } }));
    expect(await paypalProvider.refund(pending.ctx, { ...refundIn, reason: "x".repeat(300) })).toEqual({ refundId: "R2", status: "pending" });
    expect(JSON.parse(apiCalls(pending)[0].body!).note_to_payer).toHaveLength(255);
    const refused = stub(() => unprocessable("CAPTURE_FULLY_REFUNDED"));
    await expect(paypalProvider.refund(refused.ctx, refundIn)).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe("paypal through the simulator", () => {
  async function webhookFor(billNo: string, event: string): Promise<NotifyRequest> {
    for (let i = 0; i < 200; i++) {
      const hit = received.find((r) => {
        const e = JSON.parse(r.body) as { event_type: string; resource: { invoice_id: string } };
        return e.event_type === event && e.resource.invoice_id === billNo;
      });
      if (hit) return { method: "POST", url: `${appOrigin}${PAYPAL_WEBHOOK_PATH}`, headers: hit.headers, rawBody: hit.body };
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${event} webhook for ${billNo}`);
  }

  async function decide(url: string, decision: "approve" | "decline"): Promise<URL> {
    expect((await fetch(url)).status).toBe(200); // the payer's page
    const r = await fetch(url, { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });
    expect(r.status).toBe(303);
    return new URL(r.headers.get("location")!);
  }

  const billOf = (i: CreateInput, providerRef: string) => ({
    billNo: i.billNo,
    providerRef,
    amountMinor: i.amountMinor,
    currency: i.currency,
    createdAt: i.createdAt,
  });

  it("approves, captures on query, notifies, and refunds", async () => {
    const i = input();
    const { checkout, providerRef } = await paypalProvider.createPayment(ctx, i);
    expect(checkout).toEqual({ kind: "redirect", url: `${sim.url}/sim/pay/${providerRef}` });
    // The same bill again is the same order (PayPal-Request-Id).
    expect((await paypalProvider.createPayment(ctx, i)).providerRef).toBe(providerRef);

    const back = await decide(`${sim.url}/sim/pay/${providerRef}`, "approve");
    expect(`${back.origin}${back.pathname}`).toBe(i.returnUrl.split("?")[0]);
    expect(Object.fromEntries(back.searchParams)).toEqual({ from: "paypal", token: providerRef, PayerID: "DEMOPAYER" });
    expect(sim.state.deliveries.filter((d) => d.billNo === i.billNo)).toHaveLength(0); // approval moves no money

    const bill = billOf(i, providerRef!);
    const paid = await paypalProvider.query(ctx, bill);
    expect(paid).toMatchObject({ billNo: i.billNo, amountMinor: 12345, currency: "USD", outcome: "paid" });
    expect(paid.providerTxnId).toMatch(/^CAP[0-9A-F]+$/);
    const notified = await paypalProvider.verifyNotify(ctx, await webhookFor(i.billNo, "PAYMENT.CAPTURE.COMPLETED"));
    expect(notified).toEqual(paid);
    expect(await paypalProvider.query(ctx, bill)).toEqual(paid); // completed now: read, not captured again
    expect(sim.state.deliveries.filter((d) => d.billNo === i.billNo).map((d) => d.event)).toEqual(["PAYMENT.CAPTURE.COMPLETED"]);
    expect(sim.state.deliveries.find((d) => d.billNo === i.billNo)!.attempts[0]).toMatchObject({ status: 200, body: "" });
    expect(sim.state.deliveries.find((d) => d.billNo === i.billNo)!.notify.url).toBe(`${appOrigin}${PAYPAL_WEBHOOK_PATH}`);

    const refundIn = { ...bill, providerTxnId: paid.providerTxnId!, refundNo: "R20261124-0001", reason: "cancelled" };
    const refund = await paypalProvider.refund(ctx, refundIn);
    expect(refund).toMatchObject({ status: "done", refundId: expect.stringMatching(/^RF[0-9A-F]+$/) });
    expect(await paypalProvider.refund(ctx, refundIn)).toEqual(refund); // the same refund number refunds once
    const refunded = await paypalProvider.verifyNotify(ctx, await webhookFor(i.billNo, "PAYMENT.CAPTURE.REFUNDED"));
    expect(refunded).toEqual({ billNo: i.billNo, amountMinor: 12345, currency: "USD", providerTxnId: refund.refundId, outcome: "refunded" });
    expect(sim.state.deliveries.filter((d) => d.billNo === i.billNo)).toHaveLength(2);
  });

  it("sends a declining payer to the cancel URL and leaves the order unpaid", async () => {
    const i = input();
    const { providerRef } = await paypalProvider.createPayment(ctx, i);
    const back = await decide(`${sim.url}/sim/pay/${providerRef}`, "decline");
    expect(`${back.origin}${back.pathname}`).toBe(i.cancelUrl.split("?")[0]);
    expect(Object.fromEntries(back.searchParams)).toEqual({ cancelled: i.billNo, token: providerRef });
    // PayPal leaves a cancelled order unapproved: pending until the core closes it after its window.
    expect(await paypalProvider.query(ctx, billOf(i, providerRef!))).toMatchObject({ outcome: "pending", providerTxnId: null });
    expect(paypalSim.notifyFor(sim.state.payments.get(providerRef!)!, sim.state)).toBeNull();
    expect(sim.state.deliveries.filter((d) => d.billNo === i.billNo)).toHaveLength(0);
  });

  it("does not capture an order the payer has not approved", async () => {
    const i = input();
    const { providerRef } = await paypalProvider.createPayment(ctx, i);
    expect((await paypalProvider.query(ctx, billOf(i, providerRef!))).outcome).toBe("pending");
    const token = (
      (await await fetch(`${ctx.baseUrl}/v1/oauth2/token`, {
        method: "POST",
        headers: { authorization: `Basic ${Buffer.from(`${keys.paypal.clientId}:${keys.paypal.secret}`).toString("base64")}` },
        body: new URLSearchParams({ grant_type: "client_credentials" }),
      }).then((r) => r.json())) as { access_token: string }
    ).access_token;
    const cap = await fetch(`${ctx.baseUrl}/v2/checkout/orders/${providerRef}/capture`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(cap.status).toBe(422);
    expect(await cap.json()).toMatchObject({ details: [{ issue: "ORDER_NOT_APPROVED" }] });
    expect(sim.state.payments.get(providerRef!)!.status).toBe("created");
  });

  it("refuses wrong client credentials and requests without a token", async () => {
    const wrong = { ...ctx, credentials: { ...ctx.credentials, secret: "not-the-secret" } };
    await expect(paypalProvider.createPayment(wrong, input())).rejects.toThrow(/oauth2\/token: HTTP 401/);
    const anonymous = await fetch(`${ctx.baseUrl}/v2/checkout/orders`, { method: "POST", body: "{}" });
    expect(anonymous.status).toBe(401);
  });

  it("accepts the simulator's certificate only while the simulator is the gateway", async () => {
    const i = input();
    const { providerRef } = await paypalProvider.createPayment(ctx, i);
    await decide(`${sim.url}/sim/pay/${providerRef}`, "approve");
    await paypalProvider.query(ctx, billOf(i, providerRef!));
    const hook = await webhookFor(i.billNo, "PAYMENT.CAPTURE.COMPLETED");
    expect((await paypalProvider.verifyNotify(ctx, hook)).outcome).toBe("paid");
    expect(await rejection(paypalProvider.verifyNotify({ ...ctx, baseUrl: "https://api-m.paypal.com" }, hook))).toBe("badSignature");
  });

  it("reports an outage as ProviderUnavailable", async () => {
    sim.state.controls.outage = true;
    try {
      await expect(paypalProvider.createPayment(ctx, input())).rejects.toBeInstanceOf(ProviderUnavailable);
      await expect(paypalProvider.query(ctx, billOf(input(), "PP0000000000000000"))).rejects.toBeInstanceOf(ProviderUnavailable);
    } finally {
      sim.state.controls.outage = false;
    }
  });
});

describe("paypal ack", () => {
  it("answers 200 with an empty body, or 400", () => {
    expect(paypalProvider.ack(true)).toEqual({ status: 200, contentType: "text/plain", body: "" });
    expect(paypalProvider.ack(false)).toEqual({ status: 400, contentType: "text/plain", body: "invalid" });
  });
});
