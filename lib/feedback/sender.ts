import "server-only";
import type { Access } from "@/lib/server/access";
import { db } from "@/lib/server/db";
import { Conflict, Forbidden, Unauthorized } from "@/lib/server/errors";

// Who may send feedback: registered participants of the conference (and its managers,
// as everywhere in the personal centre), and — when the conference accepts it
// (WebsiteConfig.feedbackFromVisitors) — visitors who are not signed in. One decision for the page
// (which redirects) and the service (which refuses).

export type FeedbackSender = { kind: "participant"; userId: number; name: string; email: string } | { kind: "visitor" };
export type SenderRefusal = "login" | "register" | "closed";

export async function visitorsAccepted(conferenceId: number): Promise<boolean> {
  const c = await db.websiteConfig.findUnique({ where: { conferenceId }, select: { feedbackFromVisitors: true } });
  return c?.feedbackFromVisitors ?? false;
}

export async function decideSender(a: Access): Promise<FeedbackSender | SenderRefusal> {
  if (a.user) {
    if (!a.attended && !a.manager) return "register";
    if (!a.conference.modules.feedback) return "closed";
    return { kind: "participant", userId: a.user.id, name: a.user.trueName, email: a.user.email };
  }
  if (!a.conference.modules.feedback || !(await visitorsAccepted(a.conference.id))) return "login";
  return { kind: "visitor" };
}

/** The sender, or the typed error the gateway and actions answer with. */
export async function requireSender(a: Access): Promise<FeedbackSender> {
  const s = await decideSender(a);
  if (s === "login") throw new Unauthorized();
  if (s === "register") throw new Forbidden("errors.notRegistered");
  if (s === "closed") throw new Conflict("feedback.errors.closedModule");
  return s;
}
