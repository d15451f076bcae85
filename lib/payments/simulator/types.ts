import type { IncomingHttpHeaders } from "node:http";
import type { SimKeys } from "./keys";

// The payment simulator's pieces: one server (server.ts) and one module per provider
// protocol (paypal.ts, alipay.ts, wechat.ts, card.ts). Demo and tests only.

export type SimRequest = {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The body (or, for a GET, the query) as application/x-www-form-urlencoded fields. */
  form(): Record<string, string>;
};

export type SimResponse = { status: number; headers?: Record<string, string>; body: string };

export type SimProvider = "paypal" | "alipay" | "wechat" | "card";
export type SimPaymentStatus = "created" | "approved" | "paid" | "declined" | "closed" | "refunded";

export type SimPayment = {
  /** The simulator's id of the checkout (PayPal order id, WeChat prepay id, …); also the approve page's id. */
  id: string;
  provider: SimProvider;
  billNo: string;
  amountMinor: number;
  currency: string;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  cancelUrl: string;
  status: SimPaymentStatus;
  /** The provider's transaction number once paid. */
  txnId: string | null;
  /** Protocol details a module keeps (channel, app id, the request's fields …). */
  extra: Record<string, unknown>;
  createdAt: Date;
};

export type Notify = { url: string; headers: Record<string, string>; body: string };

export type Delivery = {
  id: number;
  paymentId: string;
  billNo: string;
  event: string;
  notify: Notify;
  attempts: { at: string; status: number | null; body: string }[];
};

/** How the next notifications are sent: delayed, repeated, or not at all (a lost notify). */
export type NotifyOptions = { delayMs?: number; replays?: number };

export type SimControls = {
  /** Every provider API call answers 503 (an outage). */
  outage: boolean;
  /** Notifications are recorded but never sent (reconciliation must find the payment). */
  dropNotifies: boolean;
  delayMs: number;
  replays: number;
};

export type SimState = {
  keys: SimKeys;
  /** The simulator's own origin, e.g. http://127.0.0.1:4600. */
  origin: string;
  payments: Map<string, SimPayment>;
  controls: SimControls;
  /** Sends (or, with dropNotifies, only records) a notification for `p`. */
  notify(p: SimPayment, event: string, notify: Notify, options?: NotifyOptions): Delivery;
  deliveries: Delivery[];
  newId(prefix: string): string;
};

export type Decision = "approve" | "decline";

export interface SimModule {
  provider: SimProvider;
  /** Paths under this prefix are the module's API (e.g. "/paypal"). */
  prefix: string;
  /** The provider API: create, query, refund, capture … (null: not mine → 404). */
  handle(req: SimRequest, state: SimState): Promise<SimResponse | null>;
  /**
   * The payer approved or declined on the simulator's page (/sim/pay/{id}): update `p`, send the
   * notification(s) through state.notify, and answer what the browser does next (a redirect to the
   * return URL, an auto-posted form, or a "done" page for a scanned QR code).
   */
  decide(p: SimPayment, decision: Decision, state: SimState): Promise<SimResponse>;
  /** The notification for `p` as it stands now (for "send again" on the control page), or null. */
  notifyFor(p: SimPayment, state: SimState): Notify | null;
}
