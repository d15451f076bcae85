import { createDecipheriv, createPrivateKey, createPublicKey, createSign, createVerify, randomBytes, type KeyObject } from "node:crypto";
import forge from "node-forge";
import {
  NotifyRejected,
  ProviderUnavailable,
  type BillRef,
  type CreateInput,
  type CreateResult,
  type Credentials,
  type NotifyAck,
  type NotifyRequest,
  type Outcome,
  type PaymentProvider,
  type ProviderContext,
  type RefundInput,
  type RefundResult,
  type VerifiedNotice,
} from "./types";

// WeChat Pay API v3: every call is signed with the merchant's API key (Authorization:
// WECHATPAY2-SHA256-RSA2048 …), answers and notifications are signed with the platform certificate,
// and a notification's `resource` is AES-256-GCM encrypted with the APIv3 key.
// node:crypto, not wechatpay-node-v3: its verifySign fetches platform certificates with its own superagent client from the hard-coded live host, and its decipher_gcm never checks the GCM tag.

const METHOD = "WECHAT";
const AUTH_SCHEME = "WECHATPAY2-SHA256-RSA2048";
const USER_AGENT = "Symposia-WechatPayV3/1.0 (+node)";
const NOTIFY_WINDOW_MS = 5 * 60_000;
const DESCRIPTION_MAX_BYTES = 127;

const TRADE_STATE: Record<string, Outcome> = {
  SUCCESS: "paid",
  REFUND: "refunded", // our refunds are always of the whole bill
  PAYERROR: "failed",
  CLOSED: "closed",
  REVOKED: "closed",
  NOTPAY: "pending",
  USERPAYING: "pending",
};

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Rec) : {});
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** A credential that cannot be loaded is the organiser's configuration, not the payer's: the provider is "unavailable". */
function loadKey<T>(field: string, load: () => T): T {
  try {
    return load();
  } catch {
    throw new ProviderUnavailable(METHOD, `credential ${field} is not a usable key`);
  }
}

/** WeChat prints serials as upper-case hex; DER may add a leading 00 and forge drops leading zeros. */
const normalSerial = (s: string) =>
  s
    .replace(/[^0-9a-f]/gi, "")
    .replace(/^0+/, "")
    .toUpperCase();

/** The platform's verification key, and its certificate's serial (null for a bare public key: no serial check). */
function platformOf(c: Credentials): { key: KeyObject; serial: string | null } {
  return loadKey("platformCertificate", () => {
    const pem = c.platformCertificate ?? "";
    if (!pem.includes("BEGIN CERTIFICATE")) return { key: createPublicKey(pem), serial: null };
    // forge reads the serial's DER bytes as they are; node:crypto shows a high-bit serial as negative.
    const cert = forge.pki.certificateFromPem(pem);
    return { key: createPublicKey(forge.pki.publicKeyToPem(cert.publicKey)), serial: normalSerial(cert.serialNumber) };
  });
}

/** Checks Wechatpay-* headers against the body; returns the signed timestamp (seconds). */
function verifyPlatformSignature(c: Credentials, header: (name: string) => string | undefined, body: string): number {
  const [timestamp, nonce, signature, serial] = ["timestamp", "nonce", "signature", "serial"].map((h) => header(`wechatpay-${h}`) ?? "");
  if (!timestamp || !nonce || !signature || !serial) throw new NotifyRejected("badSignature", "missing Wechatpay-* headers");
  const platform = platformOf(c);
  if (platform.serial !== null && normalSerial(serial) !== platform.serial) throw new NotifyRejected("unknownCertificate", `serial ${serial}`);
  const ok = createVerify("RSA-SHA256").update(`${timestamp}\n${nonce}\n${body}\n`).verify(platform.key, signature, "base64");
  if (!ok) throw new NotifyRejected("badSignature");
  if (!/^\d{1,12}$/.test(timestamp)) throw new NotifyRejected("malformed", "Wechatpay-Timestamp");
  return Number(timestamp);
}

function authorization(ctx: ProviderContext, method: string, url: string, body: string): string {
  const c = ctx.credentials;
  const key = loadKey("merchantPrivateKey", () => createPrivateKey(c.merchantPrivateKey ?? ""));
  const { pathname, search } = new URL(url);
  const timestamp = String(Math.floor(ctx.now().getTime() / 1000));
  const nonce = randomBytes(16).toString("hex").toUpperCase();
  const signature = createSign("RSA-SHA256").update(`${method}\n${pathname}${search}\n${timestamp}\n${nonce}\n${body}\n`).sign(key, "base64");
  return `${AUTH_SCHEME} mchid="${c.merchantNo}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${c.merchantSerialNo}"`;
}

