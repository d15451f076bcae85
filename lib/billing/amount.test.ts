import { describe, expect, it } from "vitest";
import { priceProblem, zAmountText } from "./amount";

const KEYS = { positiveKey: "x.pricePositive", invalidKey: "x.amountInvalid" };

describe("priceProblem", () => {
  it("says 'greater than zero' for a negative or zero price, not the decimal-places message", () => {
    for (const v of ["-5", "-0.5", "-12.345", "−460", "- 3", "-0", "0", "0.00", "0."]) expect(priceProblem(v, "CNY", KEYS), v).toBe("x.pricePositive");
    expect(priceProblem("-5", "JPY", KEYS)).toBe("x.pricePositive");
  });
  it("keeps the decimal-places message for what is unreadable, and required for empty", () => {
    expect(priceProblem("12.345", "CNY", KEYS)).toBe("x.amountInvalid?digits=2");
    expect(priceProblem("60.5", "JPY", KEYS)).toBe("x.amountInvalid?digits=0");
    expect(priceProblem("abc", "CNY", KEYS)).toBe("x.amountInvalid?digits=2");
    expect(priceProblem("--5", "CNY", KEYS)).toBe("x.amountInvalid?digits=2");
    expect(priceProblem("  ", "CNY", KEYS)).toBe("validation.required");
  });
  it("accepts a positive price", () => {
    expect(priceProblem("460", "CNY", KEYS)).toBeNull();
    expect(priceProblem("0.01", "CNY", KEYS)).toBeNull();
  });
  it("reads JSON numbers as text", () => {
    expect(zAmountText().parse(-5)).toBe("-5");
    expect(zAmountText().parse(" 12.5 ")).toBe("12.5");
  });
});
