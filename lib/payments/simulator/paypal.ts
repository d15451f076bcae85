import { createSign, randomBytes, randomUUID } from "node:crypto";
import { crc32 } from "node:zlib";
import { fromMinor, toMinor } from "@/lib/billing/money";
import { html, json, page, redirect } from "./server";
import type { Notify, SimModule, SimPayment, SimRequest, SimResponse, SimState } from "./types";

// PayPal REST from PayPal's side: OAuth client credentials, Orders v2 (create, get,
// capture), Payments v2 refund, and webhooks signed the way PayPal signs them (SHA256withRSA over
// transmission id | time | webhook id | CRC32 of the body, the certificate served under /paypal/certs).

const PREFIX = "/paypal";
const TOKEN_SECONDS = 32_400;

/**
 * Where the simulator sends an app's webhooks: the origin of the order's return_url plus this path.
 * In production the webhook URL is set per app in PayPal's developer dashboard, not in the order.
 */
export const PAYPAL_WEBHOOK_PATH = "/api/payments/notify/paypal";

type Json = Record<string, unknown>;
type PpExtra = {
  /** The PayPal-Request-Id of the create: the same id gets the same order. */
  requestId: string;
  invoiceId: string;
  customId: string;
  value: string;
  captureCreatedAt: string | null;
  /** Answers by PayPal-Request-Id: a repeated capture or refund gets the first answer. */
  answers: Record<string, { status: number; body: Json }>;
  refundedMinor: number;
};
const extraOf = (p: SimPayment) => p.extra as PpExtra;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === "string" ? v : "");
/** PayPal writes times without milliseconds. */
const isoTime = (d = new Date()) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

/** The access tokens handed out, per simulator. */
const issued = new WeakMap<SimState, Set<string>>();

const error = (status: number, name: string, issue?: string, message = name): SimResponse =>
  json({ name, message, debug_id: randomBytes(6).toString("hex"), ...(issue ? { details: [{ issue, description: issue }] } : {}) }, status);

function header(req: SimRequest, name: string): string {
  const v = req.headers[name];
  return Array.isArray(v) ? (v[0] ?? "") : (v ?? "");
}

function issueToken(req: SimRequest, state: SimState): SimResponse {
  const k = state.keys.paypal;
  const expected = `Basic ${Buffer.from(`${k.clientId}:${k.secret}`).toString("base64")}`;
  if (header(req, "authorization") !== expected) return json({ error: "invalid_client", error_description: "Client Authentication failed" }, 401);
  if (req.form().grant_type !== "client_credentials") return json({ error: "unsupported_grant_type", error_description: "Grant Type is NULL" }, 400);
  const token = `A21AA${randomBytes(24).toString("base64url")}`;
  if (!issued.has(state)) issued.set(state, new Set());
  issued.get(state)!.add(token);
  return json({
    scope: "https://uri.paypal.com/services/payments/payment",
    access_token: token,
    token_type: "Bearer",
    app_id: "APP-DEMO",
    expires_in: TOKEN_SECONDS,
    nonce: randomUUID(),
  });
}

const authorized = (req: SimRequest, state: SimState) => issued.get(state)?.has(header(req, "authorization").replace(/^Bearer /, "")) ?? false;

function captureJson(p: SimPayment, state: SimState): Json {
  const x = extraOf(p);
  return {
    id: p.txnId,
    status: p.status === "refunded" ? "REFUNDED" : x.refundedMinor > 0 ? "PARTIALLY_REFUNDED" : "COMPLETED",
    amount: { currency_code: p.currency, value: x.value },
    final_capture: true,
    invoice_id: x.invoiceId,
    custom_id: x.customId,
    create_time: x.captureCreatedAt,
    update_time: x.captureCreatedAt,
    links: [{ href: `${state.origin}${PREFIX}/v2/payments/captures/${p.txnId}`, rel: "self", method: "GET" }],
  };
}

const ORDER_STATUS: Record<SimPayment["status"], string> = {
  created: "PAYER_ACTION_REQUIRED",
  declined: "PAYER_ACTION_REQUIRED", // cancelling at PayPal leaves the order unapproved
  approved: "APPROVED",
  paid: "COMPLETED",
  refunded: "COMPLETED",
  closed: "VOIDED",
};

function orderJson(p: SimPayment, state: SimState): Json {
  const x = extraOf(p);
  const captured = p.txnId !== null;
  const links: Json[] = [{ href: `${state.origin}${PREFIX}/v2/checkout/orders/${p.id}`, rel: "self", method: "GET" }];
  if (!captured) links.push({ href: `${state.origin}/sim/pay/${p.id}`, rel: "payer-action", method: "GET" });
  return {
    id: p.id,
    intent: "CAPTURE",
    status: ORDER_STATUS[p.status],
    purchase_units: [
      {
        reference_id: p.billNo,
        invoice_id: x.invoiceId,
        custom_id: x.customId,
        description: p.subject,
        amount: { currency_code: p.currency, value: x.value },
        ...(captured ? { payments: { captures: [captureJson(p, state)] } } : {}),
      },
    ],
    create_time: isoTime(p.createdAt),
    links,
  };
}

