// How long a transient notification (snackbar) stays: SPEC §9 "notifications 2 s (3 s for email
// failure)". Field errors stay on their fields; these are only the toasts. MUI pauses the timer
// while the pointer or keyboard focus is on the toast, so it can still be read and closed.

export const NOTIFY_MS = 2000;
/** The "sending email failed" notice stays a little longer (SPEC §8 / §9). */
export const MAIL_FAILURE_MS = 3000;

/**
 * What a failed gateway search shows (SPEC §8): the server's (translated) message on a non-200
 * reply; when no answer came (status 0: network down, timed out) the caller's translated text —
 * the browser's own error text is English-only and says little.
 */
export function searchFailureText(reply: { ok: boolean; status: number; message: string }, texts: { network: string; failed: string }): string | null {
  if (reply.ok) return null;
  if (reply.status === 0) return texts.network;
  return reply.message.trim() || texts.failed;
}
