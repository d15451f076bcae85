import { readLimited } from "@/lib/gateway/body";
import { NOTIFY_MAX_BYTES, handleNotify } from "@/lib/payments/notify";
import { methodOfSlug } from "@/lib/payments/providers";
import { clientIp, hostFromHeaders } from "@/lib/server/host";
import { resolveConference } from "@/lib/server/tenant";
import { isAppError, toAppError } from "@/lib/server/errors";

// A payment provider's asynchronous notification, POST /api/payments/notify/{provider}
// on the conference's own domain (the conference is the host's; its payment config verifies the
// message). Thin: lib/payments/notify.ts does the work and decides the answer.
type Ctx = { params: Promise<{ provider: string }> };

const text = (status: number, body: string) => new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

export async function POST(request: Request, { params }: Ctx): Promise<Response> {
  const method = methodOfSlug((await params).provider);
  let conference;
  try {
    conference = method ? await resolveConference(hostFromHeaders(request.headers)) : null;
  } catch (e) {
    // The database is away: a retryable non-success, so the provider sends it again.
    const known = toAppError(e);
    console.error(`[payments] notification before the conference could be read`, e);
    return text(known?.status === 503 ? 503 : 500, "unavailable, retry");
  }
  if (!method || !conference) return text(404, "not found");
  let rawBody: string;
  try {
    rawBody = new TextDecoder("utf-8").decode(await readLimited(request, NOTIFY_MAX_BYTES));
  } catch (e) {
    return text(isAppError(e) ? e.status : 400, "bad request");
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((v, k) => (headers[k] = v));
  try {
    // Failed verifications from one address are throttled there (lib/payments/notify-throttle.ts).
    const ack = await handleNotify(conference.id, method, { method: "POST", url: request.url, headers, rawBody }, { clientIp: clientIp(request.headers) });
    return new Response(ack.body || null, { status: ack.status, headers: { "content-type": ack.contentType } });
  } catch (e) {
    // Not recorded (the database may be what failed): the provider repeats the notification later.
    console.error(`[payments] ${method} notification could not be processed`, e);
    return text(toAppError(e)?.status === 503 ? 503 : 500, "error");
  }
}
