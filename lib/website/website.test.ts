import { describe, expect, it } from "vitest";
import { contrastRatio, readableOnWhite } from "./contrast";
import { actionsFor } from "./publish-actions";
import { isTimeZone, ZWebsiteSettings } from "./schemas";
import { bannerShapeOff } from "./site-image";

const valid = {
  nameZh: "测试会议",
  nameEn: "Test conference",
  shortName: "TC",
  languageType: 3,
  startDate: "2027-05-01",
  endDate: "2027-05-03",
  locationZh: "北京",
  locationEn: "Beijing",
  timeZone: "Asia/Shanghai",
  logoFile: null,
  bannerFile: null,
  faviconFile: null,
  primaryColor: "#1D4E89",
  footerZh: "页脚",
  footerEn: "Footer",
  contactEmail: "office@example.org",
  contactPhone: "+86 10 1234 5678",
};

const errorsOf = (over: Record<string, unknown>) => {
  const r = ZWebsiteSettings.safeParse({ ...valid, ...over });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("website settings schema", () => {
  it("accepts a complete form and lower-cases the colour", () => {
    expect(ZWebsiteSettings.parse(valid).primaryColor).toBe("#1d4e89");
  });
  it("puts each rule's message on its field", () => {
    expect(errorsOf({ nameZh: " " })).toEqual({ nameZh: "validation.required" });
    expect(errorsOf({ nameZh: "x".repeat(201) })).toEqual({ nameZh: "validation.tooLong?max=200" });
    expect(errorsOf({ shortName: "x".repeat(51) })).toEqual({ shortName: "validation.tooLong?max=50" });
    expect(errorsOf({ endDate: "2027-04-30" })).toEqual({ endDate: "website.endBeforeStart" });
    expect(errorsOf({ startDate: "", endDate: "2027-04-30" })).toEqual({ startDate: "website.startMissing" });
    expect(errorsOf({ startDate: "2027-02-30" })).toEqual({ startDate: "validation.invalidDate" });
    expect(errorsOf({ timeZone: "Mars/Olympus" })).toEqual({ timeZone: "website.badTimeZone" });
    expect(errorsOf({ primaryColor: "red" })).toEqual({ primaryColor: "website.badColor" });
    expect(errorsOf({ primaryColor: "#12345" })).toEqual({ primaryColor: "website.badColor" });
    expect(errorsOf({ footerEn: "x".repeat(501) })).toEqual({ footerEn: "validation.tooLong?max=500" });
    expect(errorsOf({ contactEmail: "not-an-email" })).toEqual({ contactEmail: "validation.invalidEmail" });
    expect(errorsOf({ contactPhone: "call me" })).toEqual({ contactPhone: "website.badPhone" });
    expect(errorsOf({ bannerFile: "../etc/passwd" })).toEqual({ bannerFile: "website.badFile" });
    expect(errorsOf({ languageType: 2, nameEn: "" })).toEqual({ nameEn: "website.nameEnRequired" });
    expect(errorsOf({ languageType: 4 })).toEqual({ languageType: "validation.tooBig?max=3" });
  });
  it("reports every problem at once", () => {
    expect(Object.keys(errorsOf({ nameZh: "", endDate: "2027-04-01", primaryColor: "blue", contactEmail: "x" })).sort()).toEqual([
      "contactEmail",
      "endDate",
      "nameZh",
      "primaryColor",
    ]);
  });
  it("knows IANA time zones", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Berlin")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("publish actions per status", () => {
  it("offers what SPEC §4 allows a manager", () => {
    expect(actionsFor(1)).toEqual(["apply"]);
    expect(actionsFor(2)).toEqual(["withdraw"]);
    expect(actionsFor(3)).toEqual(["apply"]);
    expect(actionsFor(4)).toEqual(["cancel", "close"]);
    expect(actionsFor(5)).toEqual([]);
  });
});

describe("colour and banner hints", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(readableOnWhite("#1d4e89")).toBe(true);
    expect(readableOnWhite("#ffff00")).toBe(false);
  });
  it("warns about a banner far from 1295 × 250", () => {
    expect(bannerShapeOff(1295, 250)).toBe(false);
    expect(bannerShapeOff(1200, 260)).toBe(false);
    expect(bannerShapeOff(800, 600)).toBe(true);
    expect(bannerShapeOff(null, 250)).toBe(false);
  });
});
