import { describe, expect, it } from "vitest";
import { receiptDeadline, receiptEligibility } from "./eligibility";

const DAY = 24 * 60 * 60 * 1000;
const paidAt = new Date("2026-03-01T08:30:00Z");
const at = (days: number, extraMs = 0) => new Date(paidAt.getTime() + days * DAY + extraMs);
const paid = { transactionStatus: "PAID" as const, paidAt };

describe("receiptEligibility (SPEC §5, §9: 90 days, once per order)", () => {
  it("accepts a paid order on the day of payment and on day 90", () => {
    expect(receiptEligibility(paid, false, at(0))).toBe("ok");
    expect(receiptEligibility(paid, false, at(90))).toBe("ok");
    expect(receiptEligibility({ ...paid, transactionStatus: "SUCCESSFUL" }, false, at(45))).toBe("ok");
  });

  it("refuses after 90 days: a minute past day 90, and day 91", () => {
    expect(receiptEligibility(paid, false, at(90, 60_000))).toBe("tooLate");
    expect(receiptEligibility(paid, false, at(91))).toBe("tooLate");
    expect(receiptDeadline(paidAt).toISOString()).toBe("2026-05-30T08:30:00.000Z");
  });

  it("refuses orders that are not settled", () => {
    for (const s of ["UNPAID", "WAITING_CONFIRMATION", "TO_BE_CONFIRMED", "CANCELLED", "EXPIRED", "PAYMENT_EXCEPTION"] as const) {
      expect(receiptEligibility({ transactionStatus: s, paidAt: null }, false, at(1)), s).toBe("notPaid");
    }
    // refunded after payment: paidAt stays, the order is no longer settled
    expect(receiptEligibility({ transactionStatus: "CANCELLED", paidAt }, false, at(1))).toBe("notPaid");
    expect(receiptEligibility({ transactionStatus: "PAID", paidAt: null }, false, at(1))).toBe("notPaid");
  });

  it("refuses a second request (no reissue), whatever the date", () => {
    expect(receiptEligibility(paid, true, at(1))).toBe("exists");
    expect(receiptEligibility(paid, true, at(200))).toBe("exists");
  });
});
