import type { AttendeeStatus } from "@/lib/generated/prisma/enums";

// SPEC §4 "validity of a registration code or user: normal, expired, invalid". "Invalid" is stored
// when the paid registration order is cancelled (paid.ts). "Expired" is worked out when the code
// is read: a code stays good until the conference's last day (endDate, on the conference's own
// calendar) has passed. It is not tied to the fee's deadline — that is the last day to buy the fee,
// and an early-bird code must not lapse when the early-bird offer closes. Worked out rather than
// written by a nightly job, so it is right at midnight and follows the end date if it moves.
// No server-only: pure.

export function registrationCodeValidity(stored: AttendeeStatus, conferenceEndDate: string | null, today: string): AttendeeStatus {
  if (stored !== "NORMAL") return stored;
  return conferenceEndDate !== null && today > conferenceEndDate ? "EXPIRED" : "NORMAL";
}
