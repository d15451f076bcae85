"use server";
import { action } from "@/lib/server/action";
import { requestOrigin } from "@/lib/server/request-origin";
import { z } from "@/lib/validation/z";
import { assignReviewers, commitAutoAssignment, previewAutoAssignment, unassignReviewer } from "./service";
import { ZAssign, ZAssignmentParams, ZAutoCommit } from "./schemas";

// Server actions of the assignment UI: managers only, on the host's conference.

const assign = action({ audience: "manager", schema: ZAssign }, async (v, a) => assignReviewers(a.conference, a.user.id, v, await requestOrigin()));
const unassign = action({ audience: "manager", schema: ZAssignmentParams }, async (v, a) => unassignReviewer(a.conference, v.id));
const preview = action({ audience: "manager", schema: z.strictObject({}) }, async (_v, a) => previewAutoAssignment(a.conference));
const commit = action({ audience: "manager", schema: ZAutoCommit }, async (v, a) =>
  commitAutoAssignment(a.conference, a.user.id, v.pairs, await requestOrigin()),
);

export async function assignReviewersAction(input: Parameters<typeof assign>[0]) {
  return assign(input);
}
export async function unassignReviewerAction(input: Parameters<typeof unassign>[0]) {
  return unassign(input);
}
export async function previewAutoAssignmentAction() {
  return preview({});
}
export async function commitAutoAssignmentAction(input: Parameters<typeof commit>[0]) {
  return commit(input);
}
