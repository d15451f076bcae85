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

const captcha = action({ audience: "public", schema: z.strictObject({}) }, async (_v, a) => {
  await requireSender(a);
  return (await issueFeedbackCaptcha((await clientMeta()).ip)).image;
});
const followUp = action({ audience: "participant", module: "feedback", schema: ZFeedbackFollowUp }, async (v, a) => {
  await addFollowUp(a.conference.id, a.user.id, v);
  return { ok: true };
});
const reply = action({ audience: "manager", schema: ZFeedbackReply }, async (v, a) => {
  await replyToFeedback(a.conference.id, a.user.id, v, { origin: await requestOrigin() });
  return { ok: true };
});
const close = action({ audience: "manager", schema: ZFeedbackId }, async (v, a) => {
  await closeFeedback(a.conference.id, v.id);
  return { ok: true };
});
const reopen = action({ audience: "manager", schema: ZFeedbackId }, async (v, a) => {
  await reopenFeedback(a.conference.id, v.id);
  return { ok: true };
});
const visitors = action({ audience: "manager", schema: ZFeedbackVisitors }, async (v, a) => setFeedbackFromVisitors(a.conference.id, v.on));

export async function feedbackCaptchaAction(input: Parameters<typeof captcha>[0]) {
  return captcha(input);
}
export async function feedbackFollowUpAction(input: Parameters<typeof followUp>[0]) {
  return followUp(input);
}
export async function feedbackReplyAction(input: Parameters<typeof reply>[0]) {
  return reply(input);
}
export async function closeFeedbackAction(input: Parameters<typeof close>[0]) {
  return close(input);
}
export async function reopenFeedbackAction(input: Parameters<typeof reopen>[0]) {
  return reopen(input);
}
export async function feedbackVisitorsAction(input: Parameters<typeof visitors>[0]) {
  return visitors(input);
}
