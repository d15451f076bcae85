import "server-only";
import { attachment } from "@/lib/server/attachment";
import { viewerOf } from "@/lib/server/guard";
import { requestOrigin } from "@/lib/server/request-origin";
import { changeSubmissionStatus } from "@/lib/submission/manage/decide";
import { exportSubmissions } from "@/lib/submission/manage/export";
import { getSubmissionDetail, readSubmissionFile } from "@/lib/submission/manage/detail";
import { listSubmissions, listSubmitters } from "@/lib/submission/manage/queries";
import {
  ZSubmissionExportQuery,
  ZSubmissionFileParams,
  ZSubmissionFilterQuery,
  ZSubmissionIdParams,
  ZSubmissionManageQuery,
  ZSubmitterListQuery,
} from "@/lib/submission/manage/schemas";
import { ZStatusChange } from "@/lib/submission/schemas";
import { zipSubmissionFiles } from "@/lib/submission/manage/zip";
import { route, type GatewayRoute } from "../../types";

// SPEC §2 manage/contribute and submissionManage/* (§7 names no calls for them, so these
// paths are ours). Under /platform/manage/contribute the organisers' calls (managers only: the
// status change, exports, the ZIP); under /submissionManage what reviewers may read too — a
// reviewer who is not a manager sees only the submissions assigned to them. Always the host's
// conference: another conference's id answers 404.

const MANAGE = "/conference/platform/manage/contribute";
const REVIEW = "/conference/submissionManage";

// The reads, the same for both audiences (the viewer decides what is visible).
const reads = (auth: "manager" | "reviewer") => ({
  // The list: theme (with its sub-themes), status, category, report type, author, country, submitted days, q; sort, paging → { rows, total }.
  list: route({ auth, query: ZSubmissionManageQuery, handler: async ({ access, query }) => listSubmissions(access.conference, viewerOf(access), query) }),
  // One submission: authors, abstract, keywords, files, versions with their changes, history, the moves offered.
  detail: route({
    auth,
    params: ZSubmissionIdParams,
    handler: async ({ access, params, locale }) => getSubmissionDetail(access.conference, viewerOf(access), params.id, locale),
  }),
  // Submitters with their number of submissions per status → { rows, total }.
  submitters: route({ auth, query: ZSubmitterListQuery, handler: async ({ access, query }) => listSubmitters(access.conference, viewerOf(access), query) }),
});

const manager = reads("manager");
const reviewer = reads("reviewer");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SUBMISSION_MANAGE_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  [`GET ${MANAGE}/list`]: manager.list,
  [`GET ${MANAGE}/detail/{id}`]: manager.detail,
  [`GET ${MANAGE}/submitters`]: manager.submitters,

  // Change the status with a reason (required for rejected / needs modification); decisions mail the corresponding author(s).
  [`POST ${MANAGE}/status`]: route({
    auth: "manager",
    body: ZStatusChange,
    handler: async ({ access, body }) => changeSubmissionStatus(access.conference, access.user.id, body, await requestOrigin()),
  }),

  // The filtered list as a file with every author: ?format=csv|xlsx and the list's filters.
  [`GET ${MANAGE}/export`]: route({
    auth: "manager",
    query: ZSubmissionExportQuery,
    handler: async ({ access, query, locale }) => {
      const out = await exportSubmissions(access.conference, viewerOf(access), query, query.format, locale);
      return attachment(`submissions.${out.ext}`, out.type, out.body);
    },
  }),

  // Every current file of the filtered set as one streamed ZIP ("<code>/<kind>-<name>"); X-Files-Bytes announces the total.
  [`GET ${MANAGE}/zip`]: route({
    auth: "manager",
    query: ZSubmissionFilterQuery,
    handler: async ({ access, query }) => zipSubmissionFiles(access.conference, viewerOf(access), query),
  }),

  [`GET ${REVIEW}/list`]: reviewer.list,
  [`GET ${REVIEW}/detail/{id}`]: reviewer.detail,
  [`GET ${REVIEW}/submitters`]: reviewer.submitters,

  // A file of a submission the caller may see (any version's), as a download.
  [`GET ${REVIEW}/file/{fileId}`]: route({
    auth: "reviewer",
    params: ZSubmissionFileParams,
    handler: async ({ access, params }) => {
      const f = await readSubmissionFile(access.conference.id, viewerOf(access), params.fileId);
      return attachment(f.name, f.mime, f.bytes);
    },
  }),
};
