import type { PaymentMethodKind } from "@/lib/generated/prisma/enums";

// The one interface every online payment provider implements. Adapters are pure protocol
// code: they build and sign requests, call the provider through ProviderHttp (timeouts, retries) and
// verify what comes back. They never touch the database; lib/payments/online.ts and notify.ts do.
// No server-only: the adapters' unit tests and the payment simulator import these types.

export const ONLINE_METHODS = ["CARD_DOMESTIC", "CARD_FOREIGN", "WECHAT", "ALIPAY", "PAYPAL"] as const satisfies readonly PaymentMethodKind[];
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

export function isOnlineMethod(m: string): m is OnlineMethod {
  return (ONLINE_METHODS as readonly string[]).includes(m);
}

/** The method's decrypted configuration (lib/payments/methods.ts getMethodSecrets): field name → value. */
export type Credentials = Record<string, string>;

export type HttpRequest = {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Safe to send twice (a GET, a query, or a POST the provider de-duplicates by an idempotency key
   * such as PayPal-Request-Id or our bill number): only these are retried after a timeout or a 5xx.
   */
  idempotent: boolean;
};
export type HttpResponse = { status: number; headers: Headers; text: string };
export type ProviderHttp = (req: HttpRequest) => Promise<HttpResponse>;

export type ProviderContext = {
  credentials: Credentials;
  /** The provider's API base without a trailing slash: the real gateway, or the simulator's (endpoints.ts). */
  baseUrl: string;
  http: ProviderHttp;
  /** Injected clock (signatures carry timestamps; tests fix it). */
  now: () => Date;
};

export type CreateInput = {
  /** Our bill number (Payment.billNo, e.g. P20261123-ABCD2345): out_trade_no / invoice_id / orderId at the provider. */
  billNo: string;
  amountMinor: number;
  /** ISO 4217, the settlement currency. */
  currency: string;
  /** What the payer sees at the provider ("Conference 2027 · R20261123-0001"). */
  subject: string;
  /** Where the provider posts its asynchronous notification (absolute). */
  notifyUrl: string;
  /** Where the payer's browser comes back (absolute; the result page of the bill). */
  returnUrl: string;
  /** Where the payer goes on "cancel" at the provider (absolute; the pay page again). */
  cancelUrl: string;
  /** A mobile browser: WeChat H5 instead of Native, Alipay wap pay instead of page pay. */
  mobile: boolean;
  /** The payer's IP (WeChat H5 requires it). */
  clientIp: string;
  /** When the bill was made (the card provider's txnTime; its query must repeat it). */
  createdAt: Date;
  /** The provider must refuse payment after this instant (the order's deadline, at most a few hours). */
  expiresAt: Date;
  locale: "zh" | "en";
};

/** What the pay page does next. */
export type Checkout =
  /** Send the browser to `url` (PayPal approval, WeChat H5, Alipay page/wap pay as GET). */
  | { kind: "redirect"; url: string }
  /** Auto-submit a POST form to `action` (the card provider's front-end request). */
  | { kind: "form"; action: string; fields: Record<string, string> }
  /** Show `codeUrl` as a QR code and poll until paid (WeChat Native). */
  | { kind: "qr"; codeUrl: string };

export type CreateResult = {
  checkout: Checkout;
  /** The provider's own id of this checkout when it has one (PayPal order id); stored as Payment.providerRef. */
  providerRef?: string;
  /** Which of the provider's products was used: "native" | "h5" | "page" | "wap" | "orders" | "front". */
  channel: string;
};

/** A notification exactly as it arrived. */
export type NotifyRequest = { method: string; url: string; headers: Record<string, string>; rawBody: string };

/**
 * paid: money received. failed: the payer's attempt was declined. refunded: money returned (whole
 * bill). pending: not finished yet. closed: the provider closed the checkout unpaid (expired).
 */
export type Outcome = "paid" | "failed" | "refunded" | "pending" | "closed";

export type VerifiedNotice = {
  billNo: string;
  /** The amount the provider reports, in minor units of `currency` (checked against the bill by the caller). */
  amountMinor: number;
  currency: string;
  providerTxnId: string | null;
  outcome: Outcome;
  /**
   * With "pending": the payer has begun and money may be in flight (a PayPal capture PENDING, a card
   * transaction "in progress", WeChat USERPAYING). Such a bill is never closed for being overdue, and
   * its orders wait as TO_BE_CONFIRMED. Without it, "pending" means nothing has happened yet.
   */
  started?: boolean;
};

/** Thrown by verifyNotify / query when a message must not be believed; `reason` is a billing.notify.* key suffix. */
export class NotifyRejected extends Error {
  constructor(
    /** unsupportedEvent: genuine (verified) but not about a payment outcome we act on — acknowledged, recorded, ignored. */
    readonly reason: "badSignature" | "wrongMerchant" | "malformed" | "staleTimestamp" | "unknownCertificate" | "unsupportedEvent",
    detail = "",
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = "NotifyRejected";
  }
}

/** Thrown when the provider cannot be reached or answers with an error after the retries. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly method: string,
    detail: string,
  ) {
    super(`${method}: ${detail}`);
    this.name = "ProviderUnavailable";
  }
}

export type BillRef = { billNo: string; providerRef: string | null; amountMinor: number; currency: string; createdAt: Date };

export type RefundInput = BillRef & { providerTxnId: string; refundNo: string; reason: string };
export type RefundResult = { refundId: string; status: "done" | "pending" };

/** The answer the provider expects to a notification: after the orders were updated (ok) or not. */
export type NotifyAck = { status: number; contentType: string; body: string };

export interface PaymentProvider {
  readonly method: OnlineMethod;
  /** Whether the provider can charge in this settlement currency (Alipay and WeChat Pay: CNY only). */
  supports(currency: string): boolean;
  createPayment(ctx: ProviderContext, input: CreateInput): Promise<CreateResult>;
  /** Verifies signature, merchant and timestamp; decrypts when the protocol encrypts. Throws NotifyRejected. */
  verifyNotify(ctx: ProviderContext, req: NotifyRequest): Promise<VerifiedNotice>;
  /**
   * Asks the provider how the bill stands (reconciliation, the payer's return). PayPal captures an
   * approved order here: its "paid" only exists after the capture.
   */
  query(ctx: ProviderContext, bill: BillRef): Promise<VerifiedNotice>;
  refund(ctx: ProviderContext, input: RefundInput): Promise<RefundResult>;
  ack(ok: boolean): NotifyAck;
}
