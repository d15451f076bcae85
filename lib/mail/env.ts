// Where the mail code may be lenient. The demo records every mail (codes
// included) and allows the development secret, so it must never switch itself on in a real
// deployment: only an explicit SYMPOSIA_DEMO=1 turns it on. `next dev` and the test runner
// (NODE_ENV development/test) count as demo unless SYMPOSIA_DEMO=0; production, and a process that
// says nothing (a standalone worker), do not. DEFAULT_CONFERENCE_HOST has no say: it only picks the
// conference for loopback names. No server-only: used by the standalone worker and tests.

export function isDemoEnvironment(): boolean {
  if (process.env.SYMPOSIA_DEMO === "1") return true;
  if (process.env.SYMPOSIA_DEMO === "0") return false;
  return process.env.NODE_ENV === "development" || process.env.NODE_ENV === "test";
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
