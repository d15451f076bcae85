"use server";
import { action } from "@/lib/server/action";
import { requestOrigin } from "@/lib/server/request-origin";
import { declareConflict, saveOpinion } from "./service";
import { ZConflictDeclaration, ZOpinionInput } from "./schemas";

// Server actions of the reviewer's score form: reviewers (and managers reviewing
// themselves) on the host's conference; the service checks the assignment is theirs.

export const saveOpinionAction = action({ audience: "reviewer", schema: ZOpinionInput }, async (v, a) =>
  saveOpinion(a.conference, a.user.id, v, await requestOrigin()),
);
export const declareConflictAction = action({ audience: "reviewer", schema: ZConflictDeclaration }, async (v, a) =>
  declareConflict(a.conference, a.user.id, v),
);
