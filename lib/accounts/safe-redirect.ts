// The `redirect` query and OIDC return addresses: only same-site relative paths (ASVS 5.1.5).
// "//evil", "/\evil", "https://…", "javascript:…" and control characters are refused, and so is
// anything that only becomes one of those once normalised ("/.//evil" → "//evil").
function sameSitePath(p: string): boolean {
  return p.startsWith("/") && !p.startsWith("//") && !p.startsWith("/\\");
}

export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !sameSitePath(raw)) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  try {
    const u = new URL(raw, "http://same.invalid");
    if (u.origin !== "http://same.invalid") return null;
    const out = u.pathname + u.search + u.hash;
    return sameSitePath(out) ? out : null;
  } catch {
    return null;
  }
}
