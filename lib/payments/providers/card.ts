import { createHash, createPrivateKey, createSign, createVerify, X509Certificate, type KeyObject } from "node:crypto";
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
  type OnlineMethod,
  type PaymentProvider,
  type ProviderContext,
  type RefundInput,
  type RefundResult,
  type VerifiedNotice,
} from "./types";

// The card payment provider, China UnionPay's online gateway protocol ACP 5.1.0 with
// signMethod 01 (RSA): the payer's browser posts a signed form to frontTransReq.do; the result comes
// as a form-encoded back notification to backUrl, and query / refund are signed server-to-server
// form posts. Domestic and foreign cards are the same protocol; only the currencies differ.
// No npm SDK fits (the published ones read certificates from files and post with their own HTTP
// client), so this is node:crypto plus node-forge for the merchant's PKCS#12 file.
// Credentials: merchantId (merId), terminalNo (termId), certificate (base64 PKCS#12) with
// certificatePassword, providerCertificate (PEM). paymentPassword is stored with the method but ACP
// 5.1 never asks for it (the certificate's key signs everything): it is not read here.

const VERSION = "5.1.0";
const SIGN_METHOD_RSA = "01";
const TXN_CONSUME = "01";
const TXN_REFUND = "04";
const RESP_OK = "00";
/** Query: the order is unknown to the provider (the payer never submitted the card page). */
const RESP_NO_SUCH_ORDER = "34";
/** Refund: orderId + txnTime already used — our own earlier request arrived (a retry after a timeout). */
const RESP_DUPLICATE = "12";
/** origRespCode / refund respCode meaning "still being processed". */
const IN_PROGRESS = new Set(["03", "04", "05"]);
const FORM_TYPE = "application/x-www-form-urlencoded;charset=UTF-8";
/** ACP's orderId: 8 to 40 letters and digits. */
const ORDER_ID = /^[A-Za-z0-9]{8,40}$/;

/** ISO 4217 alpha → numeric, for every currency the foreign channel takes. */
export const CURRENCY_NUMERIC: Record<string, string> = {
  CNY: "156",
  USD: "840",
  EUR: "978",
  GBP: "826",
  JPY: "392",
  HKD: "344",
  KRW: "410",
  AUD: "036",
  CAD: "124",
  CHF: "756",
  SGD: "702",
};
const CURRENCY_ALPHA: Record<string, string> = Object.fromEntries(Object.entries(CURRENCY_NUMERIC).map(([a, n]) => [n, a]));

type Fields = Record<string, string>;

/** yyyyMMddHHmmss in Beijing time (UTC+8, no daylight saving): ACP's txnTime and payTimeout. */
export function acpTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000)
    .toISOString()
    .replace(/[^0-9]/g, "")
    .slice(0, 14);
}

/** What ACP signs: every field but `signature`, sorted by name, k=v joined by "&", values as they are. */
export function acpSignData(fields: Fields): string {
  return Object.keys(fields)
    .filter((k) => k !== "signature")
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("&");
}

/** signMethod 01: SHA256withRSA over the lowercase hex SHA-256 of the data (a digest of a digest, as ACP 5.1 does). */
const digestHex = (fields: Fields) => createHash("sha256").update(acpSignData(fields), "utf8").digest("hex");

function signFields(fields: Fields, key: KeyObject): string {
  return createSign("RSA-SHA256").update(digestHex(fields), "utf8").sign(key, "base64");
}

const decimalSerial = (hex: string) => BigInt(`0x${hex.replace(/[^0-9a-f]/gi, "") || "0"}`).toString(10);

type Signer = { key: KeyObject; certId: string };
const signers = new Map<string, Signer>();
const SIGNER_CACHE_MAX = 64;

/**
 * The merchant's signing key and certId (its certificate's serial in decimal) from the PKCS#12 file,
 * parsed once per file + password (the 3DES / PBKDF of a .pfx costs tens of milliseconds).
 */
