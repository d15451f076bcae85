// Where the mail code may be lenient. `next start` always runs with NODE_ENV=production, so the demo
// and the e2e servers are recognised by DEFAULT_CONFERENCE_HOST (set only in dev/demo, README) or
// an explicit SYMPOSIA_DEMO=1. No server-only: used by the standalone worker and tests.

export function isDemoEnvironment(): boolean {
  if (process.env.SYMPOSIA_DEMO === "1") return true;
  if (process.env.SYMPOSIA_DEMO === "0") return false;
  return process.env.NODE_ENV !== "production" || !!process.env.DEFAULT_CONFERENCE_HOST;
}

/**
 * Whether mail is recorded in the outbox even when no SMTP is set up (so a demo shows it in the
 * mail log). MAIL_CAPTURE=1/0 forces it; otherwise it follows the demo environment.
 */
export function mailCaptureEnabled(): boolean {
  if (process.env.MAIL_CAPTURE === "1") return true;
  if (process.env.MAIL_CAPTURE === "0") return false;
  return isDemoEnvironment();
}
