import type { PaymentStatus } from "@/lib/generated/prisma/enums";

// What the result page says while a payer is back from an online provider (no server-only: the
// page's script uses it). Coming back proves nothing, and the provider's notification may take
// seconds: until the provider has said "not paid" — or the confirmation window has passed — the
// page says "confirming your payment…" and offers no second payment, which would charge twice.

/** How long the page waits for the provider's word before it offers paying again. */
export const CONFIRM_WINDOW_MS = 60_000;

export type ReturnPhase = "confirming" | "notPaid" | "done";

export function returnPhase(s: { status: PaymentStatus | string; providerSaysUnpaid: boolean; elapsedMs: number }): ReturnPhase {
  if (s.status !== "CREATED" && s.status !== "PENDING") return "done"; // paid, failed, closed …: the page shows it
  if (s.status === "PENDING") return "confirming"; // money in flight: only the provider ends it
  return s.providerSaysUnpaid || s.elapsedMs >= CONFIRM_WINDOW_MS ? "notPaid" : "confirming";
}
