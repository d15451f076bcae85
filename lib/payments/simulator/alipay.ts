import { createSign, createVerify, randomBytes, randomInt } from "node:crypto";
import { fromMinor, toMinor } from "@/lib/billing/money";
import { html, json, page, redirect } from "./server";
import type { Notify, SimModule, SimPayment, SimResponse, SimState } from "./types";

// Alipay open platform v2 from Alipay's side: GET gateway.do opens the page / wap
// cashier, POST gateway.do answers alipay.trade.query and alipay.trade.refund. Requests are checked
// with the app's public key; answers, notifications and the synchronous return are signed with
// "Alipay's" key (RSA2 throughout).

const PREFIX = "/alipay";
const CNY = "CNY";
const PAY_METHODS = ["alipay.trade.page.pay", "alipay.trade.wap.pay"];

type Fields = Record<string, string>;
type AliExtra = {
  channel: "page" | "wap";
  app_id: string;
  out_trade_no: string;
  total_amount: string;
  subject: string;
  notify_url: string;
  return_url: string;
  quit_url: string;
  tradeNo: string;
  paidAt: string | null;
  refundedMinor: number;
  refundedAt: string | null;
  lastRefundNo: string | null;
  /** Answers by out_request_no: a repeated refund moves no money again. */
  refunds: Record<string, Fields>;
};
const extraOf = (p: SimPayment) => p.extra as AliExtra;

const beijingTime = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");

/** Alipay's v2 string to sign: the fields but `omit`, sorted by name, k=v joined by "&", values as they are. */
const signContent = (f: Fields, omit: string[]) =>
  Object.keys(f)
    .filter((k) => !omit.includes(k))
    .sort()
    .map((k) => `${k}=${f[k]}`)
    .join("&");

const rsa2Sign = (text: string, privateKeyPem: string) => createSign("RSA-SHA256").update(text, "utf8").sign(privateKeyPem, "base64");

/** A request is signed over every parameter but `sign` (sign_type included). */
function requestSigned(f: Fields, state: SimState): boolean {
  if (f.sign_type !== "RSA2" || !f.sign) return false;
  try {
    return createVerify("RSA-SHA256")
      .update(signContent(f, ["sign"]), "utf8")
      .verify(state.keys.alipay.app.publicKeyPem, f.sign, "base64");
  } catch {
    return false;
  }
}

/** Notifications and the synchronous return leave sign and sign_type out of what is signed. */
function withSign(f: Fields, state: SimState): Fields {
  return { ...f, sign: rsa2Sign(signContent(f, ["sign", "sign_type"]), state.keys.alipay.alipay.privateKeyPem) };
}

/** `{"xxx_response":{…},"sign":"…"}`, signed over the exact text of the response object. */
function answer(apiMethod: string, body: Fields, state: SimState): SimResponse {
  const inner = JSON.stringify(body);
  const sign = rsa2Sign(inner, state.keys.alipay.alipay.privateKeyPem);
  return {
    status: 200,
    headers: { "content-type": "application/json;charset=utf-8" },
    body: `{"${apiMethod.replaceAll(".", "_")}_response":${inner},"sign":${JSON.stringify(sign)}}`,
  };
}

const failure = (apiMethod: string, code: string, subCode: string, state: SimState) =>
  answer(apiMethod, { code, msg: code === "40004" ? "Business Failed" : "Invalid Arguments", sub_code: subCode, sub_msg: subCode }, state);

function bizOf(f: Fields): Fields | null {
  try {
    const v = JSON.parse(f.biz_content ?? "") as unknown;
    return v && typeof v === "object" ? (v as Fields) : null;
  } catch {
    return null;
  }
}

const findTrade = (state: SimState, outTradeNo: string | undefined) =>
  [...state.payments.values()].find((p) => p.provider === "alipay" && p.billNo === outTradeNo);

const errorPage = (message: string, status = 400) => html(page("Alipay", `<div class="card"><h1>Alipay 支付宝</h1><p>${message}</p></div>`), status);

