import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { AlipaySdk } from "alipay-sdk";
import { fromMinor, toMinor } from "@/lib/billing/money";
import { NotifyRejected, ProviderUnavailable, type Credentials, type PaymentProvider, type ProviderContext, type VerifiedNotice } from "./types";

// Alipay open platform v2 (gateway.do, RSA2, utf-8). The official alipay-sdk signs requests
// (sdkExecute, which makes no HTTP call) and checks notifications; its exec() posts through its own
// urllib client, which ctx.http's timeout and retry policy cannot reach, so our requests are sent
// by ctx.http with the SDK's signed parameters.

const METHOD = "ALIPAY";
const CURRENCY = "CNY";
const CODE_OK = "10000";
const NOT_OPENED = "ACQ.TRADE_NOT_EXIST";

/** "yyyy-MM-dd HH:mm:ss" in Beijing time (UTC+8, no daylight saving): how Alipay reads every time. */
export function beijingTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
}

/** PEM (PKCS#8 / PKCS#1 / SPKI) or the bare base64 the Alipay console shows. */
function keyObject(text: string, kind: "private" | "public"): KeyObject {
  const t = text.trim();
  const der = t.startsWith("-----BEGIN") ? null : Buffer.from(t.replace(/\s+/g, ""), "base64");
  if (kind === "private") {
    if (!der) return createPrivateKey(t);
    try {
      return createPrivateKey({ key: der, format: "der", type: "pkcs8" });
    } catch {
      return createPrivateKey({ key: der, format: "der", type: "pkcs1" });
    }
  }
  if (!der) return createPublicKey(t);
  try {
    return createPublicKey({ key: der, format: "der", type: "spki" });
  } catch {
    return createPublicKey({ key: der, format: "der", type: "pkcs1" });
  }
}

const sdks = new WeakMap<Credentials, AlipaySdk>();

function sdkOf(c: Credentials): AlipaySdk {
  let sdk = sdks.get(c);
  if (sdk) return sdk;
  if (!c.appId) throw new ProviderUnavailable(METHOD, "appId is not configured");
  let privateKey: string, alipayPublicKey: string;
  try {
    // Normalised here: the SDK only re-wraps base64 in the PEM header its keyType names.
    privateKey = String(keyObject(c.appPrivateKey ?? "", "private").export({ type: "pkcs8", format: "pem" })).trim();
    alipayPublicKey = String(keyObject(c.alipayPublicKey ?? "", "public").export({ type: "spki", format: "pem" })).trim();
  } catch {
    throw new ProviderUnavailable(METHOD, "appPrivateKey or alipayPublicKey is not a usable RSA key");
  }
  sdk = new AlipaySdk({ appId: c.appId, privateKey, keyType: "PKCS8", alipayPublicKey, signType: "RSA2", charset: "utf-8" });
  sdks.set(c, sdk);
  return sdk;
}

/** The signed request as form fields (app_id, method, sign …, biz_content as JSON), url-encoded. */
function signedParams(ctx: ProviderContext, apiMethod: string, bizContent: Record<string, string>, extra: Record<string, string> = {}): string {
  return sdkOf(ctx.credentials).sdkExecute(
    apiMethod,
    { bizContent, format: "JSON", timestamp: beijingTime(ctx.now()), ...extra },
    { bizContentAutoSnakeCase: false }, // our keys are Alipay's already
  );
}

/**
 * The exact text of a top-level member of a JSON object: Alipay signs the bytes of
 * `xxx_response` as it sent them, so a re-serialisation (escapes, number forms) would not verify.
 * The SDK's getSignStr cuts by string positions and assumes `sign` comes last; this walks the JSON.
 */
