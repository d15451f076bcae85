import "server-only";
import type { SiteConference } from "./site-conference";
import { sql } from "./sql";
import { activeSession, hashToken, SESSION_COLUMNS, SESSION_FROM, type ActiveSession, type SessionRow, type SessionUser } from "./session-store";

// What the current person may do in the current conference — SPEC §3 "user info" flags,
// derived on the server from the session and the conference resolved from the host.
export type Access = {
  conference: SiteConference;
  session: ActiveSession | null;
  user: SessionUser | null;
  platformAdmin: boolean;
  creator: boolean;
  manager: boolean; // conferenceManage: creator, manager or platform administrator
  reviewer: boolean; // conferenceReview: reviewer or review chair
  chair: boolean;
  attended: boolean;
  mobile: boolean;
};

type Flags = { admin: boolean; roles: string[]; attended: boolean };

// The person's standing in the conference; `$2` is the conference, `userId` the column or parameter naming them.
const flagsSql = (userId: string) => `EXISTS (SELECT 1 FROM "PlatformAdmin" WHERE "userId" = ${userId}) AS admin,
  ARRAY(SELECT role::text FROM "ConferenceUser" WHERE "conferenceId" = $2 AND "userId" = ${userId}) AS roles,
  EXISTS (SELECT 1 FROM "Attendee" WHERE "conferenceId" = $2 AND "userId" = ${userId}) AS attended`;

function signedOut(conference: SiteConference, mobileUa: boolean): Access {
  return {
    conference,
    session: null,
    user: null,
    platformAdmin: false,
    creator: false,
    manager: false,
    reviewer: false,
    chair: false,
    attended: false,
    mobile: mobileUa,
  };
}

function withFlags(conference: SiteConference, session: ActiveSession, mobileUa: boolean, { admin, roles, attended }: Flags): Access {
  const has = (r: string) => roles.includes(r);
  return {
    conference,
    session,
    user: session.user,
    mobile: mobileUa || session.mobile,
    platformAdmin: admin,
    creator: has("CREATOR"),
    manager: admin || has("CREATOR") || has("MANAGER"),
    reviewer: has("REVIEWER") || has("REVIEW_CHAIR"),
    chair: has("REVIEW_CHAIR"),
    attended,
  };
}

export async function loadAccess(conference: SiteConference, session: ActiveSession | null, mobileUa: boolean): Promise<Access> {
  if (!session) return signedOut(conference, mobileUa);
  // One statement instead of three Prisma calls (docs/performance.md).
  const [flags] = await sql<Flags>(`SELECT ${flagsSql("$1")}`, [session.user.id, conference.id]);
  return withFlags(conference, session, mobileUa, flags);
}

/**
 * The session of a token and the person's access to the conference in one statement: the proxy
 * and the guard of every signed-in page, and every gateway call, wait for it before anything else
 * (two round trips before; docs/performance.md). The session rules are lookupSession's.
 */
export async function loadAccessForToken(conference: SiteConference, token: string | null | undefined, mobileUa: boolean): Promise<Access> {
  if (!token || token.length > 200) return signedOut(conference, mobileUa);
  const [row] = await sql<SessionRow & Flags>(`SELECT ${SESSION_COLUMNS}, ${flagsSql(`s."userId"`)} FROM ${SESSION_FROM}`, [hashToken(token), conference.id]);
  const session = await activeSession(row);
  return session ? withFlags(conference, session, mobileUa, row) : signedOut(conference, mobileUa);
}