function signerOf(method: OnlineMethod, c: Credentials): Signer {
  const pfx = (c.certificate ?? "").replace(/\s+/g, "");
  const password = c.certificatePassword ?? "";
  const cacheKey = createHash("sha256").update(pfx).update("\0").update(password).digest("hex");
  const hit = signers.get(cacheKey);
  if (hit) return hit;
  let signer: Signer;
  try {
    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.decode64(pfx)), password);
    const keyBag = [
      ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
      ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
    ].find((b) => b.key);
    const certs = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).flatMap((b) => (b.cert ? [b.cert] : []));
    const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
    // A .pfx may carry the CA chain too: the merchant's certificate is the one of the key.
    const cert = key && certs.find((x) => (x.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n));
    if (!key || !cert) throw new Error("no key and certificate");
    signer = { key: createPrivateKey(forge.pki.privateKeyToPem(key)), certId: decimalSerial(cert.serialNumber) };
  } catch {
    // Never the password or forge's text: just which setting to look at.
    throw new ProviderUnavailable(method, "certificate cannot be read (not a PKCS#12 file with a key, or a wrong certificatePassword)");
  }
  if (signers.size >= SIGNER_CACHE_MAX) signers.delete(signers.keys().next().value!);
  signers.set(cacheKey, signer);
  return signer;
}

function providerCertOf(method: OnlineMethod, c: Credentials): { key: KeyObject; certId: string } {
  try {
    const cert = new X509Certificate(c.providerCertificate ?? "");
    return { key: cert.publicKey, certId: decimalSerial(cert.serialNumber) };
  } catch {
    throw new ProviderUnavailable(method, "providerCertificate is not a PEM certificate");
  }
}

/**
 * Checks the provider's signature with OUR configured certificate. ACP 5.1 also sends the signing
 * certificate itself (signPubKeyCert): believing it would let anyone sign with a certificate of
 * their own, so it is only part of the signed data here.
 */
function verifyProviderFields(method: OnlineMethod, c: Credentials, f: Fields): void {
  const provider = providerCertOf(method, c);
  if (!f.signature || f.signMethod !== SIGN_METHOD_RSA) throw new NotifyRejected("badSignature", "no RSA signature");
  // 5.0-style messages name the signing certificate by certId: another one is a rotated certificate to upload.
  if (f.certId && f.certId !== provider.certId) throw new NotifyRejected("unknownCertificate", `certId ${f.certId}`);
  let ok = false;
  try {
    ok = createVerify("RSA-SHA256").update(digestHex(f), "utf8").verify(provider.key, f.signature, "base64");
  } catch {
    ok = false;
  }
  if (!ok) throw new NotifyRejected("badSignature");
}

/** The request fields without blanks (ACP drops empty fields before signing), plus certId and signature. */
function signedRequest(method: OnlineMethod, c: Credentials, fields: Fields): Fields {
  const signer = signerOf(method, c);
  const out: Fields = {};
  for (const [k, v] of Object.entries(fields)) if (v !== "") out[k] = v;
  out.certId = signer.certId;
  out.signature = signFields(out, signer.key);
  return out;
}

/**
 * A synchronous answer of queryTrans.do / backTransReq.do: k=v joined by "&", NOT url-encoded
 * (respMsg is raw UTF-8, signPubKeyCert carries raw newlines, signature raw base64); a value may be
 * wrapped in braces and contain "&" itself. Split at "&" outside braces, each at its first "=".
 */
export function parseAcpAnswer(text: string): Fields {
  const out: Fields = {};
  let depth = 0;
  let start = 0;
  const take = (part: string) => {
    const eq = part.indexOf("=");
    if (eq > 0) out[part.slice(0, eq)] = part.slice(eq + 1);
  };
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}") depth = Math.max(0, depth - 1);
    else if (text[i] === "&" && depth === 0) {
      take(text.slice(start, i));
      start = i + 1;
    }
  }
  take(text.slice(start));
  return out;
}