function memberText(json: string, key: string): string | null {
  let i = 0;
  const ws = () => {
    while (i < json.length && /\s/.test(json[i])) i++;
  };
  const skipString = () => {
    for (i++; i < json.length && json[i] !== '"'; i += json[i] === "\\" ? 2 : 1);
    i++;
  };
  const skipValue = () => {
    if (json[i] === '"') return skipString();
    if (json[i] !== "{" && json[i] !== "[") {
      while (i < json.length && !/[,}\]\s]/.test(json[i])) i++;
      return;
    }
    let depth = 0;
    do {
      if (json[i] === '"') {
        skipString();
        continue;
      }
      if (json[i] === "{" || json[i] === "[") depth++;
      else if (json[i] === "}" || json[i] === "]") depth--;
      i++;
    } while (depth > 0 && i < json.length);
  };
  ws();
  if (json[i++] !== "{") return null;
  for (;;) {
    ws();
    if (json[i] !== '"') return null;
    const nameStart = i;
    skipString();
    const name = JSON.parse(json.slice(nameStart, i)) as string;
    ws();
    if (json[i++] !== ":") return null;
    ws();
    const valueStart = i;
    skipValue();
    if (name === key) return json.slice(valueStart, i);
    ws();
    if (json[i++] !== ",") return null;
  }
}

type Answer = Record<string, string>;
const strings = (o: Record<string, unknown>): Answer => Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => typeof e[1] === "string"));

/** POSTs a signed request to gateway.do and returns its `xxx_response`, whose signature it checks. */
async function call(ctx: ProviderContext, apiMethod: string, bizContent: Record<string, string>, idempotent: boolean): Promise<Answer> {
  const res = await ctx.http({
    method: "POST",
    url: `${ctx.baseUrl}/gateway.do`,
    headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8", accept: "application/json" },
    body: signedParams(ctx, apiMethod, bizContent),
    idempotent,
  });
  if (res.status !== 200) throw new ProviderUnavailable(METHOD, `${apiMethod}: HTTP ${res.status}`);
  let whole: Record<string, unknown>;
  try {
    whole = JSON.parse(res.text) as Record<string, unknown>;
  } catch {
    throw new ProviderUnavailable(METHOD, `${apiMethod}: the answer is not JSON`);
  }
  const text = memberText(res.text, `${apiMethod.replaceAll(".", "_")}_response`);
  const data = text ? (JSON.parse(text) as unknown) : null;
  if (!data || typeof data !== "object") {
    const err = strings((whole.error_response ?? {}) as Record<string, unknown>);
    throw new ProviderUnavailable(METHOD, `${apiMethod}: ${err.code ?? "no response"} ${err.sub_code ?? ""}`.trim());
  }
  const answer = strings(data as Record<string, unknown>);
  const sign = typeof whole.sign === "string" ? whole.sign : "";
  // Only an answer we act on must be signed; an unsigned gateway error (unknown app id) stays an error.
  const believed = answer.code === CODE_OK || answer.sub_code === NOT_OPENED;
  if (sign ? !sdkOf(ctx.credentials).rsaCheck(text!, sign, "RSA2") : believed) throw new NotifyRejected("badSignature", apiMethod);
  return answer;
}

function amountOf(v: string | undefined): number {
  const minor = v === undefined ? null : toMinor(v, CURRENCY);
  if (minor === null) throw new NotifyRejected("malformed", "amount");
  return minor;
}

/** A trade's fields (a notification or a query answer) as our outcome. */
function noticeOf(f: Answer): VerifiedNotice {
  if (!f.out_trade_no) throw new NotifyRejected("malformed", "out_trade_no");
  const total = amountOf(f.total_amount);
  const refund = f.refund_fee ? amountOf(f.refund_fee) : 0;
  const base = { billNo: f.out_trade_no, currency: CURRENCY, providerTxnId: f.trade_no || null };
  switch (f.trade_status) {
    case "TRADE_SUCCESS":
    case "TRADE_FINISHED":
      // A refund keeps the trade "successful" until it is whole: refund_fee is the sum refunded so far.
      return refund > 0 && f.gmt_refund ? { ...base, outcome: "refunded", amountMinor: refund } : { ...base, outcome: "paid", amountMinor: total };
    case "TRADE_CLOSED":
      // Closed unpaid (expired, declined) or closed by a full refund.
      return refund > 0 && refund >= total ? { ...base, outcome: "refunded", amountMinor: refund } : { ...base, outcome: "closed", amountMinor: total };
    case "WAIT_BUYER_PAY":
      return { ...base, outcome: "pending", amountMinor: total };
    default:
      throw new NotifyRejected("malformed", "trade_status");
  }
}