function openCashier(f: Fields, state: SimState): SimResponse {
  const biz = bizOf(f);
  const amountMinor = toMinor(biz?.total_amount ?? "", CNY);
  if (!biz?.out_trade_no || amountMinor === null || amountMinor <= 0) return errorPage("Invalid arguments: out_trade_no / total_amount.");
  const existing = findTrade(state, biz.out_trade_no);
  if (existing) {
    // The same out_trade_no opens the same trade, unless it is finished or its amount changed.
    if (existing.status === "created" && existing.amountMinor === amountMinor) return redirect(`/sim/pay/${existing.id}`);
    return errorPage(`This trade cannot be paid (${existing.status === "created" ? "amount changed" : existing.status}).`, 409);
  }
  const now = new Date();
  const x: AliExtra = {
    channel: f.method === "alipay.trade.wap.pay" ? "wap" : "page",
    app_id: f.app_id,
    out_trade_no: biz.out_trade_no,
    total_amount: biz.total_amount,
    subject: biz.subject ?? "",
    notify_url: f.notify_url ?? "",
    return_url: f.return_url ?? "",
    quit_url: biz.quit_url ?? "",
    // A 28-digit trade number like Alipay's: the date, then digits.
    tradeNo: `${beijingTime(now).slice(0, 10).replaceAll("-", "")}22001${String(randomInt(1e9)).padStart(9, "0")}${String(randomInt(1e6)).padStart(6, "0")}`,
    paidAt: null,
    refundedMinor: 0,
    refundedAt: null,
    lastRefundNo: null,
    refunds: {},
  };
  const p: SimPayment = {
    id: state.newId("ALI"),
    provider: "alipay",
    billNo: biz.out_trade_no,
    amountMinor,
    currency: CNY,
    subject: x.subject,
    notifyUrl: x.notify_url,
    returnUrl: x.return_url,
    cancelUrl: x.quit_url || x.return_url,
    status: "created",
    txnId: null,
    extra: x,
    createdAt: now,
  };
  state.payments.set(p.id, p);
  return redirect(`/sim/pay/${p.id}`);
}

function tradeStatus(p: SimPayment): string | null {
  if (p.status === "paid") return "TRADE_SUCCESS";
  if (p.status === "refunded" || p.status === "closed" || p.status === "declined") return "TRADE_CLOSED";
  return null;
}

function tradeQuery(biz: Fields, state: SimState): SimResponse {
  const M = "alipay.trade.query";
  const p = findTrade(state, biz.out_trade_no);
  if (!p) return failure(M, "40004", "ACQ.TRADE_NOT_EXIST", state);
  const x = extraOf(p);
  const paid: Fields = x.paidAt ? { buyer_pay_amount: x.total_amount, receipt_amount: x.total_amount, send_pay_date: beijingTime(new Date(x.paidAt)) } : {};
  const status = tradeStatus(p) ?? "WAIT_BUYER_PAY";
  return answer(
    M,
    { code: "10000", msg: "Success", trade_no: x.tradeNo, out_trade_no: p.billNo, trade_status: status, total_amount: x.total_amount, ...paid },
    state,
  );
}

function tradeRefund(biz: Fields, state: SimState): SimResponse {
  const M = "alipay.trade.refund";
  const p = findTrade(state, biz.out_trade_no);
  if (!p) return failure(M, "40004", "ACQ.TRADE_NOT_EXIST", state);
  const x = extraOf(p);
  const requestNo = biz.out_request_no || p.billNo;
  const before = x.refunds[requestNo];
  if (before) return answer(M, { ...before, fund_change: "N" }, state);
  if (p.status !== "paid") return failure(M, "40004", "ACQ.TRADE_STATUS_ERROR", state);
  const amount = toMinor(biz.refund_amount ?? "", CNY);
  if (amount === null || amount <= 0) return failure(M, "40002", "isv.invalid-parameter", state);
  if (x.refundedMinor + amount > p.amountMinor) return failure(M, "40004", "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL", state);
  const now = new Date();
  x.refundedMinor += amount;
  x.refundedAt = now.toISOString();
  x.lastRefundNo = requestNo;
  if (x.refundedMinor === p.amountMinor) p.status = "refunded";
  const body: Fields = {
    code: "10000",
    msg: "Success",
    trade_no: x.tradeNo,
    out_trade_no: p.billNo,
    fund_change: "Y",
    refund_fee: fromMinor(x.refundedMinor, CNY),
    gmt_refund_pay: beijingTime(now),
  };
  x.refunds[requestNo] = body;
  const n = alipaySim.notifyFor(p, state);
  if (n) state.notify(p, "REFUND", n);
  return answer(M, body, state);
}

