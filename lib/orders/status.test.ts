import { describe, expect, it } from "vitest";
import { canTransition, HOLDING, isAvailable, nextStatuses, ORDER_TRANSITIONS, payStatusAfter } from "./status";

describe("order transition table", () => {
  it("lets only a manager or a provider mark an order paid, never the payer", () => {
    expect(canTransition("WAITING_CONFIRMATION", "PAID", "manager")).toBe(true);
    expect(canTransition("WAITING_CONFIRMATION", "PAID", "participant")).toBe(false);
    expect(canTransition("UNPAID", "PAID", "participant")).toBe(false);
    expect(canTransition("TO_BE_CONFIRMED", "PAID", "provider")).toBe(true);
  });
  it("has no way out of expired or cancelled, and no way back from paid to unpaid", () => {
    expect(nextStatuses("EXPIRED", "manager")).toEqual([]);
    expect(nextStatuses("CANCELLED", "system")).toEqual([]);
    for (const a of ["participant", "manager", "system", "provider"] as const) expect(canTransition("PAID", "UNPAID", a)).toBe(false);
    expect(canTransition("PAID", "PAID", "manager")).toBe(false); // confirming twice is refused
  });
  it("expires only unpaid orders, and only by the system", () => {
    const expirable = Object.entries(ORDER_TRANSITIONS)
      .filter(([, to]) => to.EXPIRED)
      .map(([from]) => from);
    expect(expirable.sort()).toEqual(["PAYMENT_FAILED", "UNPAID"]);
    expect(canTransition("UNPAID", "EXPIRED", "manager")).toBe(false);
  });
  it("derives order and pay status", () => {
    expect(HOLDING.has("EXPIRED")).toBe(false);
    expect(isAvailable("CANCELLED")).toBe(false);
    expect(isAvailable("PAYMENT_EXCEPTION")).toBe(true);
    expect(payStatusAfter("PAID", "DELAY")).toBe("PAID");
    expect(payStatusAfter("WAITING_CONFIRMATION", "DELAY")).toBe("DELAY");
    expect(payStatusAfter("CANCELLED", "DELAY")).toBe("UNPAID");
  });
});
