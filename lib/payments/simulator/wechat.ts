import { createCipheriv, createSign, createVerify, randomBytes, randomUUID } from "node:crypto";
import { html, json, page, redirect } from "./server";
import type { Notify, SimModule, SimPayment, SimPaymentStatus, SimRequest, SimResponse, SimState } from "./types";

// WeChat Pay API v3 as the simulator plays it: every call must carry the merchant's
// signature (Authorization: WECHATPAY2-SHA256-RSA2048 …, checked with the merchant's public key),
// every 2xx answer and the TRANSACTION.SUCCESS notification are signed with the platform key, and
// the notification's resource is encrypted with the APIv3 key. Native: the demo "scans" code_url at
// /wechat/scan; H5: h5_url is /wechat/h5, which keeps the redirect_url the payer's browser brings.
// A declined attempt sends nothing (as WeChat Pay): only the query tells PAYERROR.

const TRADE_STATE: Record<SimPaymentStatus, string> = {
  created: "NOTPAY",
  approved: "NOTPAY",
  paid: "SUCCESS",
  declined: "PAYERROR",
  closed: "CLOSED",
  refunded: "REFUND",
};

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Rec) : {});
const fail = (status: number, code: string, message: string) => json({ code, message }, status);
const jsonBody = (req: SimRequest): Rec => {
  try {
    return rec(JSON.parse(req.rawBody));
  } catch {
    return {};
  }
};
const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join("");
const beijingTime = (d: Date) => `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

function platformHeaders(state: SimState, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString("hex").toUpperCase();
  const signature = createSign("RSA-SHA256").update(`${timestamp}\n${nonce}\n${body}\n`).sign(state.keys.wechat.platform.privateKeyPem, "base64");
  return {
    "Wechatpay-Timestamp": timestamp,
    "Wechatpay-Nonce": nonce,
    "Wechatpay-Signature": signature,
    "Wechatpay-Serial": state.keys.wechat.platformSerial,
    "Wechatpay-Signature-Type": "WECHATPAY2-SHA256-RSA2048",
  };
}

function signed(state: SimState, value: unknown): SimResponse {
  const body = JSON.stringify(value);
  return { status: 200, headers: { "content-type": "application/json", ...platformHeaders(state, body) }, body };
}

/** The merchant's Authorization header: its mchid, its certificate's serial and a signature over the request. */
function authProblem(req: SimRequest, state: SimState): SimResponse | null {
  const w = state.keys.wechat;
  const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(String(req.headers.authorization ?? ""));
  if (!m) return fail(401, "SIGN_ERROR", "missing or unknown Authorization scheme");
  const a = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
  if (a.mchid !== w.mchId) return fail(401, "SIGN_ERROR", "unknown mchid");
  if ((a.serial_no ?? "").toUpperCase() !== w.merchantSerial.toUpperCase()) return fail(401, "SIGN_ERROR", "unknown merchant certificate serial_no");
  const message = `${req.method}\n${req.url.pathname}${req.url.search}\n${a.timestamp}\n${a.nonce_str}\n${req.rawBody}\n`;
  const ok = createVerify("RSA-SHA256")
    .update(message)
    .verify(w.merchant.publicKeyPem, a.signature ?? "", "base64");
  return ok ? null : fail(401, "SIGN_ERROR", "signature does not verify");
}

const byBill = (state: SimState, billNo: string) => [...state.payments.values()].find((p) => p.provider === "wechat" && p.billNo === billNo);

/** An unpaid order closes at its time_expire. */
function expireIfDue(p: SimPayment) {
  const due = Date.parse(String(p.extra.timeExpire ?? ""));
  if ((p.status === "created" || p.status === "approved") && due < Date.now()) p.status = "closed";
}

function transaction(p: SimPayment, state: SimState): Rec {
  const w = state.keys.wechat;
  return {
    appid: w.appId,
    mchid: w.mchId,
    out_trade_no: p.billNo,
    transaction_id: p.txnId ?? undefined,
    trade_type: p.extra.channel === "h5" ? "MWEB" : "NATIVE",
    trade_state: TRADE_STATE[p.status],
    trade_state_desc: TRADE_STATE[p.status],
    success_time: p.extra.successTime,
    amount: { total: p.amountMinor, payer_total: p.amountMinor, currency: "CNY", payer_currency: "CNY" },
  };
}

function checkoutAnswer(p: SimPayment, state: SimState): SimResponse {
  return signed(
    state,
    p.extra.channel === "h5" ? { h5_url: `${state.origin}/wechat/h5?prepay_id=${p.id}` } : { code_url: `weixin://wxpay/bizpayurl?pr=${p.id}` },
  );
}

