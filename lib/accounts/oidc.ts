import "server-only";
import { randomInt } from "node:crypto";
import * as client from "openid-client";
import { db } from "@/lib/server/db";
import { AppError, NotFound } from "@/lib/server/errors";
import { findProvider, providerConfiguration } from "./oidc-config";
import { safeRedirect } from "./safe-redirect";

// SPEC §2 organisation sign-in: authorization code + PKCE + state + nonce. The state row remembers
// the conference host and the return address, and a cookie binds it to the browser that started
// it (no login CSRF). The callback only answers on the host that started the sign-in.

export const OIDC_BIND_COOKIE = "symposia_oidc";
const STATE_TTL_MS = 10 * 60_000;
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** SPEC §9: nonce of 16 random alphanumerics (also used for state, with more length). */
export function randomAlnum(length = 16): string {
  let s = "";
  for (let i = 0; i < length; i++) s += ALNUM[randomInt(ALNUM.length)];
  return s;
}

export class OidcFailure extends AppError {
  constructor(key = "accounts.loginFailed", detail?: string) {
    super(400, key, undefined, detail ? { detail } : undefined);
  }
}

export type Origin = { proto: string; host: string /* with port, as the browser used it */ };
export const redirectUri = (o: Origin) => `${o.proto}://${o.host}/oidcLogin`;
const bareHost = (host: string) => host.toLowerCase().replace(/:\d+$/, "");

/** Creates the state and returns the provider's authorization URL. */
export async function startOidcLogin(
  input: { providerKey?: string; entityId?: string; returnTo?: string | null },
  origin: Origin,
): Promise<{ url: string; state: string }> {
  const provider = findProvider(input.providerKey);
  if (!provider) throw new NotFound("accounts.providerUnavailable");
  const config = await providerConfiguration(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = randomAlnum(32);
  const nonce = randomAlnum(16);
  await db.oidcLoginState.create({
    data: {
      state,
      nonce,
      codeVerifier,
      providerKey: provider.key,
      host: bareHost(origin.host),
      returnTo: safeRedirect(input.returnTo) ?? "",
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    },
  });
  const params: Record<string, string> = {
    redirect_uri: redirectUri(origin),
    scope: provider.scope ?? "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  };
  if (input.entityId) params.entityID = input.entityId; // federation discovery hint (CARSI/eduGAIN)
  return { url: client.buildAuthorizationUrl(config, params).href, state };
}

/** Exchanges the code: state must exist, be unused, unexpired, bound to this browser and this host. */
export async function finishOidcLogin(
  input: { code: string; state: string; iss?: string; error?: string; errorDescription?: string },
  origin: Origin,
  boundState: string | null | undefined,
): Promise<{ userId: number; providerKey: string; idToken?: string; returnTo: string | null }> {
  if (input.error) throw new OidcFailure("accounts.loginFailed", input.errorDescription ?? input.error);
  if (!boundState || boundState !== input.state) throw new OidcFailure("accounts.oidcStateInvalid");
  const used = await db.oidcLoginState.updateMany({
    where: { state: input.state, consumedAt: null, expiresAt: { gt: new Date() }, host: bareHost(origin.host) },
    data: { consumedAt: new Date() },
  });
  if (used.count !== 1) throw new OidcFailure("accounts.oidcStateInvalid");
  const row = await db.oidcLoginState.findUniqueOrThrow({ where: { state: input.state } });
  const provider = findProvider(row.providerKey);
  if (!provider) throw new OidcFailure("accounts.providerUnavailable");
  const config = await providerConfiguration(provider);
  const current = new URL(redirectUri(origin));
  current.searchParams.set("code", input.code);
  current.searchParams.set("state", input.state);
  if (input.iss) current.searchParams.set("iss", input.iss); // RFC 9207: checked when the provider sends it
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: row.codeVerifier,
      expectedState: row.state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
  } catch (e) {
    throw new OidcFailure("accounts.loginFailed", (e as Error).message?.slice(0, 200));
  }
  const claims = tokens.claims()!;
  let info: Record<string, unknown> = { ...claims };
  if (!claims.email && tokens.access_token) {
    info = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => ({}))), ...claims };
  }
  const userId = await linkUser(provider.key, claims.sub, info);
  return { userId, providerKey: provider.key, idToken: tokens.id_token, returnTo: safeRedirect(row.returnTo) };
}

/** The platform user for an external subject: by subject (cstnetId), else by verified email; created if new. */
export async function linkUser(providerKey: string, sub: string, info: Record<string, unknown>): Promise<number> {
  const cstnetId = providerKey === "cstnet" ? sub : `${providerKey}:${sub}`;
  const bySubject = await db.user.findUnique({ where: { cstnetId }, select: { id: true } });
  if (bySubject) return bySubject.id;
  const email = typeof info.email === "string" && info.email_verified === true ? info.email.trim().toLowerCase() : null;
  if (!email) throw new OidcFailure("accounts.oidcNoEmail");
  const name = typeof info.name === "string" ? info.name : [info.given_name, info.family_name].filter((x) => typeof x === "string").join(" ");
  const byEmail = await db.user.findUnique({ where: { email }, select: { id: true, cstnetId: true } });
  if (byEmail) {
    if (!byEmail.cstnetId) await db.user.update({ where: { id: byEmail.id }, data: { cstnetId } });
    return byEmail.id;
  }
  const created = await db.user.create({
    data: {
      email,
      cstnetId,
      trueName: name.slice(0, 100),
      firstName: typeof info.given_name === "string" ? info.given_name.slice(0, 100) : "",
      lastName: typeof info.family_name === "string" ? info.family_name.slice(0, 100) : "",
    },
    select: { id: true },
  });
  return created.id;
}

/** The provider's logout address for a session that signed in through it, else null. */
export async function providerLogoutUrl(providerKey: string | null, idToken: string | null, origin: Origin): Promise<string | null> {
  const provider = providerKey ? findProvider(providerKey) : null;
  if (!provider) return null;
  try {
    const config = await providerConfiguration(provider);
    if (!config.serverMetadata().end_session_endpoint) return null;
    const params: Record<string, string> = { post_logout_redirect_uri: `${origin.proto}://${origin.host}/`, client_id: provider.clientId };
    if (idToken) params.id_token_hint = idToken;
    return client.buildEndSessionUrl(config, params).href;
  } catch {
    return null;
  }
}
