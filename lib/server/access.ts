import "server-only";
import type { SiteConference } from "./site-conference";
import { db } from "./db";
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
  const [admin, roles, attendee] = await Promise.all([
    db.platformAdmin.findUnique({ where: { userId }, select: { id: true } }),
    db.conferenceUser.findMany({ where: { conferenceId: conference.id, userId }, select: { role: true } }),
    db.attendee.findFirst({ where: { conferenceId: conference.id, userId }, select: { id: true } }),
  ]);
  const has = (r: string) => roles.some((x) => x.role === r);
  return {
    ...base,
    mobile: mobileUa || session.mobile,
    platformAdmin: !!admin,
    creator: has("CREATOR"),
    manager: !!admin || has("CREATOR") || has("MANAGER"),
    reviewer: has("REVIEWER") || has("REVIEW_CHAIR"),
    chair: has("REVIEW_CHAIR"),
    attended: !!attendee,
  };
}
