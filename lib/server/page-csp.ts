// A page's CSP with a fresh nonce, made where a page request is first seen: proxy.ts, and the
// server's edge (edge-filter.ts) for the paths proxy.ts's matcher skips or when it is switched off.
// One maker, so the two policies cannot drift apart.
// No server-only: proxy.ts and the custom server import it.
import { randomBytes } from "node:crypto";
import { paymentFormOrigins } from "@/lib/payments/providers/endpoints";
import { publicOrigin } from "./host";
import { contentSecurityPolicy } from "./security-headers";

export function freshPagePolicy(headers: { get(name: string): string | null }, opts: { dev: boolean }): string {
  return contentSecurityPolicy(randomBytes(16).toString("base64"), {
    dev: opts.dev,
    https: publicOrigin(headers).startsWith("https:"),
    formActions: paymentFormOrigins(),
  });
}
