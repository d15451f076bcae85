import { createHash, verify, X509Certificate } from "node:crypto";
import { crc32 } from "node:zlib";
import { fromMinor, toMinor } from "@/lib/billing/money";
import {
  NotifyRejected,
  ProviderUnavailable,
  type BillRef,
  type Outcome,
  type PaymentProvider,
  type ProviderContext,
  type RefundResult,
  type VerifiedNotice,
} from "./types";

// PayPal REST: Orders v2 (create, get, capture), Payments v2 (refund) and webhooks.
// Fetch-based over ctx.http: @paypal/paypal-server-sdk hard-codes api-m(.sandbox).paypal.com, so it cannot reach the loopback simulator, and it has no webhook verification.
// Webhooks are checked offline (PayPal's CRC32 rule) against the certificate named in the message,
// fetched only from paypal.com (or, in a demo, from the simulator that is ctx.baseUrl).

const METHOD = "PAYPAL";
/** PayPal's currencies that lib/billing/money.ts offers (KRW is not a PayPal currency). */
const CURRENCIES = new Set(["USD", "EUR", "GBP", "JPY", "HKD", "AUD", "CAD", "CHF", "SGD", "CNY"]);
const DESCRIPTION_MAX = 127;
const NOTE_MAX = 255;
/** PayPal's webhook transmissions carry their time; one more than this far from ours is refused (replays). */
const WEBHOOK_WINDOW_MS = 4 * 86_400_000;
/** A token is renewed this long before PayPal says it expires (clock skew, slow requests). */
const TOKEN_MARGIN_MS = 60_000;
const AUTH_ALGO = "SHA256withRSA";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const cut = (s: string, n: number) => Array.from(s).slice(0, n).join("");

const supports = (currency: string) => CURRENCIES.has(currency.toUpperCase());

// ---- OAuth 2 client credentials ---------------------------------------------------------------

type Token = { accessToken: string; until: number };
/** Per gateway and app; the secret enters the key only as a hash (a changed secret gets a new token). */
const tokens = new Map<string, Promise<Token>>();

function tokenKey(ctx: ProviderContext): string {
  const { clientId = "", secret = "" } = ctx.credentials;
  return `${ctx.baseUrl}|${clientId}|${createHash("sha256").update(secret).digest("hex").slice(0, 16)}`;
}

async function fetchToken(ctx: ProviderContext): Promise<Token> {
  const { clientId, secret } = ctx.credentials;
  if (!clientId || !secret) throw new ProviderUnavailable(METHOD, "clientId or secret is not configured");
  const res = await ctx.http({
    method: "POST",
    url: `${ctx.baseUrl}/v1/oauth2/token`,
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body: "grant_type=client_credentials",
    idempotent: true, // a second token is harmless
  });
  const data = res.status === 200 ? parse(res.text) : {};
  const accessToken = str(data.access_token);
  const expiresIn = Number(data.expires_in);
  if (!accessToken || !Number.isFinite(expiresIn))
    throw new ProviderUnavailable(METHOD, `oauth2/token: HTTP ${res.status} ${str(parse(res.text).error)}`.trim());
  return { accessToken, until: ctx.now().getTime() + Math.max(0, expiresIn * 1000 - TOKEN_MARGIN_MS) };
}

async function accessToken(ctx: ProviderContext, renew = false): Promise<string> {
  const key = tokenKey(ctx);
  const cached = renew ? undefined : tokens.get(key);
  if (cached) {
    const t = await cached.catch(() => null);
    if (t && t.until > ctx.now().getTime()) return t.accessToken;
  }
  // Concurrent callers share one token request.
  const pending = fetchToken(ctx);
  tokens.set(key, pending);
  pending.catch(() => {
    if (tokens.get(key) === pending) tokens.delete(key);
  });
  return (await pending).accessToken;
}

function parse(text: string): Json {
  try {
    return obj(JSON.parse(text));
  } catch {
    return {};
  }
}

type Answer = { status: number; data: Json };

/**
 * A REST call with the app's token; a 401 (token revoked or expired early) renews it once. Only a
 * PayPal-Request-Id makes a POST safe to repeat: PayPal answers a repeat with the first result.
 */