function createOrder(req: SimRequest, state: SimState): SimResponse {
  const requestId = header(req, "paypal-request-id");
  const same = requestId ? [...state.payments.values()].find((p) => p.provider === "paypal" && extraOf(p).requestId === requestId) : undefined;
  if (same) return json(orderJson(same, state), 200);
  let body: Json;
  try {
    body = obj(JSON.parse(req.rawBody));
  } catch {
    return error(400, "INVALID_REQUEST", "MALFORMED_REQUEST_JSON");
  }
  const unit = obj(Array.isArray(body.purchase_units) ? body.purchase_units[0] : null);
  const amount = obj(unit.amount);
  const currency = str(amount.currency_code);
  const amountMinor = currency ? toMinor(str(amount.value), currency) : null;
  if (body.intent !== "CAPTURE" || amountMinor === null || amountMinor <= 0) return error(400, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE");
  const ctx = obj(obj(obj(body.payment_source).paypal).experience_context);
  const returnUrl = str(ctx.return_url);
  let notifyUrl = "";
  try {
    notifyUrl = returnUrl ? `${new URL(returnUrl).origin}${PAYPAL_WEBHOOK_PATH}` : "";
  } catch {
    return error(400, "INVALID_REQUEST", "INVALID_PARAMETER_SYNTAX");
  }
  const x: PpExtra = {
    requestId,
    invoiceId: str(unit.invoice_id),
    customId: str(unit.custom_id),
    value: fromMinor(amountMinor, currency),
    captureCreatedAt: null,
    answers: {},
    refundedMinor: 0,
  };
  const p: SimPayment = {
    id: state.newId("PP"),
    provider: "paypal",
    billNo: x.invoiceId || x.customId || str(unit.reference_id),
    amountMinor,
    currency,
    subject: str(unit.description),
    notifyUrl,
    returnUrl,
    cancelUrl: str(ctx.cancel_url),
    status: "created",
    txnId: null,
    extra: x,
    createdAt: new Date(),
  };
  state.payments.set(p.id, p);
  return json(orderJson(p, state), 201);
}

/** Runs `act` once per PayPal-Request-Id; a repeat gets the first answer. */
function once(p: SimPayment, req: SimRequest, act: () => SimResponse): SimResponse {
  const x = extraOf(p);
  const id = header(req, "paypal-request-id");
  const before = id ? x.answers[id] : undefined;
  if (before) return json(before.body, before.status);
  const r = act();
  if (id && r.status < 300) x.answers[id] = { status: r.status, body: JSON.parse(r.body) as Json };
  return r;
}

function captureOrder(p: SimPayment, req: SimRequest, state: SimState): SimResponse {
  return once(p, req, () => {
    if (p.txnId) return error(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED");
    if (p.status !== "approved") return error(422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED");
    p.status = "paid";
    p.txnId = state.newId("CAP");
    extraOf(p).captureCreatedAt = isoTime();
    const n = paypalSim.notifyFor(p, state);
    if (n) state.notify(p, "PAYMENT.CAPTURE.COMPLETED", n);
    return json(orderJson(p, state), 201);
  });
}

function refundCapture(p: SimPayment, req: SimRequest, state: SimState): SimResponse {
  return once(p, req, () => {
    const x = extraOf(p);
    let body: Json;
    try {
      body = req.rawBody ? obj(JSON.parse(req.rawBody)) : {};
    } catch {
      return error(400, "INVALID_REQUEST", "MALFORMED_REQUEST_JSON");
    }
    const remaining = p.amountMinor - x.refundedMinor;
    if (remaining <= 0) return error(422, "UNPROCESSABLE_ENTITY", "CAPTURE_FULLY_REFUNDED");
    const amount = obj(body.amount);
    if (body.amount !== undefined && str(amount.currency_code) !== p.currency) return error(422, "UNPROCESSABLE_ENTITY", "CURRENCY_MISMATCH");
    const minor = body.amount === undefined ? remaining : toMinor(str(amount.value), p.currency);
    if (minor === null || minor <= 0) return error(400, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE");
    if (minor > remaining) return error(422, "UNPROCESSABLE_ENTITY", "REFUND_AMOUNT_EXCEEDED");
    x.refundedMinor += minor;
    if (x.refundedMinor === p.amountMinor) p.status = "refunded";
    const now = isoTime();
    const refundId = state.newId("RF");
    const refund: Json = {
      id: refundId,
      status: "COMPLETED",
      amount: { currency_code: p.currency, value: fromMinor(minor, p.currency) },
      invoice_id: x.invoiceId,
      custom_id: x.customId,
      ...(str(body.note_to_payer) ? { note_to_payer: str(body.note_to_payer) } : {}),
      create_time: now,
      update_time: now,
      links: [
        { href: `${state.origin}${PREFIX}/v2/payments/refunds/${refundId}`, rel: "self", method: "GET" },
        { href: `${state.origin}${PREFIX}/v2/payments/captures/${p.txnId}`, rel: "up", method: "GET" },
      ],
    };
    if (p.notifyUrl) state.notify(p, "PAYMENT.CAPTURE.REFUNDED", webhook(p, "PAYMENT.CAPTURE.REFUNDED", "refund", refund, state));
    return json({ id: refund.id, status: refund.status, links: refund.links }, 201);
  });
}

/** A webhook as PayPal sends it: the event JSON and the transmission headers signed over its CRC32. */
function webhook(p: SimPayment, eventType: string, resourceType: "capture" | "refund", resource: Json, state: SimState): Notify {
  const k = state.keys.paypal;
  const body = JSON.stringify({
    id: `WH-${randomBytes(10).toString("hex").toUpperCase()}`,
    event_version: "1.0",
    create_time: isoTime(),
    resource_type: resourceType,
    resource_version: "2.0",
    event_type: eventType,
    summary: `Payment ${eventType.split(".").pop()!.toLowerCase()} for ${fromMinor(p.amountMinor, p.currency)} ${p.currency}`,
    resource,
  });
  const transmissionId = randomUUID();
  const transmissionTime = isoTime();
  const signed = `${transmissionId}|${transmissionTime}|${k.webhookId}|${crc32(Buffer.from(body, "utf8"))}`;
  return {
    url: p.notifyUrl,
    headers: {
      "content-type": "application/json",
      "paypal-transmission-id": transmissionId,
      "paypal-transmission-time": transmissionTime,
      "paypal-transmission-sig": createSign("RSA-SHA256").update(signed, "utf8").sign(k.signer.privateKeyPem, "base64"),
      "paypal-cert-url": `${state.origin}${PREFIX}/certs/demo`,
      "paypal-auth-algo": "SHA256withRSA",
    },
    body,
  };
}

const findCapture = (state: SimState, captureId: string) => [...state.payments.values()].find((p) => p.provider === "paypal" && p.txnId === captureId);

export const paypalSim: SimModule = {
  provider: "paypal",
  prefix: PREFIX,

  async handle(req, state) {
    const path = req.url.pathname.slice(PREFIX.length);
    if (req.method === "GET" && /^\/certs\/[A-Za-z0-9_-]+$/.test(path)) {
      return { status: 200, headers: { "content-type": "application/x-pem-file" }, body: state.keys.paypal.certPem };
    }
    if (req.method === "POST" && path === "/v1/oauth2/token") return issueToken(req, state);
    if (!authorized(req, state)) return json({ error: "invalid_token", error_description: "Token signature verification failed" }, 401);
    if (req.method === "POST" && path === "/v2/checkout/orders") return createOrder(req, state);
    const order = path.match(/^\/v2\/checkout\/orders\/([A-Za-z0-9]+)(\/capture)?$/);
    if (order) {
      const p = state.payments.get(order[1]);
      if (!p || p.provider !== "paypal") return error(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      if (req.method === "GET" && !order[2]) return json(orderJson(p, state));
      if (req.method === "POST" && order[2]) return captureOrder(p, req, state);
      return null;
    }
    const refund = path.match(/^\/v2\/payments\/captures\/([A-Za-z0-9]+)\/refund$/);
    if (refund && req.method === "POST") {
      const p = findCapture(state, refund[1]);
      return p ? refundCapture(p, req, state) : error(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
    }
    return null;
  },

  async decide(p, decision) {
    p.status = decision === "approve" ? "approved" : "declined";
    // Approval sends no webhook: the money moves only when the app captures the order.
    const target = decision === "approve" ? p.returnUrl : p.cancelUrl;
    if (!target)
      return html(
        page("PayPal", `<div class="card"><h1>PayPal</h1><p>${decision === "approve" ? "Approved" : "Cancelled"}. You can close this page.</p></div>`),
      );
    const url = new URL(target);
    url.searchParams.set("token", p.id);
    if (decision === "approve") url.searchParams.set("PayerID", "DEMOPAYER");
    return redirect(url.toString());
  },

  notifyFor(p, state) {
    if (p.status !== "paid" || !p.txnId || !p.notifyUrl) return null;
    const c = captureJson(p, state);
    return webhook(p, "PAYMENT.CAPTURE.COMPLETED", "capture", { ...c, status: "COMPLETED" }, state);
  },
};
