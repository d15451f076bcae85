import { describe, expect, it } from "vitest";
import { CONFIRM_WINDOW_MS, returnPhase } from "./return-phase";

// The result page after a provider's return: "confirming" (no pay-again button) until the provider
// says unpaid or the window ends; a bill with money in flight is never offered again.
describe("returnPhase", () => {
  it("confirms while the provider has not answered, within the window", () => {
    expect(returnPhase({ status: "CREATED", providerSaysUnpaid: false, elapsedMs: 0 })).toBe("confirming");
    expect(returnPhase({ status: "CREATED", providerSaysUnpaid: false, elapsedMs: 8_000 })).toBe("confirming");
  });
  it("offers paying again only once the provider says unpaid, or after the window", () => {
    expect(returnPhase({ status: "CREATED", providerSaysUnpaid: true, elapsedMs: 100 })).toBe("notPaid");
    expect(returnPhase({ status: "CREATED", providerSaysUnpaid: false, elapsedMs: CONFIRM_WINDOW_MS })).toBe("notPaid");
  });
  it("money in flight keeps confirming however long; a closed bill is done", () => {
    expect(returnPhase({ status: "PENDING", providerSaysUnpaid: true, elapsedMs: 10 * CONFIRM_WINDOW_MS })).toBe("confirming");
    for (const status of ["SUCCEEDED", "FAILED", "EXPIRED", "CANCELLED", "EXCEPTION"])
      expect(returnPhase({ status, providerSaysUnpaid: false, elapsedMs: 0 })).toBe("done");
  });
});
