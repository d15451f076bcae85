// Where an appearance applies. The public site's content area carries SCOPE_CLASS (and
// data-appearance); an organiser's CSS is rewritten to match only inside it. The shell's header —
// menus, account menu, sign-in link — sits outside and carries PROTECTED_ATTRIBUTE; selectors
// that name it are refused anyway. Pure: the shell (client) and the sanitiser (server) share it.

export const SCOPE_CLASS = "sym-site";
/** The frame around the whole site; organiser selectors start with it too, so they outrank the built-in look's. */
export const SHELL_CLASS = "sym-shell";
export const PROTECTED_ATTRIBUTE = "data-protected";

export type AppearanceKind = "classic" | "modern" | "custom";

/**
 * How much of the appearance a page gets: "full" (built-in look and the organiser's CSS: home,
 * content pages, prompt pages), "builtin" (the built-in look only: sign-in, account, registration
 * and personal-centre pages, which hold forms an organiser's CSS must not be able to hide) or
 * "none" (management and administration keep the plain management look).
 */
export function appearanceAreaFor(pathname: string): "full" | "builtin" | "none" {
  const p = pathname.split(/[?#]/, 1)[0].replace(/\/+$/, "") || "/";
  const under = (prefix: string) => p === prefix || p.startsWith(`${prefix}/`);
  if (under("/platform") || under("/admin")) return "none";
  const FORMS = ["/conferencelogin", "/register", "/userRegister", "/resetPassword", "/login", "/oidcLogin", "/conferenceRegister", "/profile", "/review"];
  if (FORMS.some(under)) return "builtin";
  return "full";
}