/** The trade_status_sync notification for how `p` stands now. */
function notifyFields(p: SimPayment, state: SimState): Fields | null {
  const status = tradeStatus(p);
  if (!status) return null;
  const x = extraOf(p);
  const k = state.keys.alipay;
  const f: Fields = {
    notify_time: beijingTime(new Date()),
    notify_type: "trade_status_sync",
    notify_id: randomBytes(16).toString("hex"),
    app_id: k.appId,
    charset: "utf-8",
    version: "1.0",
    sign_type: "RSA2",
    trade_no: x.tradeNo,
    out_trade_no: p.billNo,
    total_amount: x.total_amount,
    trade_status: status,
    seller_id: k.sellerId,
    gmt_create: beijingTime(p.createdAt),
    subject: p.subject,
  };
  if (x.paidAt) Object.assign(f, { receipt_amount: x.total_amount, buyer_pay_amount: x.total_amount, gmt_payment: beijingTime(new Date(x.paidAt)) });
  if (x.refundedAt) {
    Object.assign(f, {
      refund_fee: fromMinor(x.refundedMinor, CNY),
      gmt_refund: `${beijingTime(new Date(x.refundedAt))}.000`,
      out_biz_no: x.lastRefundNo ?? "",
    });
  }
  return withSign(f, state);
}

export const alipaySim: SimModule = {
  provider: "alipay",
  prefix: PREFIX,

  async handle(req, state) {
    if (req.url.pathname !== `${PREFIX}/gateway.do`) return null;
    // Alipay reads the parameters from the query string and the form body alike.
    const f: Fields = req.method === "GET" ? req.form() : { ...Object.fromEntries(req.url.searchParams), ...req.form() };
    const appOk = f.app_id === state.keys.alipay.appId;
    const signed = appOk && requestSigned(f, state);
    if (req.method === "GET") {
      if (!appOk) return errorPage("Invalid arguments: isv.invalid-app-id.");
      if (!signed) return errorPage("Invalid arguments: isv.invalid-signature (the request's sign does not match the app's public key).");
      if (!PAY_METHODS.includes(f.method)) return errorPage("Invalid arguments: isv.invalid-method.");
      return openCashier(f, state);
    }
    if (req.method !== "POST") return null;
    if (!appOk) return json({ error_response: { code: "40002", msg: "Invalid Arguments", sub_code: "isv.invalid-app-id" } });
    if (!signed) return failure(f.method ?? "", "40002", "isv.invalid-signature", state);
    const biz = bizOf(f);
    if (!biz) return failure(f.method ?? "", "40002", "isv.invalid-parameter", state);
    if (f.method === "alipay.trade.query") return tradeQuery(biz, state);
    if (f.method === "alipay.trade.refund") return tradeRefund(biz, state);
    return json({ error_response: { code: "40002", msg: "Invalid Arguments", sub_code: "isv.invalid-method" } });
  },

  async decide(p, decision, state) {
    const x = extraOf(p);
    if (decision === "approve") {
      p.status = "paid";
      p.txnId = x.tradeNo;
      x.paidAt = new Date().toISOString();
    } else p.status = "closed";
    const n = alipaySim.notifyFor(p, state);
    if (n) state.notify(p, tradeStatus(p)!, n);
    if (decision === "decline") return p.cancelUrl ? redirect(p.cancelUrl) : errorPage("The payment was declined.", 200);
    if (!p.returnUrl) return errorPage("Paid. You can close this page.", 200);
    // The synchronous return: signed, but only a hint — the app must ask (query) or wait for the notification.
    const back = withSign(
      {
        method: `alipay.trade.${x.channel}.pay.return`,
        charset: "utf-8",
        out_trade_no: p.billNo,
        trade_no: x.tradeNo,
        total_amount: x.total_amount,
        seller_id: state.keys.alipay.sellerId,
        app_id: x.app_id,
        auth_app_id: x.app_id,
        timestamp: beijingTime(new Date()),
        version: "1.0",
        sign_type: "RSA2",
      },
      state,
    );
    const url = new URL(p.returnUrl);
    for (const [k, v] of Object.entries(back)) url.searchParams.set(k, v);
    return redirect(url.toString());
  },

  notifyFor(p, state): Notify | null {
    const f = p.notifyUrl ? notifyFields(p, state) : null;
    return f
      ? { url: p.notifyUrl, headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" }, body: new URLSearchParams(f).toString() }
      : null;
  },
};
