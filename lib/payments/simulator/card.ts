import { createHash, createSign, createVerify, randomBytes } from "node:crypto";
import { CURRENCY_NUMERIC } from "@/lib/payments/providers/card";
import { autoPostForm, html, page, redirect } from "./server";
import type { Notify, SimModule, SimPayment, SimRequest, SimResponse, SimState } from "./types";

// China UnionPay's online gateway (ACP 5.1.0, signMethod 01) as the simulator plays it.
// frontTransReq.do takes the form the payer's browser posts and shows the approve page; the result
// goes to backUrl (the back notification, form-encoded) and back to frontUrl as an auto-posted form.
// queryTrans.do and backTransReq.do answer as ACP does: k=v joined by "&", not url-encoded.
// Requests must carry the merchant certificate's serial (certId, decimal) and its signature;
// everything the "provider" says is signed with state.keys.card.provider and carries its certificate.

const PREFIX = "/card";
const VERSION = "5.1.0";
const ORDER_ID = /^[A-Za-z0-9]{8,40}$/;
const ACP_TIME = /^\d{14}$/;
const DECLINED = "61";
/** The fields of the merchant's payment request that ACP repeats in its answers. */
const ECHO = ["version", "encoding", "bizType", "txnType", "txnSubType", "accessType", "merId", "orderId", "txnTime", "txnAmt", "currencyCode", "reqReserved"];

type Fields = Record<string, string>;
type CardExtra = {
  request: Fields;
  /** The result of the payer's attempt (respCode, queryId, trace …) once decided. */
  result?: Fields;
  /** The refund as the back notification tells it (unsigned), once refunded. */
  refund?: Fields;
};
const extraOf = (p: SimPayment) => p.extra as CardExtra;
const ALPHA_OF: Record<string, string> = Object.fromEntries(Object.entries(CURRENCY_NUMERIC).map(([a, n]) => [n, a]));

const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join("");
const acpTime = (d: Date) =>
  new Date(d.getTime() + 8 * 3_600_000)
    .toISOString()
    .replace(/[^0-9]/g, "")
    .slice(0, 14);
