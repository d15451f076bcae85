import "server-only";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { audienceRedirect } from "@/lib/pages/audience";
import { audienceOf, type PageRoute, type SignedInPageRoute } from "@/lib/pages/registry";
import { loadAccessForToken, type Access } from "./access";
import { Forbidden, NotFound, Unauthorized } from "./errors";
import { isMobileUserAgent } from "./mobile";
import { decideRoute, loginRedirect, type RouteFacts } from "./route-policy";
import { getSessionToken } from "./session";
import type { ActiveSession, SessionUser } from "./session-store";
import { getConference } from "./tenant";

// Every page, server action and gateway call checks here, whatever proxy.ts did (DESIGN §2).

export type SignedIn = Access & { user: SessionUser; session: ActiveSession };

/** The signed-in person as object-level rules take them (what they may see): their id and whether they manage the conference. */
export function viewerOf(a: SignedIn): { userId: number; manager: boolean } {
  return { userId: a.user.id, manager: a.manager };
}

export const getAccess = cache(async (): Promise<Access | null> => {
  const conference = await getConference();
  if (!conference) return null;
  const ua = (await headers()).get("user-agent");
  return loadAccessForToken(conference, await getSessionToken(), isMobileUserAgent(ua));
});

export function routeFacts(a: Access): RouteFacts {
  return { loggedIn: !!a.user, published: a.conference.published, manager: a.manager, reviewer: a.reviewer };
}

// ── Pages: redirect as the §2 route guard does, then hold the page's declared audience. ──

type SearchParams = Record<string, string | string[] | undefined>;

/** A page's searchParams back as "?a=1&b=2", so the sign-in redirect can return to it. */
export function searchString(params: SearchParams | undefined): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) for (const one of [v ?? []].flat()) q.append(k, one);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** `path`: the address actually asked for, when the route has dynamic segments. */
type PageGuardOptions = { path?: string; search?: string };

/**
 * Every page starts here with its own row of the page table (lib/pages/registry.ts): the §2 redirects
 * (autologon, sign-in, /unpublished, the reviewer area), then the audience the table declares.
 */
export async function guardPage(route: PageRoute, opts: PageGuardOptions = {}): Promise<Access> {
  const access = await getAccess();
  if (!access) notFound();
  const path = opts.path ?? route;
  const search = opts.search ?? "";
  const expired = !access.user && !!(await getSessionToken());
  const target = decideRoute(path, search, { ...routeFacts(access), expired });
  if (target) redirect(target);
  const facts = { loggedIn: !!access.user, attended: access.attended, manager: access.manager, reviewer: access.reviewer, platformAdmin: access.platformAdmin };
  const outside = audienceRedirect(audienceOf(route), facts);
  if (outside) redirect(outside === "login" ? loginRedirect(path + search, expired) : outside);
  return access;
}

export async function guardSignedInPage(route: SignedInPageRoute, opts: PageGuardOptions = {}): Promise<SignedIn> {
  const access = await guardPage(route, opts);
  const { user, session } = access;
  if (!user || !session) redirect("/401");
  return { ...access, user, session };
}

// ── Actions and gateway calls: throw typed errors that the wrappers translate. ──

export async function requireConference(): Promise<Access> {
  const access = await getAccess();
  if (!access) throw new NotFound("errors.noSuchConference");
  return access;
}

function assertVisible(a: Access): void {
  if (!a.conference.published && !a.manager) throw new Forbidden("errors.unpublished");
}

/** Anyone, on a published conference; on an unpublished one only its managers. */
export async function requireVisitor(): Promise<Access> {
  const a = await requireConference();
  assertVisible(a);
  return a;
}

export async function requireUser(): Promise<SignedIn> {
  const a = await requireConference();
  const { user, session } = a;
  if (!user || !session) throw new Unauthorized();
  assertVisible(a);
  return { ...a, user, session };
}

export async function requireParticipant(): Promise<SignedIn> {
  const a = await requireUser();
  if (!a.attended && !a.manager) throw new Forbidden("errors.notRegistered");
  return a;
}

export async function requireManager(): Promise<SignedIn> {
  const a = await requireUser();
  if (!a.manager) throw new Forbidden();
  return a;
}

/** Reviewers, review chairs and managers (managers oversee the review). */
export async function requireReviewer(): Promise<SignedIn> {
  const a = await requireUser();
  if (!a.reviewer && !a.manager) throw new Forbidden();
  return a;
}

export async function requirePlatformAdmin(): Promise<SignedIn> {
  const a = await requireUser();
  if (!a.platformAdmin) throw new Forbidden();
  return a;
}

/**
 * Who may call an action or gateway route. "public" is anyone while the conference is published;
 * "signin" is anyone even while it is not — only the calls a manager needs to get in (sign-in,
 * password reset, the site name for /unpublished), docs/deviations.md.
 */
export type Audience = "signin" | "public" | "user" | "participant" | "manager" | "reviewer" | "admin";

/** What a handler of this audience is given: a signed-in person (user and session not null) for
 *  every audience but "signin" and "public". */
export type AccessFor<A extends Audience> = A extends "signin" | "public" ? Access : SignedIn;

const AUDIENCE: { [A in Audience]: () => Promise<AccessFor<A>> } = {
  signin: requireConference,
  public: requireVisitor,
  user: requireUser,
  participant: requireParticipant,
  manager: requireManager,
  reviewer: requireReviewer,
  admin: requirePlatformAdmin,
};

export function authorise<A extends Audience>(audience: A): Promise<AccessFor<A>> {
  return AUDIENCE[audience]();
}
