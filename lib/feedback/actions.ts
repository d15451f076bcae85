"use server";
import { clientMeta } from "@/lib/security/client-meta";
import { action } from "@/lib/server/action";
import { requestOrigin } from "@/lib/server/request-origin";
import { z } from "@/lib/validation/z";
import { issueFeedbackCaptcha } from "./captcha";
import { ZFeedbackFollowUp, ZFeedbackId, ZFeedbackReply, ZFeedbackVisitors } from "./schemas";
import { requireSender } from "./sender";
import { addFollowUp, closeFeedback, reopenFeedback, replyToFeedback, setFeedbackFromVisitors } from "./thread-service";

// Server actions of the feedback screens, always on the host's conference. Sending goes
// through the gateway instead (POST /conference/feedback/send): it may carry a 20 MB file.

export const feedbackCaptchaAction = action({ audience: "public", schema: z.strictObject({}) }, async (_v, a) => {
  await requireSender(a);
  return (await issueFeedbackCaptcha((await clientMeta()).ip)).image;
});
export const feedbackFollowUpAction = action({ audience: "participant", module: "feedback", schema: ZFeedbackFollowUp }, async (v, a) =>
  addFollowUp(a.conference.id, a.user.id, v),
);
export const feedbackReplyAction = action({ audience: "manager", schema: ZFeedbackReply }, async (v, a) =>
  replyToFeedback(a.conference.id, a.user.id, v, { origin: await requestOrigin() }),
);
export const closeFeedbackAction = action({ audience: "manager", schema: ZFeedbackId }, async (v, a) => closeFeedback(a.conference.id, v.id));
export const reopenFeedbackAction = action({ audience: "manager", schema: ZFeedbackId }, async (v, a) => reopenFeedback(a.conference.id, v.id));
export const feedbackVisitorsAction = action({ audience: "manager", schema: ZFeedbackVisitors }, async (v, a) =>
  setFeedbackFromVisitors(a.conference.id, v.on),
);
