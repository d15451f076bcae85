import { ConferenceStatus } from "@/lib/server/site-conference";

// Who may move a conference between the statuses (their values: lib/server/site-conference.ts)
// and their names on screen. Every change goes through changeConferenceStatus
// (lib/conference/status-change.ts), which records it in ConferenceStatusChange.

export const STATUS_KEYS: Record<number, string> = {
  1: "notPublished",
  2: "pendingReview",
  3: "rejected",
  4: "published",
  5: "closed",
};

type Actor = "manager" | "admin";

/**
 * Who may move a conference from one status to another (SPEC §1, §4): managers apply, withdraw
 * their application, cancel publication and close; only platform administrators approve, reject
 * and reopen. Closing is a step of a published site only, for administrators too: a closed site
 * is open to visitors (isSiteOpen), so closing one that was never approved would publish it
 * without review.
 */
const TRANSITIONS: Record<Actor, Array<[from: number[], to: number]>> = {
  manager: [
    [[ConferenceStatus.NOT_PUBLISHED, ConferenceStatus.REJECTED], ConferenceStatus.PENDING_REVIEW],
    [[ConferenceStatus.PENDING_REVIEW, ConferenceStatus.PUBLISHED], ConferenceStatus.NOT_PUBLISHED],
    [[ConferenceStatus.PUBLISHED], ConferenceStatus.CLOSED],
  ],
  admin: [
    [[ConferenceStatus.PENDING_REVIEW, ConferenceStatus.NOT_PUBLISHED, ConferenceStatus.REJECTED], ConferenceStatus.PUBLISHED],
    [[ConferenceStatus.PENDING_REVIEW], ConferenceStatus.REJECTED],
    [[ConferenceStatus.CLOSED], ConferenceStatus.PUBLISHED],
  ],
};

export function canTransition(actor: Actor, from: number, to: number): boolean {
  const rules = actor === "admin" ? [...TRANSITIONS.admin, ...TRANSITIONS.manager] : TRANSITIONS.manager;
  return rules.some(([froms, target]) => target === to && froms.includes(from));
}
