import { describe, expect, it } from "vitest";
import { formatMoney, fromMinor, minorDigits, toMinor } from "./money";

describe("money in minor units", () => {
  it("knows each currency's digits", () => {
    expect(minorDigits("CNY")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
  });
  it("parses decimals exactly and refuses what is not money", () => {
    expect(toMinor("12.5", "CNY")).toBe(1250);
    expect(toMinor("0.07", "USD")).toBe(7);
    expect(toMinor("1000", "JPY")).toBe(1000);
    expect(toMinor("1.5", "JPY")).toBeNull();
    expect(toMinor("1.234", "CNY")).toBeNull();
    expect(toMinor("-1", "CNY")).toBeNull();
    expect(toMinor("1e3", "CNY")).toBeNull();
    expect(toMinor("99999999999", "CNY")).toBeNull(); // past int4
  });
  it("prints minor units back without float drift", () => {
    expect(fromMinor(1250, "CNY")).toBe("12.50");
    expect(fromMinor(7, "USD")).toBe("0.07");
    expect(fromMinor(1000, "JPY")).toBe("1000");
    expect(formatMoney(123456, "USD", "en")).toBe("$1,234.56");
    expect(formatMoney(1250, "CNY", "zh")).toBe("¥12.50");
  });
});
