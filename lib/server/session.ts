import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { bearerToken, cookieSecure, lookupSession, SESSION_COOKIE, sessionCookieOptions, type ActiveSession } from "./session-store";

/** The request's session token: the cookie for pages, `Authorization: Bearer` for the gateway. */
export const getSessionToken = cache(async (): Promise<string | null> => {
  const fromHeader = bearerToken((await headers()).get("authorization"));
  return fromHeader ?? (await cookies()).get(SESSION_COOKIE)?.value ?? null;
});

export const getSession = cache(async (): Promise<ActiveSession | null> => lookupSession(await getSessionToken()));

/** HttpOnly, SameSite=Lax cookie options, Secure when this request came over HTTPS. */
export async function browserCookieOptions(expiresAt: Date) {
  return sessionCookieOptions(expiresAt, cookieSecure(await headers()));
}