async function call(ctx: ProviderContext, method: OnlineMethod, op: string, path: string, fields: Fields): Promise<Fields> {
  const res = await ctx.http({
    method: "POST",
    url: `${ctx.baseUrl}${path}`,
    headers: { "Content-Type": FORM_TYPE, Accept: "*/*" },
    body: new URLSearchParams(signedRequest(method, ctx.credentials, fields)).toString(),
    // Query is read-only; a repeated refund carries the same orderId + txnTime, which ACP refuses (12).
    idempotent: true,
  });
  if (res.status !== 200) throw new ProviderUnavailable(method, `${op}: HTTP ${res.status}`);
  const answer = parseAcpAnswer(res.text.trim());
  if (!answer.respCode) throw new ProviderUnavailable(method, `${op}: no respCode in the answer`);
  return answer;
}

const orderIdOf = (billNo: string) => {
  const id = billNo.replace(/[^A-Za-z0-9]/g, "");
  if (!ORDER_ID.test(id)) throw new Error(`${billNo} cannot be an ACP orderId (8–40 letters and digits)`);
  return id;
};

function amountOf(f: Fields): { amountMinor: number; currency: string } {
  const currency = CURRENCY_ALPHA[f.currencyCode ?? ""];
  if (!currency) throw new NotifyRejected("malformed", `currencyCode ${f.currencyCode ?? ""}`);
  if (!/^\d{1,12}$/.test(f.txnAmt ?? "")) throw new NotifyRejected("malformed", "txnAmt");
  return { amountMinor: Number(f.txnAmt), currency };
}

function checkMerchant(c: Credentials, f: Fields) {
  if (!f.merId) throw new NotifyRejected("malformed", "merId");
  if (f.merId !== c.merchantId) throw new NotifyRejected("wrongMerchant", `merId ${f.merId}`);
}

