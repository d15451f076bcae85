import "server-only";
import { exportFeedback } from "@/lib/feedback/export";
import { feedbackDetail, managerFeedbackList } from "@/lib/feedback/queries";
import { ZFeedbackExportQuery, ZFeedbackId, ZFeedbackListQuery, ZFeedbackReply, ZFeedbackVisitors } from "@/lib/feedback/schemas";
import { visitorsAccepted } from "@/lib/feedback/sender";
import { closeFeedback, reopenFeedback, replyToFeedback, setFeedbackFromVisitors } from "@/lib/feedback/thread-service";
import { attachment } from "@/lib/server/attachment";
import { requestOrigin } from "@/lib/server/request-origin";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "../../types";

// The calls of SPEC §2 manage/userFeedBack (§7 names no feedback calls, so these paths are ours).
// Managers only, always the host's conference: another conference's feedback id answers 404.

const M = "/conference/platform/manage/feedback";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const FEEDBACK_MANAGE_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // search (title, content, name, email, phone), type, status, days sent → {rows, total}.
  [`GET ${M}/list`]: route({
    auth: "manager",
    query: ZFeedbackListQuery,
    handler: async ({ access, query }) => managerFeedbackList(access.conference, query),
  }),

  // One feedback with its files and thread.
  [`GET ${M}/detail/{id}`]: route({
    auth: "manager",
    params: z.object({ id: zId() }),
    handler: async ({ access, params }) => feedbackDetail(access.conference.id, params.id, { manager: true }),
  }),

  // {id, body}: the reply — shown in the thread, mailed to the sender, a notice for a signed-in one.
  [`POST ${M}/reply`]: route({
    auth: "manager",
    body: ZFeedbackReply,
    handler: async ({ access, body }) => replyToFeedback(access.conference.id, access.user.id, body, { origin: await requestOrigin() }),
  }),

  [`POST ${M}/close`]: route({
    auth: "manager",
    body: ZFeedbackId,
    handler: async ({ access, body }) => closeFeedback(access.conference.id, body.id),
  }),

  [`POST ${M}/reopen`]: route({
    auth: "manager",
    body: ZFeedbackId,
    handler: async ({ access, body }) => reopenFeedback(access.conference.id, body.id),
  }),

  // The filtered list as a file: ?format=csv|xlsx and the list's filters.
  [`GET ${M}/export`]: route({
    auth: "manager",
    query: ZFeedbackExportQuery,
    handler: async ({ access, query, locale }) => {
      const out = await exportFeedback(access.conference, query, query.format, locale);
      return attachment(`feedback.${out.ext}`, out.type, out.body);
    },
  }),

  // Whether visitors who are not signed in may send feedback: {on}.
  [`GET ${M}/visitors`]: route({ auth: "manager", handler: async ({ access }) => ({ on: await visitorsAccepted(access.conference.id) }) }),
  [`POST ${M}/visitors`]: route({
    auth: "manager",
    body: ZFeedbackVisitors,
    handler: async ({ access, body }) => setFeedbackFromVisitors(access.conference.id, body.on),
  }),
};