async function call(
  ctx: ProviderContext,
  method: "GET" | "POST",
  path: string,
  opts: { body?: Json; requestId?: string; prefer?: string } = {},
): Promise<Answer> {
  const send = async (renew: boolean) => {
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken(ctx, renew)}`, accept: "application/json" };
    if (method === "POST") headers["content-type"] = "application/json";
    if (opts.requestId) headers["paypal-request-id"] = opts.requestId;
    if (opts.prefer) headers.prefer = opts.prefer;
    return ctx.http({
      method,
      url: `${ctx.baseUrl}${path}`,
      headers,
      body: opts.body ? JSON.stringify(opts.body) : undefined,
      idempotent: method === "GET" || Boolean(opts.requestId),
    });
  };
  let res = await send(false);
  if (res.status === 401) res = await send(true);
  return { status: res.status, data: parse(res.text) };
}

/** PayPal's error answer, shortened for a log line: `HTTP 422 UNPROCESSABLE_ENTITY INSTRUMENT_DECLINED`. */
function failure(what: string, a: Answer): ProviderUnavailable {
  return new ProviderUnavailable(METHOD, `${what}: HTTP ${a.status} ${str(a.data.name)} ${firstIssue(a.data)}`.trim());
}

const firstIssue = (data: Json): string => (Array.isArray(data.details) ? str(obj(data.details[0]).issue) : "");

// ---- Reading orders, captures, refunds ------------------------------------------------------

function amountOf(v: unknown): { amountMinor: number; currency: string } {
  const a = obj(v);
  const currency = str(a.currency_code).toUpperCase();
  const amountMinor = currency ? toMinor(str(a.value), currency) : null;
  if (amountMinor === null) throw new NotifyRejected("malformed", "amount");
  return { amountMinor, currency };
}

/** Our bill number as PayPal carries it back: invoice_id and custom_id (both set by us to billNo). */
function billNoOf(r: Json): string {
  const invoice = str(r.invoice_id);
  const custom = str(r.custom_id);
  if (invoice && custom && invoice !== custom) throw new NotifyRejected("malformed", "invoice_id and custom_id differ");
  const billNo = invoice || custom;
  if (!billNo) throw new NotifyRejected("malformed", "invoice_id");
  return billNo;
}

const CAPTURE_STATUS: Record<string, Outcome> = {
  COMPLETED: "paid",
  PARTIALLY_REFUNDED: "paid", // money was received; our refunds are of the whole bill
  REFUNDED: "refunded",
  PENDING: "pending",
  DECLINED: "failed",
  FAILED: "failed",
};

/** A completed order's outcome is its capture's. */
function orderNotice(order: Json, bill: BillRef): VerifiedNotice {
  const unit = obj(Array.isArray(order.purchase_units) ? order.purchase_units[0] : null);
  const ref = str(unit.invoice_id) || str(unit.custom_id) || str(unit.reference_id);
  if (ref && ref !== bill.billNo) throw new NotifyRejected("malformed", "the order belongs to another bill");
  const waiting = (outcome: Outcome): VerifiedNotice => ({
    billNo: bill.billNo,
    amountMinor: bill.amountMinor,
    currency: bill.currency,
    providerTxnId: null,
    outcome,
  });
  const status = str(order.status);
  switch (status) {
    case "CREATED":
    case "SAVED":
    case "PAYER_ACTION_REQUIRED":
      return waiting("pending");
    case "VOIDED":
      return waiting("closed");
    case "COMPLETED": {
      const captures = obj(unit.payments).captures;
      const capture = obj(Array.isArray(captures) ? captures[0] : null);
      const outcome = CAPTURE_STATUS[str(capture.status)];
      if (!outcome || !str(capture.id)) throw new NotifyRejected("malformed", "capture");
      return { billNo: bill.billNo, ...amountOf(capture.amount), providerTxnId: str(capture.id), outcome, started: outcome === "pending" || undefined };
    }
    default:
      throw new NotifyRejected("malformed", `order status ${status || "missing"}`);
  }
}

async function capture(ctx: ProviderContext, orderId: string, bill: BillRef): Promise<VerifiedNotice> {
  const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
  // Keyed by the bill: a repeated capture (retry, a second query) answers the first one's result.
  // return=representation: the default minimal answer has no purchase_units, so no capture to read.
  const a = await call(ctx, "POST", `${path}/capture`, { requestId: `${bill.billNo}-capture`, prefer: "return=representation" });
  if (a.status === 200 || a.status === 201) return orderNotice(a.data, bill);
  if (a.status === 422) {
    const issue = firstIssue(a.data);
    const base = { billNo: bill.billNo, amountMinor: bill.amountMinor, currency: bill.currency, providerTxnId: null };
    if (issue === "INSTRUMENT_DECLINED") return { ...base, outcome: "failed" };
    if (issue === "ORDER_NOT_APPROVED") return { ...base, outcome: "pending" };
    if (issue === "ORDER_ALREADY_CAPTURED") {
      const again = await call(ctx, "GET", path);
      if (again.status === 200 && str(again.data.status) === "COMPLETED") return orderNotice(again.data, bill);
    }
  }
  throw failure("capture", a);
}

// ---- Webhooks ------------------------------------------------------------------------------

const certs = new Map<string, X509Certificate>();
const CERT_CACHE_MAX = 64;

function isPaypalHost(hostname: string): boolean {
  return hostname === "paypal.com" || hostname.endsWith(".paypal.com");
}

/**
 * The hosts and path PayPal serves its webhook certificates from. Not any *.paypal.com: the URL
 * comes from the message being verified, so a looser rule would let a forger make us fetch
 * whatever lives on another PayPal host.
 */
const CERT_HOSTS = new Set(["api.paypal.com", "api-m.paypal.com", "api.sandbox.paypal.com", "api-m.sandbox.paypal.com"]);
const CERT_PATH = "/v1/notifications/certs/";

/** Only PayPal's own certificate URLs, or — when ctx.baseUrl is the simulator — its PayPal prefix: never an arbitrary URL. */
function certUrlAllowed(ctx: ProviderContext, raw: string): boolean {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return false;
  }
  if (u.username || u.password) return false;
  if (u.protocol === "https:" && u.port === "" && CERT_HOSTS.has(u.hostname)) return u.pathname.startsWith(CERT_PATH) && !u.search;
  const base = new URL(ctx.baseUrl);
  return !isPaypalHost(base.hostname) && u.origin === base.origin && u.pathname.startsWith(`${base.pathname.replace(/\/$/, "")}/`);
}

async function certificate(ctx: ProviderContext, url: string): Promise<X509Certificate> {
  let cert = certs.get(url);
  if (!cert) {
    // A network failure throws ProviderUnavailable: the notification is answered 500 and PayPal sends it again.
    const res = await ctx.http({ method: "GET", url, idempotent: true });
    if (res.status !== 200) throw new NotifyRejected("unknownCertificate", `HTTP ${res.status}`);
    try {
      cert = new X509Certificate(res.text);
    } catch {
      throw new NotifyRejected("unknownCertificate", "not a certificate");
    }
    if (certs.size >= CERT_CACHE_MAX) certs.clear();
    certs.set(url, cert);
  }
  const now = ctx.now().getTime();
  if (now < cert.validFromDate.getTime() || now > cert.validToDate.getTime()) throw new NotifyRejected("unknownCertificate", "outside its validity");
  return cert;
}

function header(req: { headers: Record<string, string> }, name: string): string {
  for (const [k, v] of Object.entries(req.headers)) if (k.toLowerCase() === name) return v;
  return "";
}

const EVENT_OUTCOME: Record<string, Outcome> = {
  "PAYMENT.CAPTURE.COMPLETED": "paid",
  "PAYMENT.CAPTURE.DENIED": "failed",
  "PAYMENT.CAPTURE.DECLINED": "failed",
  "PAYMENT.CAPTURE.PENDING": "pending",
  "PAYMENT.CAPTURE.REFUNDED": "refunded",
  "PAYMENT.CAPTURE.REVERSED": "refunded", // a chargeback takes the money back like a refund
};

export const paypalProvider: PaymentProvider = {
  method: METHOD,
  supports,

  async createPayment(ctx, input) {
    if (!supports(input.currency)) throw new ProviderUnavailable(METHOD, `currency ${input.currency} is not supported`);
    const currency = input.currency.toUpperCase();
    const body = {
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: input.billNo,
          invoice_id: input.billNo,
          custom_id: input.billNo,
          description: cut(input.subject, DESCRIPTION_MAX),
          amount: { currency_code: currency, value: fromMinor(input.amountMinor, currency) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            user_action: "PAY_NOW",
            shipping_preference: "NO_SHIPPING",
            locale: input.locale === "zh" ? "zh-CN" : "en-US",
          },
        },
      },
    };
    // PayPal-Request-Id = the bill: a retried create returns the same order, never a second one.
    const a = await call(ctx, "POST", "/v2/checkout/orders", { body, requestId: input.billNo });
    if (a.status !== 200 && a.status !== 201) throw failure("create order", a);
    const links = Array.isArray(a.data.links) ? a.data.links.map(obj) : [];
    const link = links.find((l) => l.rel === "payer-action") ?? links.find((l) => l.rel === "approve");
    const id = str(a.data.id);
    if (!id || !link || !str(link.href)) throw new ProviderUnavailable(METHOD, "create order: no order id or approval link");
    return { checkout: { kind: "redirect", url: str(link.href) }, providerRef: id, channel: "orders" };
  },

  async verifyNotify(ctx, req) {
    const transmissionId = header(req, "paypal-transmission-id");
    const transmissionTime = header(req, "paypal-transmission-time");
    const signature = header(req, "paypal-transmission-sig");
    const certUrl = header(req, "paypal-cert-url");
    if (!transmissionId || !transmissionTime || !signature || !certUrl) throw new NotifyRejected("badSignature", "missing PayPal transmission headers");
    if (header(req, "paypal-auth-algo") !== AUTH_ALGO) throw new NotifyRejected("badSignature", "auth algorithm");
    if (!certUrlAllowed(ctx, certUrl)) throw new NotifyRejected("badSignature", "certificate URL not at PayPal");
    const webhookId = ctx.credentials.webhookId ?? "";
    // The webhook id is signed too: a webhook meant for another app's listener does not verify here.
    const signed = `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(Buffer.from(req.rawBody, "utf8"))}`;
    const cert = await certificate(ctx, certUrl);
    if (!verify("RSA-SHA256", Buffer.from(signed, "utf8"), cert.publicKey, Buffer.from(signature, "base64"))) throw new NotifyRejected("badSignature");
    const sentAt = Date.parse(transmissionTime);
    if (!Number.isFinite(sentAt)) throw new NotifyRejected("malformed", "transmission time");
    if (Math.abs(ctx.now().getTime() - sentAt) > WEBHOOK_WINDOW_MS) throw new NotifyRejected("staleTimestamp");

    const event = parse(req.rawBody);
    const outcome = EVENT_OUTCOME[str(event.event_type)];
    // Signed, but an event we do not act on (an app subscribed to "all events"): acknowledged, not retried for days.
    if (!outcome) throw new NotifyRejected(event.event_type ? "unsupportedEvent" : "malformed", `event ${str(event.event_type) || "missing"}`);
    const resource = obj(event.resource);
    // For a refund the resource is the refund: its amount, its id.
    return {
      billNo: billNoOf(resource),
      ...amountOf(resource.amount),
      providerTxnId: str(resource.id) || null,
      outcome,
      started: event.event_type === "PAYMENT.CAPTURE.PENDING" || undefined,
    };
  },

  /**
   * Reads the order, and captures it when the payer has approved it — PayPal's "paid" exists only
   * after the capture, so this call can take the money (the core asks only while the orders may be paid).
   */
  async query(ctx, bill) {
    if (!bill.providerRef) return { billNo: bill.billNo, amountMinor: bill.amountMinor, currency: bill.currency, providerTxnId: null, outcome: "pending" };
    const a = await call(ctx, "GET", `/v2/checkout/orders/${encodeURIComponent(bill.providerRef)}`);
    // An order PayPal no longer knows was never captured (unapproved orders expire): pending, closed by the core once overdue.
    if (a.status === 404) return { billNo: bill.billNo, amountMinor: bill.amountMinor, currency: bill.currency, providerTxnId: null, outcome: "pending" };
    if (a.status !== 200) throw failure("get order", a);
    if (str(a.data.status) === "APPROVED") return capture(ctx, bill.providerRef, bill);
    return orderNotice(a.data, bill);
  },

  async refund(ctx, input): Promise<RefundResult> {
    const currency = input.currency.toUpperCase();
    const body: Json = { amount: { value: fromMinor(input.amountMinor, currency), currency_code: currency } };
    if (input.reason.trim()) body.note_to_payer = cut(input.reason.trim(), NOTE_MAX);
    const a = await call(ctx, "POST", `/v2/payments/captures/${encodeURIComponent(input.providerTxnId)}/refund`, { body, requestId: input.refundNo });
    if (a.status !== 200 && a.status !== 201) throw failure("refund", a);
    const status = str(a.data.status);
    if (status !== "COMPLETED" && status !== "PENDING") throw new ProviderUnavailable(METHOD, `refund: status ${status || "missing"}`);
    return { refundId: str(a.data.id) || input.refundNo, status: status === "COMPLETED" ? "done" : "pending" };
  },

  // PayPal retries a webhook until it gets a 2xx; the body is not read.
  ack: (ok) => (ok ? { status: 200, contentType: "text/plain", body: "" } : { status: 400, contentType: "text/plain", body: "invalid" }),
};
