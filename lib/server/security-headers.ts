// Response headers that harden every page. The CSP is nonce-based: proxy.ts makes a
// fresh nonce per request and passes the policy on the request, so Next stamps it on its own
// scripts (every page renders dynamically, which nonces require). MUI/emotion inject <style> at
// run time, so styles stay 'unsafe-inline' — scripts are what XSS needs, and they are strict.
// No server-only: next.config.ts and proxy.ts import it. Which other sites a page may frame or post
// forms to is the site's business (lib/site/page-csp.ts), handed in as origins.

export type PolicySources = { frames?: readonly string[]; formActions?: readonly string[] };

export function contentSecurityPolicy(nonce: string, opts: { dev?: boolean; https?: boolean } & PolicySources = {}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Mail templates and content pages may show images from elsewhere; they cannot run code.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${opts.dev ? " ws: wss:" : ""}`,
    // Content pages may embed video players (sandboxed frames).
    ["frame-src 'self'", ...(opts.frames ?? [])].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    // The card provider's checkout is a form posted to its gateway.
    ["form-action 'self'", ...(opts.formActions ?? [])].join(" "),
    "frame-ancestors 'none'",
    ...(opts.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

export const HSTS = "max-age=31536000; includeSubDomains";

/** Headers for every response, pages and API alike (next.config.ts). */
export const STATIC_SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];
