import { describe, expect, it } from "vitest";
import { allCountryCodes, effectiveLimit, feeColumns, isCountryCode, ZFeeInput, ZThirdWorldInput } from "./schemas";

// What the fee form sends becomes what is stored: minor units, nulls for the optional parts.
const form = {
  kind: "OPTIONAL" as const,
  titleZh: " 晚宴 ",
  titleEn: "Dinner",
  descriptionZh: "晚宴",
  descriptionEn: "Dinner",
  categoryId: 3,
  price: "300.5",
  currency: "CNY" as const,
  displayCurrency: "JPY" as const,
  displayPrice: "6000",
  openDate: "2026-01-01",
  deadline: "2026-02-01",
  invitationCode: "",
  perAccountMax: "2",
  codePrefix: "X-",
};

describe("fee schema → stored columns", () => {
  it("converts amounts without floats, trims, and drops what an optional fee does not have", () => {
    const c = feeColumns(ZFeeInput.parse(form));
    expect(c).toMatchObject({
      titleZh: "晚宴",
      priceMinor: 30050,
      displayCurrency: "JPY",
      displayPriceMinor: 6000,
      invitationCode: null,
      codePrefix: "",
      perAccountMax: 2,
      open: false,
    });
    expect(feeColumns(ZFeeInput.parse({ ...form, kind: "REGISTRATION", displayCurrency: "", displayPrice: "" }))).toMatchObject({
      displayCurrency: null,
      displayPriceMinor: null,
      codePrefix: "X-",
    });
  });

  it("takes a JSON number as a price and refuses digits the currency does not have", () => {
    expect(feeColumns(ZFeeInput.parse({ ...form, price: 1200 })).priceMinor).toBe(120000);
    const r = ZFeeInput.safeParse({ ...form, displayPrice: "60.5" });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["displayPrice", "fees.amountInvalid?digits=0"]]);
    expect(ZFeeInput.safeParse({ ...form, invitationCode: "A B" }).error?.issues[0]).toMatchObject({ path: ["invitationCode"], message: "fees.codeChars" });
  });
});

describe("category limits and countries", () => {
  it("takes the smallest limit on the way to the root", () => {
    const rows = [
      { id: 1, parentId: null, totalLimit: 10 },
      { id: 2, parentId: 1, totalLimit: null },
      { id: 3, parentId: 2, totalLimit: 20 },
      { id: 4, parentId: null, totalLimit: null },
    ];
    expect([effectiveLimit(rows, 3), effectiveLimit(rows, 2), effectiveLimit(rows, 4)]).toEqual([10, 10, null]);
  });

  it("knows real country codes only", () => {
    expect(["CN", "NP", "BO"].every(isCountryCode)).toBe(true);
    expect(["EU", "UN", "ZZ", "ZR", "QQ", "cn", "CHN"].some(isCountryCode)).toBe(false);
    expect(allCountryCodes().length).toBeGreaterThan(240);
    expect(ZThirdWorldInput.safeParse({ countries: ["NP", "XX"] }).error?.issues[0]).toMatchObject({ path: ["countries", 1], message: "fees.countryInvalid" });
  });
});
