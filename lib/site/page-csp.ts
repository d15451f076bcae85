// A page's CSP with a fresh nonce, made where a page request is first seen: proxy.ts, and the
// server's edge (lib/server/edge-filter.ts, handed this maker by scripts/server.ts) for the paths
// proxy.ts's matcher skips or when it is switched off. One maker, so the two policies cannot drift
// apart. Pages may frame the video players content pages embed, and post forms where the caller
// says: the card provider's checkout (lib/payments/providers/endpoints.ts paymentFormOrigins).
// No server-only: proxy.ts and the custom server import it.
import { randomBytes } from "node:crypto";
import { publicOrigin } from "@/lib/server/host";
import { contentSecurityPolicy } from "@/lib/server/security-headers";
import { VIDEO_HOSTS } from "@/lib/validation/video-hosts";

export function freshPagePolicy(headers: { get(name: string): string | null }, opts: { dev: boolean; formActions: readonly string[] }): string {
  return contentSecurityPolicy(randomBytes(16).toString("base64"), {
    dev: opts.dev,
    https: publicOrigin(headers).startsWith("https:"),
    frames: VIDEO_HOSTS.map((h) => `https://${h}`),
    formActions: opts.formActions,
  });
}
