import "server-only";
import { Forbidden } from "@/lib/server/errors";
import { getReviewSettings } from "../config/service";
import { isReviewChair } from "../opinion/service";

// Who decides on submissions (SPEC §3 "final opinion standard"): the organisers always
// (they keep the last word); the review chair too when the review config makes the chair's opinion
// final — otherwise the chair writes an opinion and the organisers decide. A plain reviewer does
// neither. Every decision entry point (detail page, ranked list, gateway) asks here.

/** Whoever acts, and as what: the status table (lib/submission/status.ts) has a column for each. */
export type DecisionActor = { userId: number; as: "manager" | "chair" };
export type Person = { userId: number; manager: boolean };

export type DecisionRole = {
  manager: boolean;
  chair: boolean;
  chairFinal: boolean;
  /** who this person decides as, or null when they may not decide */
  actor: DecisionActor | null;
  /** the chair's opinion may be written by the chair and by the organisers */
  writesOpinion: boolean;
};

export async function decisionRoleOf(conferenceId: number, who: Person): Promise<DecisionRole> {
  const [chair, settings] = await Promise.all([isReviewChair(conferenceId, who.userId), getReviewSettings(conferenceId)]);
  const as = who.manager ? "manager" : chair && settings.chairFinal ? "chair" : null;
  return {
    manager: who.manager,
    chair,
    chairFinal: settings.chairFinal,
    actor: as ? { userId: who.userId, as } : null,
    writesOpinion: who.manager || chair,
  };
}

/** The decider this person is, else 403 — saying why to a chair whose opinion is not final. */
export async function deciderOf(conferenceId: number, who: Person): Promise<DecisionActor> {
  const role = await decisionRoleOf(conferenceId, who);
  if (role.actor) return role.actor;
  throw new Forbidden(role.chair ? "reviewDecision.errors.chairNotFinal" : "reviewDecision.errors.notDecider");
}

/** The chair or an organiser (the ranked list and the chair's opinion), else 403. */
export async function assertChairOrManager(conferenceId: number, who: Person): Promise<DecisionRole> {
  const role = await decisionRoleOf(conferenceId, who);
  if (!role.writesOpinion) throw new Forbidden("reviewDecision.errors.notDecider");
  return role;
}
