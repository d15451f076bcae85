import "server-only";
import { randomBytes } from "node:crypto";
import { solveChallenge } from "@/lib/security/login-challenge";
import { throttle } from "@/lib/security/rate-limit";
import { cleanName } from "@/lib/downloads/service";
import type { Locale } from "@/lib/i18n/locale";
import { db } from "@/lib/server/db";
import { ValidationError } from "@/lib/server/errors";
import { fileKey, storage } from "@/lib/server/storage";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { feedbackFileType } from "./file-type";
import { FEEDBACK_MAX_BYTES, ZVisitorFeedbackSend, type TFeedbackSend } from "./schemas";
import type { FeedbackSender } from "./sender";

// A new feedback. Sends are throttled per IP and per account before anything else (a
// venue's shared address still gets dozens an hour); the attachment is typed by content; then the
// verification picture is solved — used up whether right or wrong — and only then is the file
// stored and the row written. A row that fails to commit takes its stored file with it.

const HOUR = 3_600_000;
export const FEEDBACK_IP_LIMIT = 60;
export const FEEDBACK_ACCOUNT_LIMIT = 20;

export type SendContext = { ip: string; binding: string | null; locale: Locale; now?: number };
export type FeedbackUpload = { name: string; bytes: Uint8Array };
type Conf = { id: number; modules: Record<string, boolean> };

const MiB = 1024 * 1024;

/** The attachment's stored type, or the field error SPEC §5 asks for. */
export function checkFeedbackFile(file: FeedbackUpload) {
  if (!file.bytes.byteLength) throw new ValidationError({ file: "feedback.errors.fileEmpty" });
  if (file.bytes.byteLength > FEEDBACK_MAX_BYTES) throw new ValidationError({ file: `feedback.errors.fileTooLarge?max=${FEEDBACK_MAX_BYTES / MiB}` });
  const type = feedbackFileType(file.bytes, file.name);
  if (!type) throw new ValidationError({ file: "feedback.errors.fileType" });
  return type;
}

async function throttleSend(sender: FeedbackSender, ip: string, now: number) {
  await throttle(`feedback:ip:${ip}`, FEEDBACK_IP_LIMIT, HOUR, "feedback.errors.tooMany", now);
  if (sender.kind === "participant") await throttle(`feedback:user:${sender.userId}`, FEEDBACK_ACCOUNT_LIMIT, HOUR, "feedback.errors.tooMany", now);
}

export async function sendFeedback(
  conf: Conf,
  sender: FeedbackSender,
  input: TFeedbackSend,
  file: FeedbackUpload | null,
  ctx: SendContext,
): Promise<{ id: number }> {
  const now = ctx.now ?? Date.now();
  if (sender.kind === "visitor") {
    const checked = ZVisitorFeedbackSend.safeParse(input);
    if (!checked.success) throw new ValidationError(toFieldErrors(checked.error));
  }
  await throttleSend(sender, ctx.ip, now);
  const type = file ? checkFeedbackFile(file) : null;
  if (!(await solveChallenge("feedback", ctx.binding, input.captcha, now))) throw new ValidationError({ captcha: "feedback.errors.captchaWrong" });

  const storedName = type ? `${randomBytes(16).toString("hex")}.${type.ext}` : null;
  if (file && storedName) await storage().put(fileKey(conf.id, storedName), file.bytes);
  try {
    const row = await db.feedback.create({
      data: {
        conferenceId: conf.id,
        userId: sender.kind === "participant" ? sender.userId : null,
        title: input.title,
        name: input.name || (sender.kind === "participant" ? sender.name : ""),
        email: input.email || (sender.kind === "participant" ? sender.email : ""),
        phone: input.phone,
        type: input.type,
        recipient: input.recipient,
        content: input.content,
        locale: ctx.locale,
        lastActivityAt: new Date(now),
        ...(file && type && storedName
          ? {
              files: {
                create: { conferenceId: conf.id, originalName: cleanName(file.name, type.ext), storedName, size: file.bytes.byteLength, mime: type.mime },
              },
            }
          : {}),
      },
      select: { id: true },
    });
    return row;
  } catch (e) {
    if (storedName)
      await storage()
        .delete(fileKey(conf.id, storedName))
        .catch(() => {});
    throw e;
  }
}
