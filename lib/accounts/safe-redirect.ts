// The `redirect` query and OIDC return addresses: only same-site relative paths (ASVS 5.1.5).
// "//evil", "/\evil", "https://…", "javascript:…" and control characters are refused.
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  try {
    const u = new URL(raw, "http://same.invalid");
    if (u.host !== "same.invalid") return null;
    return u.pathname + u.search + u.hash;
  } catch {
    return null;
  }
}
