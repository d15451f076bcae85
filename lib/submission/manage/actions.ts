"use server";
import { action } from "@/lib/server/action";
import { requestOrigin } from "@/lib/server/request-origin";
import { changeSubmissionStatus } from "./decide";
import { ZStatusChange } from "../schemas";

// Server actions of submissionManage/submission/detail: managers only, always on the conference of
// the request's host. The page then reloads its data, so the new status and its history row show.

export const changeSubmissionStatusAction = action({ audience: "manager", schema: ZStatusChange }, async (v, a) =>
  changeSubmissionStatus(a.conference, a.user.id, v, await requestOrigin()),
);
