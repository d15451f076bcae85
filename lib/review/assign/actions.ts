"use server";
import { action } from "@/lib/server/action";
import { requestOrigin } from "@/lib/server/request-origin";
import { z } from "@/lib/validation/z";
import { assignReviewers, commitAutoAssignment, previewAutoAssignment, unassignReviewer } from "./service";
import { ZAssign, ZAssignmentParams, ZAutoCommit } from "./schemas";

// Server actions of the assignment UI: managers only, on the host's conference.

export const assignReviewersAction = action({ audience: "manager", schema: ZAssign }, async (v, a) =>
  assignReviewers(a.conference, a.user.id, v, await requestOrigin()),
);
export const unassignReviewerAction = action({ audience: "manager", schema: ZAssignmentParams }, async (v, a) => unassignReviewer(a.conference, v.id));
export const previewAutoAssignmentAction = action({ audience: "manager", schema: z.strictObject({}) }, async (_v, a) => previewAutoAssignment(a.conference));
export const commitAutoAssignmentAction = action({ audience: "manager", schema: ZAutoCommit }, async (v, a) =>
  commitAutoAssignment(a.conference, a.user.id, v.pairs, await requestOrigin()),
);
