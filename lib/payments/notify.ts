import "server-only";
import { db } from "@/lib/server/db";
import { metrics } from "@/lib/server/observability/metrics";
import { bodyForLog } from "./log-excerpt";
import { noteRefused, notifyBlocked, throttleKey } from "./notify-throttle";
import { applyProviderNotice, recordNotice, type RawMessage } from "./outcome";
import { providerFor } from "./provider-context";
import { NotifyRejected, type NotifyAck, type NotifyRequest, type OnlineMethod } from "./providers/types";

// A provider's asynchronous notification, for the conference of the request's host:
// verified by the adapter (signature, merchant, timestamp, decryption), then applied by outcome.ts
// in one transaction — and only then acknowledged (Alipay's "success" means "recorded", so an
// error before the commit answers failure and the provider sends it again). A message that fails
// verification moves nothing: it is recorded with its raw body for the managers and logged (only
// an escaped excerpt and a hash: the body is the sender's text, and must not write log lines).

export const NOTIFY_MAX_BYTES = 64 * 1024;

function logRejected(conferenceId: number, method: OnlineMethod, reason: string, raw: RawMessage) {
  console.warn(`[payments] refused ${method} notification for conference ${conferenceId} (${reason}): ${bodyForLog(raw.rawBody)}`);
}

const TOO_MANY: NotifyAck = { status: 429, contentType: "text/plain", body: "too many refused notifications" };

/** `from.clientIp`: the sender's address, for the throttle of failed verifications (notify-throttle.ts). */
export async function handleNotify(conferenceId: number, method: OnlineMethod, req: NotifyRequest, from?: { clientIp: string }): Promise<NotifyAck> {
  try {
    const key = from ? throttleKey(from.clientIp, conferenceId, method) : null;
    const ack = await handleVerifiedNotify(conferenceId, method, req, key);
    metrics().paymentNotifies.inc({ method, result: `http_${ack.status}` });
    return ack;
  } catch (e) {
    metrics().paymentNotifies.inc({ method, result: "error" });
    throw e;
  }
}

/**
 * A failed verification (or one with nothing to verify against) counts for the throttle, and only
 * then is the block consulted: a notification whose signature verifies always goes through.
 */
function refusedAndBlocked(key: string | null): boolean {
  if (!key) return false;
  const blocked = notifyBlocked(key);
  noteRefused(key);
  return blocked;
}

async function handleVerifiedNotify(conferenceId: number, method: OnlineMethod, req: NotifyRequest, key: string | null): Promise<NotifyAck> {
  const raw: RawMessage = { rawBody: req.rawBody, headers: req.headers };
  const p = await providerFor(conferenceId, method);
  if (!p) {
    if (refusedAndBlocked(key)) return TOO_MANY;
    logRejected(conferenceId, method, "notConfigured", raw);
    return { status: 404, contentType: "text/plain", body: "not configured" };
  }
  let notice;
  try {
    notice = await p.provider.verifyNotify(p.ctx, req);
  } catch (e) {
    const unsupported = e instanceof NotifyRejected && e.reason === "unsupportedEvent";
    // A verification that throws (a certificate that cannot be fetched, a body that breaks the
    // parser) counts like a refusal: otherwise it would be the way around the throttle.
    if (!unsupported && refusedAndBlocked(key)) return TOO_MANY;
    if (!(e instanceof NotifyRejected)) throw e;
    if (unsupported) {
      await recordNotice(db, { conferenceId, paymentId: null, method, source: "NOTIFY", verified: true, result: "ignored", reason: e.reason, raw });
      return p.provider.ack(true);
    }
    await recordNotice(db, { conferenceId, paymentId: null, method, source: "NOTIFY", verified: false, result: "rejected", reason: e.reason, raw });
    logRejected(conferenceId, method, e.reason, raw);
    return p.provider.ack(false);
  }
  const d = await applyProviderNotice({ id: conferenceId }, method, notice, "NOTIFY", raw);
  if (d.result === "exception") console.warn(`[payments] ${method} notification for bill ${notice.billNo}: payment exception (${d.reason})`);
  // An unknown bill is refused (another merchant's number, or a forged one); everything else was
  // recorded and is acknowledged, or the provider would repeat it for days.
  return p.provider.ack(d.result !== "rejected");
}