function create(req: SimRequest, state: SimState, channel: "native" | "h5"): SimResponse {
  const w = state.keys.wechat;
  const b = jsonBody(req);
  const amount = rec(b.amount);
  if (b.appid !== w.appId || b.mchid !== w.mchId) return fail(400, "APPID_MCHID_NOT_MATCH", "appid and mchid do not match");
  const total = amount.total;
  if (
    typeof b.out_trade_no !== "string" ||
    typeof b.description !== "string" ||
    typeof b.notify_url !== "string" ||
    !Number.isSafeInteger(total) ||
    (total as number) <= 0
  )
    return fail(400, "PARAM_ERROR", "out_trade_no, description, notify_url and amount.total are required");
  if ((amount.currency ?? "CNY") !== "CNY") return fail(400, "PARAM_ERROR", "currency must be CNY");
  if (channel === "h5" && !rec(b.scene_info).payer_client_ip) return fail(400, "PARAM_ERROR", "scene_info.payer_client_ip is required");
  const existing = byBill(state, b.out_trade_no);
  if (existing) {
    // WeChat Pay de-duplicates by out_trade_no: the same order again gets the same prepay id.
    expireIfDue(existing);
    if (existing.status === "paid" || existing.status === "refunded") return fail(400, "ORDERPAID", "order already paid");
    if (existing.status !== "created") return fail(400, "ORDER_CLOSED", "order closed");
    if (existing.amountMinor !== total) return fail(400, "INVALID_REQUEST", "out_trade_no reused with other parameters");
    existing.extra.channel = channel;
    return checkoutAnswer(existing, state);
  }
  const p: SimPayment = {
    id: state.newId("wx"),
    provider: "wechat",
    billNo: b.out_trade_no,
    amountMinor: total as number,
    currency: "CNY",
    subject: b.description,
    notifyUrl: b.notify_url,
    returnUrl: "",
    cancelUrl: "",
    status: "created",
    txnId: null,
    extra: { channel, timeExpire: b.time_expire },
    createdAt: new Date(),
  };
  state.payments.set(p.id, p);
  return checkoutAnswer(p, state);
}

function refund(req: SimRequest, state: SimState): SimResponse {
  const b = jsonBody(req);
  const amount = rec(b.amount);
  const p = byBill(state, String(b.out_trade_no ?? ""));
  if (!p) return fail(404, "RESOURCE_NOT_EXISTS", "order does not exist");
  const answer = () =>
    signed(state, {
      refund_id: p.extra.refundId,
      out_refund_no: p.extra.refundNo,
      transaction_id: p.txnId,
      out_trade_no: p.billNo,
      channel: "ORIGINAL",
      status: "SUCCESS",
      create_time: p.extra.refundTime,
      success_time: p.extra.refundTime,
      amount: { total: p.amountMinor, refund: p.amountMinor, payer_total: p.amountMinor, payer_refund: p.amountMinor, currency: "CNY" },
    });
  if (p.status === "refunded" && p.extra.refundNo === b.out_refund_no) return answer();
  if (p.status !== "paid") return fail(400, "INVALID_REQUEST", "order is not paid");
  if (typeof b.out_refund_no !== "string" || amount.total !== p.amountMinor || amount.refund !== p.amountMinor)
    return fail(400, "PARAM_ERROR", "the simulator refunds whole payments only");
  Object.assign(p.extra, { refundId: `50${digits(27)}`, refundNo: b.out_refund_no, refundTime: beijingTime(new Date()) });
  p.status = "refunded";
  return answer();
}