const supports = (currency: string) => currency.toUpperCase() === CURRENCY;

export const alipayProvider: PaymentProvider = {
  method: METHOD,
  supports,

  async createPayment(ctx, input) {
    if (!supports(input.currency)) throw new ProviderUnavailable(METHOD, `currency ${input.currency} is not supported`);
    const wap = input.mobile;
    const bizContent: Record<string, string> = {
      out_trade_no: input.billNo,
      total_amount: fromMinor(input.amountMinor, CURRENCY),
      // Alipay refuses "/", "=" and "&" in a subject; at most 256 characters.
      subject: Array.from(input.subject.replace(/[/=&]/g, " ")).slice(0, 256).join(""),
      product_code: wap ? "QUICK_WAP_WAY" : "FAST_INSTANT_TRADE_PAY",
      time_expire: beijingTime(input.expiresAt),
      ...(wap ? { quit_url: input.cancelUrl } : {}),
    };
    const params = signedParams(ctx, wap ? "alipay.trade.wap.pay" : "alipay.trade.page.pay", bizContent, {
      notify_url: input.notifyUrl,
      return_url: input.returnUrl,
    });
    // Page and wap pay are browser requests: a signed GET of the gateway, no call from us.
    return { checkout: { kind: "redirect", url: `${ctx.baseUrl}/gateway.do?${params}` }, channel: wap ? "wap" : "page" };
  },

  async verifyNotify(ctx, req) {
    const fields = Object.fromEntries(new URLSearchParams(req.rawBody));
    if (!fields.sign || fields.sign_type !== "RSA2") throw new NotifyRejected("badSignature", "no RSA2 sign");
    // The v2 notify rule: every field but sign and sign_type, sorted, k=v with the decoded values as they are.
    if (!sdkOf(ctx.credentials).checkNotifySignV2(fields)) throw new NotifyRejected("badSignature");
    const { appId, sellerId } = ctx.credentials;
    if (fields.app_id !== appId) throw new NotifyRejected("wrongMerchant", "app_id");
    if (sellerId && fields.seller_id !== sellerId) throw new NotifyRejected("wrongMerchant", "seller_id");
    return noticeOf(fields);
  },

  async query(ctx, bill) {
    const a = await call(ctx, "alipay.trade.query", { out_trade_no: bill.billNo }, true);
    // No trade yet: the payer has not opened the cashier.
    if (a.code !== CODE_OK && a.sub_code === NOT_OPENED) {
      return { billNo: bill.billNo, amountMinor: bill.amountMinor, currency: CURRENCY, providerTxnId: null, outcome: "pending" };
    }
    if (a.code !== CODE_OK) throw new ProviderUnavailable(METHOD, `alipay.trade.query: ${a.code} ${a.sub_code ?? ""}`.trim());
    const notice = noticeOf(a);
    if (notice.billNo !== bill.billNo) throw new NotifyRejected("malformed", "out_trade_no");
    return notice;
  },

  async refund(ctx, input) {
    // Alipay de-duplicates refunds by out_request_no, so a repeat after a timeout refunds once.
    const a = await call(
      ctx,
      "alipay.trade.refund",
      {
        out_trade_no: input.billNo,
        refund_amount: fromMinor(input.amountMinor, CURRENCY),
        out_request_no: input.refundNo,
        refund_reason: Array.from(input.reason).slice(0, 256).join(""),
      },
      true,
    );
    if (a.code !== CODE_OK) throw new ProviderUnavailable(METHOD, `alipay.trade.refund: ${a.code} ${a.sub_code ?? ""}`.trim());
    // fund_change "N": accepted but no money moved by this call (already refunded, or still processing).
    return { refundId: input.refundNo, status: a.fund_change === "Y" ? "done" : "pending" };
  },

  // Alipay repeats a notification until it reads exactly "success".
  ack: (ok) => (ok ? { status: 200, contentType: "text/plain", body: "success" } : { status: 400, contentType: "text/plain", body: "failure" }),
};
