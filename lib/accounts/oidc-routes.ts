import "server-only";
import { cookies, headers } from "next/headers";
import { requireConference } from "@/lib/server/guard";
import { landingPath } from "./landing";
import { finishOidcLogin, OIDC_BIND_COOKIE, OidcFailure, startOidcLogin, type Origin } from "./oidc";
import { hasAttended } from "./service";
import { startUserSession } from "./session-cookie";

// Adapters for /oidcLogin/start, /oidcLogin, /login (route handlers) and the §7 gateway calls.

export async function requestOrigin(): Promise<Origin> {
  const h = await headers();
  const host = (h.get("x-forwarded-host") ?? h.get("host") ?? "localhost").split(",")[0].trim();
  const proto = (h.get("x-forwarded-proto") ?? "http").split(",")[0].trim();
  return { proto, host };
}

const BIND_OPTIONS = { httpOnly: true, sameSite: "lax" as const, path: "/", maxAge: 600, secure: process.env.COOKIE_SECURE === "1" };

/** Starts organisation sign-in; the state is also set in a browser-bound cookie. */
export async function beginOidc(input: { providerKey?: string; entityId?: string; returnTo?: string | null }): Promise<string> {
  await requireConference();
  const { url, state } = await startOidcLogin(input, await requestOrigin());
  (await cookies()).set(OIDC_BIND_COOKIE, state, BIND_OPTIONS);
  return url;
}

/**
 * Completes sign-in and starts a session. `checkRegistration` (the /login callback, SPEC §2 step
 * 3) sends people who have not registered for this conference to /conferenceRegister.
 */
export async function completeOidc(
  input: { code: string; state: string; iss?: string; error?: string; errorDescription?: string },
  opts: { checkRegistration: boolean },
): Promise<{ token: string; to: string }> {
  const access = await requireConference();
  const jar = await cookies();
  const bound = jar.get(OIDC_BIND_COOKIE)?.value;
  jar.delete(OIDC_BIND_COOKIE);
  const r = await finishOidcLogin(input, await requestOrigin(), bound);
  const token = await startUserSession(r.userId, { provider: r.providerKey, idToken: r.idToken });
  const conferenceId = access.conference.id;
  if (opts.checkRegistration && !(await hasAttended(conferenceId, r.userId))) return { token, to: "/conferenceRegister" };
  return { token, to: r.returnTo ?? (await landingPath(conferenceId, r.userId, null)) };
}

export function failurePath(e: unknown): string {
  const key = e instanceof OidcFailure || (e as { key?: string })?.key?.startsWith("accounts.") ? (e as OidcFailure).key : "accounts.loginFailed";
  const detail = e instanceof OidcFailure ? String(e.values?.detail ?? "") : "";
  const q = new URLSearchParams({ m: key });
  if (detail) q.set("d", detail.slice(0, 200));
  return `/oidcLogin/failed?${q}`;
}
