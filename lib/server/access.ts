import "server-only";
import type { SiteConference } from "./site-conference";
import { sql } from "./sql";
import type { ActiveSession, SessionUser } from "./session-store";

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

export async function loadAccess(conference: SiteConference, session: ActiveSession | null, mobileUa: boolean): Promise<Access> {
  const base: Access = {
    conference,
    session,
    user: session?.user ?? null,
    platformAdmin: false,
    creator: false,
    manager: false,
    reviewer: false,
    chair: false,
    attended: false,
    mobile: session?.mobile ?? mobileUa,
  };
  if (!session) return base;
  const userId = session.user.id;
  // One statement instead of three Prisma calls: it runs twice per signed-in page (proxy and guard)
  // and once per gateway call, where Prisma's per-call work was most of its time (docs/performance.md).
  const [row] = await sql<{ admin: boolean; roles: string[]; attended: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM "PlatformAdmin" WHERE "userId" = $1) AS admin,
            ARRAY(SELECT role::text FROM "ConferenceUser" WHERE "conferenceId" = $2 AND "userId" = $1) AS roles,
            EXISTS (SELECT 1 FROM "Attendee" WHERE "conferenceId" = $2 AND "userId" = $1) AS attended`,
    [userId, conference.id],
  );
  const { admin, roles, attended } = row;
  const has = (r: string) => roles.includes(r);
  return {
    ...base,
    mobile: mobileUa || session.mobile,
    platformAdmin: admin,
    creator: has("CREATOR"),
    manager: admin || has("CREATOR") || has("MANAGER"),
    reviewer: has("REVIEWER") || has("REVIEW_CHAIR"),
    chair: has("REVIEW_CHAIR"),
    attended,
  };
}