/**
 * One signed API call. Every call we make is safe to repeat: create is de-duplicated by out_trade_no,
 * refund by out_refund_no, query is a GET. A 2xx answer must carry the platform's signature.
 */
async function call(ctx: ProviderContext, method: "GET" | "POST", path: string, payload?: Rec): Promise<{ status: number; body: Rec }> {
  const url = `${ctx.baseUrl}${path}`;
  const body = payload === undefined ? "" : JSON.stringify(payload);
  const res = await ctx.http({
    method,
    url,
    headers: {
      Authorization: authorization(ctx, method, url, body),
      Accept: "application/json",
      "Content-Type": "application/json",
      "User-Agent": USER_AGENT,
    },
    body: method === "POST" ? body : undefined,
    idempotent: true,
  });
  if (res.status >= 200 && res.status < 300) verifyPlatformSignature(ctx.credentials, (h) => res.headers.get(h) ?? undefined, res.text);
  return { status: res.status, body: rec(parseJson(res.text)) };
}

const failure = (op: string, r: { status: number; body: Rec }) => new ProviderUnavailable(METHOD, `${op}: HTTP ${r.status} ${str(r.body.code)}`.trim());

/** mchid must be ours; appid too when the message carries one (refund resources do not). */
function checkMerchant(c: Credentials, r: Rec) {
  if (typeof r.mchid !== "string") throw new NotifyRejected("malformed", "mchid");
  if (r.mchid !== c.merchantNo) throw new NotifyRejected("wrongMerchant", `mchid ${r.mchid}`);
  if (r.appid !== undefined && r.appid !== c.appId) throw new NotifyRejected("wrongMerchant", `appid ${str(r.appid)}`);
}

function transactionNotice(c: Credentials, t: Rec): VerifiedNotice {
  checkMerchant(c, t);
  const outcome = TRADE_STATE[str(t.trade_state)];
  const amount = rec(t.amount);
  if (!outcome || !str(t.out_trade_no) || !Number.isSafeInteger(amount.total)) throw new NotifyRejected("malformed", "transaction");
  return {
    billNo: str(t.out_trade_no),
    amountMinor: amount.total as number,
    currency: str(amount.currency) || "CNY",
    providerTxnId: str(t.transaction_id) || null,
    started: t.trade_state === "USERPAYING" || undefined,
    outcome,
  };
}

/** REFUND.SUCCESS / ABNORMAL / CLOSED: only a successful refund changes the bill; the others wait for the merchant. */
function refundNotice(c: Credentials, r: Rec): VerifiedNotice {
  checkMerchant(c, r);
  const amount = rec(r.amount);
  if (!str(r.out_trade_no) || !Number.isSafeInteger(amount.refund) || !Number.isSafeInteger(amount.total)) throw new NotifyRejected("malformed", "refund");
  const done = r.refund_status === "SUCCESS";
  return {
    billNo: str(r.out_trade_no),
    amountMinor: (done ? amount.refund : amount.total) as number,
    currency: "CNY",
    providerTxnId: str(r.refund_id) || null,
    outcome: done ? "refunded" : "pending",
  };
}

/** AEAD_AES_256_GCM: the ciphertext is the data followed by the 16-byte tag. */
function decryptResource(apiV3Key: string, r: Rec): string {
  try {
    const data = Buffer.from(str(r.ciphertext), "base64");
    if (data.length <= 16) throw new Error("short");
    const d = createDecipheriv("aes-256-gcm", Buffer.from(apiV3Key, "utf8"), Buffer.from(str(r.nonce), "utf8"));
    d.setAuthTag(data.subarray(data.length - 16));
    d.setAAD(Buffer.from(str(r.associated_data), "utf8"));
    return Buffer.concat([d.update(data.subarray(0, data.length - 16)), d.final()]).toString("utf8");
  } catch {
    throw new NotifyRejected("badSignature", "resource does not decrypt");
  }
}

/** The longest prefix of `s` of at most `max` UTF-8 bytes, cut between characters. */
function cutUtf8(s: string, max: number): string {
  let out = "";
  let bytes = 0;
  for (const ch of s) {
    bytes += Buffer.byteLength(ch, "utf8");
    if (bytes > max) break;
    out += ch;
  }
  return out;
}

