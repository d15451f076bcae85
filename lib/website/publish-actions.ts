import { ConferenceStatus as S, type ConferenceStatusValue } from "@/lib/server/site-conference";

// SPEC §4 publish workflow as the manager sees it: which buttons each status offers. Pure; the
// service re-checks under the conference's row lock (lib/conference/status-change.ts).

export type PublishAction = "apply" | "withdraw" | "cancel" | "close";

export const PUBLISH_ACTIONS: Record<PublishAction, { from: number[]; to: ConferenceStatusValue }> = {
  /** "Apply to publish": waits for platform administrator review. */
  apply: { from: [S.NOT_PUBLISHED, S.REJECTED], to: S.PENDING_REVIEW },
  /** Take back an application still waiting for review. */
  withdraw: { from: [S.PENDING_REVIEW], to: S.NOT_PUBLISHED },
  /** §7 cancelRelease: a published site goes back to preparation. */
  cancel: { from: [S.PUBLISHED], to: S.NOT_PUBLISHED },
  /** Close: pages show the closed notice, registration stops, data is kept; reopening is the administrator's. */
  close: { from: [S.PUBLISHED], to: S.CLOSED },
};

export function actionsFor(status: number): PublishAction[] {
  return (Object.keys(PUBLISH_ACTIONS) as PublishAction[]).filter((a) => PUBLISH_ACTIONS[a].from.includes(status));
}