function notification(p: SimPayment, state: SimState): Notify {
  const nonce = randomBytes(9).toString("base64url");
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(state.keys.wechat.apiV3Key, "utf8"), Buffer.from(nonce, "utf8"));
  cipher.setAAD(Buffer.from("transaction", "utf8"));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(transaction(p, state)), "utf8"), cipher.final(), cipher.getAuthTag()]);
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: beijingTime(new Date()),
    resource_type: "encrypt-resource",
    event_type: "TRANSACTION.SUCCESS",
    summary: "支付成功",
    resource: { original_type: "transaction", algorithm: "AEAD_AES_256_GCM", ciphertext: sealed.toString("base64"), associated_data: "transaction", nonce },
  });
  return { url: p.notifyUrl, headers: { "Content-Type": "application/json", ...platformHeaders(state, body) }, body };
}

/** The payer's browser after deciding: H5 goes back to the merchant's redirect_url; a scanned code gets a "done" page. */
function afterDecision(p: SimPayment, title: string): SimResponse {
  if (p.extra.channel === "h5" && p.returnUrl) return redirect(p.returnUrl);
  return html(page(title, `<div class="card" data-testid="sim-done"><h1>${title} — you may close this page</h1></div>`));
}

function paymentFromBrowser(state: SimState, id: string | undefined): SimPayment | null {
  const p = id ? state.payments.get(id) : undefined;
  return p && p.provider === "wechat" ? p : null;
}

export const wechatSim: SimModule = {
  provider: "wechat",
  prefix: "/wechat",

  async handle(req, state) {
    const path = req.url.pathname.slice("/wechat".length);
    if (req.method === "GET" && path === "/h5") {
      const p = paymentFromBrowser(state, req.url.searchParams.get("prepay_id") ?? undefined);
      if (!p) return html(page("Not found", "<p>No such payment.</p>"), 404);
      const back = req.url.searchParams.get("redirect_url") ?? "";
      if (/^https?:\/\//.test(back)) p.returnUrl = back;
      return redirect(`/sim/pay/${p.id}`);
    }
    if (req.method === "GET" && path === "/scan") {
      const p = paymentFromBrowser(state, /[?&]pr=([A-Za-z0-9_-]+)/.exec(req.url.searchParams.get("code") ?? "")?.[1]);
      return p ? redirect(`/sim/pay/${p.id}`) : html(page("Not found", "<p>Unknown payment code.</p>"), 404);
    }
    if (!path.startsWith("/v3/")) return null;
    const denied = authProblem(req, state);
    if (denied) return denied;
    if (req.method === "POST" && path === "/v3/pay/transactions/native") return create(req, state, "native");
    if (req.method === "POST" && path === "/v3/pay/transactions/h5") return create(req, state, "h5");
    if (req.method === "POST" && path === "/v3/refund/domestic/refunds") return refund(req, state);
    const q = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
    if (req.method === "GET" && q) {
      if (req.url.searchParams.get("mchid") !== state.keys.wechat.mchId) return fail(400, "PARAM_ERROR", "mchid");
      const p = byBill(state, decodeURIComponent(q[1]));
      if (!p) return fail(404, "ORDER_NOT_EXIST", "order does not exist");
      expireIfDue(p);
      return signed(state, transaction(p, state));
    }
    return null;
  },

  async decide(p, decision, state) {
    expireIfDue(p);
    if (p.status === "closed") return afterDecision(p, "Closed");
    if (decision === "decline") {
      p.status = "declined";
      return afterDecision(p, "Declined");
    }
    p.status = "paid";
    p.txnId = `4200${digits(24)}`;
    p.extra.successTime = beijingTime(new Date());
    state.notify(p, "TRANSACTION.SUCCESS", notification(p, state));
    return afterDecision(p, "Paid");
  },

  notifyFor(p, state) {
    return p.status === "paid" ? notification(p, state) : null;
  },
};