/** RFC 3339 in Beijing time, as WeChat Pay writes it: 2026-11-23T18:00:00+08:00. */
const beijingTime = (d: Date) => `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

export const wechatProvider: PaymentProvider = {
  method: METHOD,

  supports: (currency) => currency.toUpperCase() === "CNY",

  async createPayment(ctx, input: CreateInput): Promise<CreateResult> {
    if (input.currency.toUpperCase() !== "CNY") throw new Error("WECHAT charges CNY only (check supports() first)");
    const c = ctx.credentials;
    const channel = input.mobile ? "h5" : "native";
    const order: Rec = {
      appid: c.appId,
      mchid: c.merchantNo,
      description: cutUtf8(input.subject, DESCRIPTION_MAX_BYTES) || input.billNo,
      out_trade_no: input.billNo,
      time_expire: beijingTime(input.expiresAt),
      notify_url: input.notifyUrl,
      amount: { total: input.amountMinor, currency: "CNY" },
    };
    if (input.mobile) order.scene_info = { payer_client_ip: input.clientIp, h5_info: { type: "Wap" } };
    const r = await call(ctx, "POST", `/v3/pay/transactions/${channel}`, order);
    if (r.status < 200 || r.status >= 300) throw failure(`create ${channel}`, r);
    if (!input.mobile) {
      const codeUrl = str(r.body.code_url);
      if (!codeUrl) throw failure("create native: no code_url", r);
      return { checkout: { kind: "qr", codeUrl }, channel };
    }
    const h5Url = str(r.body.h5_url);
    if (!h5Url) throw failure("create h5: no h5_url", r);
    const sep = h5Url.includes("?") ? "&" : "?";
    return { checkout: { kind: "redirect", url: `${h5Url}${sep}redirect_url=${encodeURIComponent(input.returnUrl)}` }, channel };
  },

  async verifyNotify(ctx, req: NotifyRequest): Promise<VerifiedNotice> {
    const headers = new Map(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const signedAt = verifyPlatformSignature(ctx.credentials, (h) => headers.get(h), req.rawBody);
    if (Math.abs(ctx.now().getTime() - signedAt * 1000) > NOTIFY_WINDOW_MS) throw new NotifyRejected("staleTimestamp");
    const body = rec(parseJson(req.rawBody));
    const resource = rec(body.resource);
    const event = str(body.event_type);
    if (resource.algorithm !== "AEAD_AES_256_GCM" || !event) throw new NotifyRejected("malformed", "notification");
    const plain = rec(parseJson(decryptResource(ctx.credentials.key ?? "", resource)));
    if (event.startsWith("TRANSACTION.")) return transactionNotice(ctx.credentials, plain);
    if (event.startsWith("REFUND.")) return refundNotice(ctx.credentials, plain);
    throw new NotifyRejected("malformed", `event ${event}`);
  },

  async query(ctx, bill: BillRef): Promise<VerifiedNotice> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(bill.billNo)}?mchid=${encodeURIComponent(ctx.credentials.merchantNo ?? "")}`;
    const r = await call(ctx, "GET", path);
    if (r.status === 404 && r.body.code === "ORDER_NOT_EXIST") {
      return { billNo: bill.billNo, amountMinor: bill.amountMinor, currency: bill.currency, providerTxnId: null, outcome: "pending" };
    }
    if (r.status < 200 || r.status >= 300) throw failure("query", r);
    return transactionNotice(ctx.credentials, r.body);
  },

  async refund(ctx, input: RefundInput): Promise<RefundResult> {
    const r = await call(ctx, "POST", "/v3/refund/domestic/refunds", {
      out_trade_no: input.billNo,
      out_refund_no: input.refundNo,
      ...(input.reason ? { reason: [...input.reason].slice(0, 80).join("") } : {}),
      amount: { refund: input.amountMinor, total: input.amountMinor, currency: "CNY" },
    });
    if (r.status < 200 || r.status >= 300) throw failure("refund", r);
    const refundId = str(r.body.refund_id);
    // ABNORMAL: the payer's account could not take the money; the merchant finishes it by hand.
    const status = r.body.status === "SUCCESS" ? "done" : r.body.status === "PROCESSING" || r.body.status === "ABNORMAL" ? "pending" : null;
    if (!refundId || !status) throw failure(`refund status ${str(r.body.status)}`, r);
    return { refundId, status };
  },

  ack(ok: boolean): NotifyAck {
    return ok
      ? { status: 204, contentType: "application/json", body: "" }
      : { status: 400, contentType: "application/json", body: JSON.stringify({ code: "FAIL", message: "notification not processed" }) };
  },
};
