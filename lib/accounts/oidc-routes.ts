import "server-only";
import { cookies, headers } from "next/headers";
import { requireConference } from "@/lib/server/guard";
import { requestOriginParts } from "@/lib/server/request-origin";
import { cookieSecure } from "@/lib/server/session-store";
import { landingPath, mustRegisterFirst } from "./landing";
import { finishOidcLogin, OIDC_BIND_COOKIE, OidcFailure, startOidcLogin } from "./oidc";
import { startUserSession } from "./session-cookie";

// Adapters for /oidcLogin/start, /oidcLogin, /login (route handlers) and the §7 gateway calls.

async function bindOptions() {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", maxAge: 600, secure: cookieSecure(await headers()) };
}

/** Starts organisation sign-in; the state is also set in a browser-bound cookie. */
export async function beginOidc(input: { providerKey?: string; entityId?: string; returnTo?: string | null }): Promise<string> {
  await requireConference();
  const { url, state } = await startOidcLogin(input, await requestOriginParts());
  (await cookies()).set(OIDC_BIND_COOKIE, state, await bindOptions());
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
  const r = await finishOidcLogin(input, await requestOriginParts(), bound);
  const token = await startUserSession(r.userId, { provider: r.providerKey, idToken: r.idToken });
  const conferenceId = access.conference.id;
  if (opts.checkRegistration && (await mustRegisterFirst(conferenceId, r.userId))) return { token, to: "/conferenceRegister" };
  return { token, to: r.returnTo ?? (await landingPath(conferenceId, r.userId, null)) };
}

export function failurePath(e: unknown): string {
  const key = e instanceof OidcFailure || (e as { key?: string })?.key?.startsWith("accounts.") ? (e as OidcFailure).key : "accounts.loginFailed";
  if (e instanceof OidcFailure && e.values?.detail) console.warn("[oidc] sign-in failed:", String(e.values.detail).slice(0, 300));
  return `/oidcLogin/failed?${new URLSearchParams({ m: key })}`;
}