function makeCardProvider(method: "CARD_DOMESTIC" | "CARD_FOREIGN", currencies: readonly string[]): PaymentProvider {
  const supports = (currency: string) => currencies.includes(currency.toUpperCase());

  return {
    method,
    supports,

    async createPayment(ctx, input: CreateInput): Promise<CreateResult> {
      if (!supports(input.currency)) throw new Error(`${method} does not charge ${input.currency} (check supports() first)`);
      const c = ctx.credentials;
      const orderId = orderIdOf(input.billNo);
      const fields = signedRequest(method, c, {
        version: VERSION,
        encoding: "UTF-8",
        signMethod: SIGN_METHOD_RSA,
        txnType: TXN_CONSUME,
        txnSubType: "01",
        bizType: "000201",
        channelType: input.mobile ? "08" : "07",
        accessType: "0",
        merId: c.merchantId ?? "",
        termId: c.terminalNo ?? "",
        orderId,
        txnTime: acpTime(input.createdAt),
        payTimeout: acpTime(input.expiresAt),
        txnAmt: String(input.amountMinor),
        currencyCode: CURRENCY_NUMERIC[input.currency.toUpperCase()],
        frontUrl: input.returnUrl,
        backUrl: input.notifyUrl,
        // Echoed in the back notification: how it names our bill (orderId has lost the hyphen).
        reqReserved: input.billNo,
      });
      return { checkout: { kind: "form", action: `${ctx.baseUrl}/gateway/api/frontTransReq.do`, fields }, providerRef: orderId, channel: "front" };
    },

    async verifyNotify(ctx, req: NotifyRequest): Promise<VerifiedNotice> {
      const f: Fields = Object.fromEntries(new URLSearchParams(req.rawBody));
      verifyProviderFields(method, ctx.credentials, f);
      checkMerchant(ctx.credentials, f);
      const billNo = f.reqReserved ?? "";
      if (!billNo) throw new NotifyRejected("malformed", "reqReserved");
      const ok = f.respCode === RESP_OK;
      if (f.txnType === TXN_CONSUME) {
        if (ok && !f.queryId) throw new NotifyRejected("malformed", "queryId");
        return { billNo, ...amountOf(f), providerTxnId: f.queryId || null, outcome: ok ? "paid" : "failed" };
      }
      if (f.txnType === TXN_REFUND) {
        // A refund that did not go through changes nothing: the merchant must look at it at the provider.
        return { billNo, ...amountOf(f), providerTxnId: f.queryId || null, outcome: ok ? "refunded" : "pending" };
      }
      throw new NotifyRejected("malformed", `txnType ${f.txnType ?? ""}`);
    },

    async query(ctx, bill: BillRef): Promise<VerifiedNotice> {
      const c = ctx.credentials;
      const orderId = bill.providerRef ?? orderIdOf(bill.billNo);
      const a = await call(ctx, method, "query", "/gateway/api/queryTrans.do", {
        version: VERSION,
        encoding: "UTF-8",
        signMethod: SIGN_METHOD_RSA,
        txnType: "00",
        txnSubType: "00",
        bizType: "000000",
        accessType: "0",
        merId: c.merchantId ?? "",
        orderId,
        txnTime: acpTime(bill.createdAt),
      });
      const unfinished: VerifiedNotice = {
        billNo: bill.billNo,
        amountMinor: bill.amountMinor,
        currency: bill.currency,
        providerTxnId: null,
        outcome: "pending",
      };
      // An error answer (bad request, our signature refused, busy) is often unsigned: it proves nothing either way.
      if (a.respCode !== RESP_OK && a.respCode !== RESP_NO_SUCH_ORDER) throw new ProviderUnavailable(method, `query: respCode ${a.respCode}`);
      verifyProviderFields(method, c, a);
      if (a.merId) checkMerchant(c, a);
      if (a.respCode === RESP_NO_SUCH_ORDER) return unfinished;
      if (a.orderId !== orderId) throw new NotifyRejected("malformed", "orderId");
      if (IN_PROGRESS.has(a.origRespCode ?? "")) return { ...unfinished, started: true };
      if (a.origRespCode === RESP_OK) {
        if (!a.queryId) throw new NotifyRejected("malformed", "queryId");
        return { billNo: bill.billNo, ...amountOf(a), providerTxnId: a.queryId, outcome: "paid" };
      }
      if (!a.origRespCode) throw new NotifyRejected("malformed", "origRespCode");
      const amount = a.txnAmt && a.currencyCode ? amountOf(a) : { amountMinor: bill.amountMinor, currency: bill.currency };
      return { billNo: bill.billNo, ...amount, providerTxnId: a.queryId || null, outcome: "failed" };
    },

    async refund(ctx, input: RefundInput): Promise<RefundResult> {
      const c = ctx.credentials;
      const orderId = orderIdOf(input.refundNo);
      const currencyCode = CURRENCY_NUMERIC[input.currency.toUpperCase()];
      if (!currencyCode) throw new Error(`${method} does not refund ${input.currency}`);
      const a = await call(ctx, method, "refund", "/gateway/api/backTransReq.do", {
        version: VERSION,
        encoding: "UTF-8",
        signMethod: SIGN_METHOD_RSA,
        txnType: TXN_REFUND,
        txnSubType: "00",
        bizType: "000201",
        channelType: "07",
        accessType: "0",
        merId: c.merchantId ?? "",
        origQryId: input.providerTxnId,
        orderId,
        txnTime: acpTime(ctx.now()),
        txnAmt: String(input.amountMinor),
        currencyCode,
        // backUrl: RefundInput has no notify URL, so the refund's result is left to the provider's
        // notification to the payment's backUrl / to a query. reqReserved names the bill in it.
        reqReserved: input.billNo,
      });
      if (a.respCode === RESP_DUPLICATE) return { refundId: orderId, status: "pending" };
      if (a.respCode !== RESP_OK && !IN_PROGRESS.has(a.respCode)) throw new ProviderUnavailable(method, `refund: respCode ${a.respCode}`);
      verifyProviderFields(method, c, a);
      if (a.merId) checkMerchant(c, a);
      // Accepted is not done: ACP refunds asynchronously and tells the result later.
      return { refundId: a.queryId || orderId, status: "pending" };
    },

    ack(ok: boolean): NotifyAck {
      // ACP stops re-sending on HTTP 200; anything else is repeated.
      return ok ? { status: 200, contentType: "text/plain", body: "ok" } : { status: 400, contentType: "text/plain", body: "fail" };
    },
  };
}

export const cardDomesticProvider: PaymentProvider = makeCardProvider("CARD_DOMESTIC", ["CNY"]);
export const cardForeignProvider: PaymentProvider = makeCardProvider("CARD_FOREIGN", Object.keys(CURRENCY_NUMERIC));
