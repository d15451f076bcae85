import "server-only";
import { CHALLENGE_COOKIE, readBinding } from "@/lib/security/browser-binding";
import { captchaSvg } from "@/lib/security/captcha-image";
import { clientIp } from "@/lib/security/client-meta";
import { issueFeedbackCaptcha } from "@/lib/feedback/captcha";
import { feedbackDetail, myFeedbackList, readFeedbackFile } from "@/lib/feedback/queries";
import { FEEDBACK_MAX_BYTES, ZFeedbackFollowUp, ZFeedbackSend, ZMyFeedbackQuery } from "@/lib/feedback/schemas";
import { sendFeedback } from "@/lib/feedback/send-service";
import { requireSender } from "@/lib/feedback/sender";
import { addFollowUp } from "@/lib/feedback/thread-service";
import { attachment } from "@/lib/server/attachment";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "../types";

// The sender's side of feedback (SPEC §7 names no feedback calls, so these paths are
// ours). Always the host's conference. Sending is open to registered participants and, when the
// conference accepts it, to visitors (lib/feedback/sender.ts decides); the rest is the sender's own.

const F = "/conference/feedback";
const ID = z.object({ id: zId() });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const FEEDBACK_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // The verification picture → {svg, captchaToken}: the answer goes in send's `captcha` (and the
  // token in `captchaToken` for a client without cookies).
  [`GET ${F}/captcha`]: route({
    auth: "public",
    handler: async ({ access, request }) => {
      await requireSender(access);
      const { image, token } = await issueFeedbackCaptcha(clientIp(request.headers));
      return { svg: captchaSvg(image), captchaToken: token };
    },
  }),

  // multipart (or JSON without a file): title, name, email, phone, type, recipient, content,
  // captcha, captchaToken?, file? (≤ 20 MB, text or document by content) → {id}.
  [`POST ${F}/send`]: route({
    auth: "public",
    maxBody: FEEDBACK_MAX_BYTES + 256 * 1024, // the largest file plus the fields and multipart framing
    body: ZFeedbackSend,
    handler: async ({ access, body, locale, request }) => {
      const sender = await requireSender(access);
      const file = body.file ? { name: body.file.name, bytes: new Uint8Array(await body.file.arrayBuffer()) } : null;
      const binding = await readBinding(CHALLENGE_COOKIE, body.captchaToken);
      return sendFeedback(access.conference, sender, body, file, { ip: clientIp(request.headers), binding, locale });
    },
  }),

  // The caller's own feedback, most recently active first → {rows, total}.
  [`GET ${F}/mine`]: route({
    auth: "participant",
    module: "feedback",
    query: ZMyFeedbackQuery,
    handler: async ({ access, query }) => myFeedbackList(access.conference.id, access.user.id, query.page, query.size),
  }),

  // One of the caller's feedback with its files and thread.
  [`GET ${F}/detail/{id}`]: route({
    auth: "participant",
    module: "feedback",
    params: ID,
    handler: async ({ access, params }) => feedbackDetail(access.conference.id, params.id, { userId: access.user.id }),
  }),

  // {id, body}: a follow-up under the caller's own feedback (refused once closed).
  [`POST ${F}/followUp`]: route({
    auth: "participant",
    module: "feedback",
    body: ZFeedbackFollowUp,
    handler: async ({ access, body }) => addFollowUp(access.conference.id, access.user.id, body),
  }),

  // An attachment, to its sender and the conference's managers only (others: 404).
  [`GET ${F}/file/{id}`]: route({
    auth: "user",
    params: ID,
    handler: async ({ access, params }) => {
      const f = await readFeedbackFile(access.conference.id, params.id, { userId: access.user?.id ?? null, manager: access.manager });
      return attachment(f.name, f.mime, f.bytes);
    },
  }),
};
