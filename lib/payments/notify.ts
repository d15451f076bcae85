import "server-only";
import { db } from "@/lib/server/db";
import { metrics } from "@/lib/server/observability/metrics";
import { applyProviderNotice, recordNotice, type RawMessage } from "./outcome";
import { providerFor } from "./provider-context";
import { NotifyRejected, type NotifyAck, type NotifyRequest, type OnlineMethod } from "./providers/types";

// A provider's asynchronous notification (issue 12), for the conference of the request's host:
// verified by the adapter (signature, merchant, timestamp, decryption), then applied by outcome.ts
// in one transaction — and only then acknowledged (Alipay's "success" means "recorded", so an
// error before the commit answers failure and the provider sends it again). A message that fails
// verification moves nothing: it is recorded with its raw body for the managers and logged.

export const NOTIFY_MAX_BYTES = 64 * 1024;

function logRejected(conferenceId: number, method: OnlineMethod, reason: string, raw: RawMessage) {
  console.warn(`[payments] refused ${method} notification for conference ${conferenceId} (${reason}): ${raw.rawBody.slice(0, 2000)}`);
}

export async function handleNotify(conferenceId: number, method: OnlineMethod, req: NotifyRequest): Promise<NotifyAck> {
  try {
    const ack = await handleVerifiedNotify(conferenceId, method, req);
    metrics().paymentNotifies.inc({ method, result: `http_${ack.status}` });
    return ack;
  } catch (e) {
    metrics().paymentNotifies.inc({ method, result: "error" });
    throw e;
  }
}

async function handleVerifiedNotify(conferenceId: number, method: OnlineMethod, req: NotifyRequest): Promise<NotifyAck> {
  const raw: RawMessage = { rawBody: req.rawBody, headers: req.headers };
  const p = await providerFor(conferenceId, method);
  if (!p) {
    logRejected(conferenceId, method, "notConfigured", raw);
    return { status: 404, contentType: "text/plain", body: "not configured" };
  }
  let notice;
  try {
    notice = await p.provider.verifyNotify(p.ctx, req);
  } catch (e) {
    if (!(e instanceof NotifyRejected)) throw e;
    if (e.reason === "unsupportedEvent") {
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