/** yyyyMMddHHmmss in Beijing time → the instant. */
const fromAcpTime = (s: string) =>
  Date.parse(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(8, 10)}:${s.slice(10, 12)}:${s.slice(12, 14)}+08:00`);
const decimal = (hex: string) => BigInt(`0x${hex}`).toString(10);

/** signMethod 01: SHA256withRSA over the hex SHA-256 of the sorted k=v&… string (all fields but signature). */
function digestOf(f: Fields): string {
  const data = Object.keys(f)
    .filter((k) => k !== "signature")
    .sort()
    .map((k) => `${k}=${f[k]}`)
    .join("&");
  return createHash("sha256").update(data, "utf8").digest("hex");
}

function providerSigned(state: SimState, fields: Fields): Fields {
  const k = state.keys.card;
  const out: Fields = { ...fields, signMethod: "01", certId: decimal(k.providerSerial), signPubKeyCert: k.providerCertPem };
  out.signature = createSign("RSA-SHA256").update(digestOf(out), "utf8").sign(k.provider.privateKeyPem, "base64");
  return out;
}

/** Why the merchant's request is refused, or null: its merchant, certificate serial and signature. */
function requestProblem(f: Fields, state: SimState): string | null {
  const k = state.keys.card;
  if (f.version !== VERSION || f.signMethod !== "01") return "version must be 5.1.0 and signMethod 01";
  if (f.merId !== k.merId) return "unknown merId";
  if (f.certId !== decimal(k.merchantSerial)) return "certId is not the merchant's signing certificate";
  let ok = false;
  try {
    ok = createVerify("RSA-SHA256")
      .update(digestOf(f), "utf8")
      .verify(k.merchantCertPem, f.signature ?? "", "base64");
  } catch {
    ok = false;
  }
  return ok ? null : "signature does not verify";
}

/** A synchronous answer, written as ACP writes it (raw values, no url-encoding). */
const answer = (f: Fields): SimResponse => ({
  status: 200,
  headers: { "content-type": "text/plain; charset=UTF-8" },
  body: Object.entries(f)
    .map(([k, v]) => `${k}=${v}`)
    .join("&"),
});
/** ACP's answer to a request it cannot take (format, signature): unsigned, nothing to trust. */
const refusal = (respCode: string, respMsg: string) => answer({ version: VERSION, respCode, respMsg });
const errorPage = (message: string) =>
  html(page("Rejected", `<div class="card" data-testid="sim-error"><h1>Request rejected</h1><p>${message}</p></div>`), 400);
const formNotify = (url: string, f: Fields): Notify => ({
  url,
  headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
  body: new URLSearchParams(f).toString(),
});

const cardPayments = (state: SimState) => [...state.payments.values()].filter((p) => p.provider === "card");

function echoOf(p: SimPayment): Fields {
  const r = extraOf(p).request;
  return Object.fromEntries(ECHO.filter((k) => r[k] !== undefined).map((k) => [k, r[k]]));
}

/** The back notification of the payer's attempt (also what the browser posts back to frontUrl). */
function consumeNotice(p: SimPayment, state: SimState): Fields {
  return providerSigned(state, { ...echoOf(p), ...extraOf(p).result });
}

function notice(p: SimPayment, state: SimState): Notify | null {
  const x = extraOf(p);
  if (p.status === "refunded" && x.refund) return formNotify(p.notifyUrl, providerSigned(state, x.refund));
  if ((p.status === "paid" || p.status === "declined" || p.status === "refunded") && x.result) return formNotify(p.notifyUrl, consumeNotice(p, state));
  return null;
}

function front(req: SimRequest, state: SimState): SimResponse {
  const f = req.form();
  const problem = requestProblem(f, state);
  if (problem) return errorPage(problem);
  if (f.txnType !== "01" || f.txnSubType !== "01" || f.bizType !== "000201") return errorPage("only the consumption (txnType 01, bizType 000201) is simulated");
  const currency = ALPHA_OF[f.currencyCode ?? ""];
  if (!ORDER_ID.test(f.orderId ?? "") || !ACP_TIME.test(f.txnTime ?? "") || !/^[1-9]\d{0,11}$/.test(f.txnAmt ?? "") || !currency)
    return errorPage("orderId, txnTime, txnAmt or currencyCode is malformed");
  if (!/^https?:\/\//.test(f.frontUrl ?? "") || !/^https?:\/\//.test(f.backUrl ?? "")) return errorPage("frontUrl and backUrl are required");
  const existing = cardPayments(state).find((p) => extraOf(p).request.orderId === f.orderId);
  if (existing) return existing.status === "created" ? redirect(`/sim/pay/${existing.id}`) : errorPage("duplicate orderId");
  const p: SimPayment = {
    id: state.newId("card"),
    provider: "card",
    billNo: f.reqReserved || f.orderId,
    amountMinor: Number(f.txnAmt),
    currency,
    subject: `Order ${f.orderId}`,
    notifyUrl: f.backUrl,
    returnUrl: f.frontUrl,
    cancelUrl: "",
    status: "created",
    txnId: null,
    extra: { request: f } satisfies CardExtra,
    createdAt: new Date(),
  };
  state.payments.set(p.id, p);
  return redirect(`/sim/pay/${p.id}`);
}

function query(req: SimRequest, state: SimState): SimResponse {
  const f = req.form();
  const problem = requestProblem(f, state);
  if (problem) return refusal("11", problem);
  if (f.txnType !== "00") return refusal("10", "txnType must be 00");
  const base: Fields = {
    version: VERSION,
    encoding: "UTF-8",
    bizType: "000000",
    txnType: "00",
    txnSubType: "00",
    accessType: "0",
    merId: f.merId,
    orderId: f.orderId,
    txnTime: f.txnTime,
  };
  const p = cardPayments(state).find((x) => extraOf(x).request.orderId === f.orderId && extraOf(x).request.txnTime === f.txnTime);
  const result = p && extraOf(p).result;
  // An order the payer never finished is unknown to ACP's query.
  if (!p || !result) return answer(providerSigned(state, { ...base, respCode: "34", respMsg: "no such order" }));
  return answer(
    providerSigned(state, {
      ...base,
      respCode: "00",
      respMsg: "success",
      origRespCode: result.respCode,
      origRespMsg: result.respMsg,
      queryId: result.queryId,
      txnAmt: String(p.amountMinor),
      currencyCode: extraOf(p).request.currencyCode,
      traceNo: result.traceNo,
      traceTime: result.traceTime,
      ...(result.settleAmt ? { settleAmt: result.settleAmt, settleCurrencyCode: result.settleCurrencyCode, settleDate: result.settleDate } : {}),
    }),
  );
}

function refund(req: SimRequest, state: SimState): SimResponse {
  const f = req.form();
  const problem = requestProblem(f, state);
  if (problem) return refusal("11", problem);
  if (f.txnType !== "04") return refusal("10", "only the refund (txnType 04) is simulated here");
  if (!ORDER_ID.test(f.orderId ?? "") || !ACP_TIME.test(f.txnTime ?? "")) return refusal("10", "orderId or txnTime is malformed");
  if (cardPayments(state).some((x) => extraOf(x).refund?.orderId === f.orderId)) return refusal("12", "duplicate transaction");
  const p = cardPayments(state).find((x) => x.txnId !== null && x.txnId === f.origQryId);
  if (!p) return refusal("35", "original transaction not found");
  if (p.status !== "paid") return refusal("01", "original transaction cannot be refunded");
  if (f.txnAmt !== String(p.amountMinor) || f.currencyCode !== extraOf(p).request.currencyCode)
    return refusal("01", "the simulator refunds whole payments only");
  const now = new Date();
  const done: Fields = {
    version: VERSION,
    encoding: "UTF-8",
    bizType: "000201",
    txnType: "04",
    txnSubType: "00",
    accessType: "0",
    merId: f.merId,
    orderId: f.orderId,
    txnTime: f.txnTime,
    txnAmt: f.txnAmt,
    currencyCode: f.currencyCode,
    origQryId: f.origQryId,
    queryId: `${acpTime(now)}${digits(7)}`,
    respCode: "00",
    respMsg: "success",
    ...(f.reqReserved || extraOf(p).request.reqReserved ? { reqReserved: f.reqReserved || extraOf(p).request.reqReserved } : {}),
  };
  p.status = "refunded";
  // ACP answers "accepted" now and tells the result to the back notification URL; ours has none, so the payment's.
  extraOf(p).refund = {
    ...done,
    traceNo: digits(6),
    traceTime: acpTime(now).slice(4),
    settleAmt: f.txnAmt,
    settleCurrencyCode: f.currencyCode,
    settleDate: acpTime(now).slice(4, 8),
  };
  state.notify(p, "REFUND", formNotify(f.backUrl || p.notifyUrl, providerSigned(state, extraOf(p).refund!)));
  return answer(providerSigned(state, done));
}

export const cardSim: SimModule = {
  provider: "card",
  prefix: PREFIX,

  async handle(req, state) {
    if (req.method !== "POST") return null;
    const path = req.url.pathname.slice(PREFIX.length);
    if (path === "/gateway/api/frontTransReq.do") return front(req, state);
    if (path === "/gateway/api/queryTrans.do") return query(req, state);
    if (path === "/gateway/api/backTransReq.do") return refund(req, state);
    return null;
  },

  async decide(p, decision, state) {
    const request = extraOf(p).request;
    if (request.payTimeout && fromAcpTime(request.payTimeout) < Date.now()) {
      p.status = "closed";
      return html(page("Expired", `<div class="card" data-testid="sim-done"><h1>This payment has expired</h1></div>`));
    }
    const now = new Date();
    const approved = decision === "approve";
    const queryId = `${acpTime(now)}${digits(7)}`;
    extraOf(p).result = {
      respCode: approved ? "00" : DECLINED,
      respMsg: approved ? "success" : "declined",
      queryId,
      traceNo: digits(6),
      traceTime: acpTime(now).slice(4),
      ...(approved ? { settleAmt: request.txnAmt, settleCurrencyCode: request.currencyCode, settleDate: acpTime(now).slice(4, 8) } : {}),
    };
    p.status = approved ? "paid" : "declined";
    p.txnId = approved ? queryId : null;
    const fields = consumeNotice(p, state);
    state.notify(p, approved ? "CONSUME" : "CONSUME_FAILED", formNotify(p.notifyUrl, fields));
    // ACP's front-end return is a POST of the same signed fields from the payer's browser.
    return autoPostForm(p.returnUrl, fields);
  },

  notifyFor(p, state) {
    return notice(p, state);
  },
};
