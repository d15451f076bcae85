import { describe, expect, it } from "vitest";
import { allowedLocales, cookieLocale, effectiveLocale, requestLocale } from "./locale";

describe("SPEC §1 language rules", () => {
  it("languageType 1 is Chinese only, 2 English only, anything else bilingual", () => {
    expect(allowedLocales(1)).toEqual(["zh"]);
    expect(allowedLocales(2)).toEqual(["en"]);
    expect(allowedLocales(0)).toEqual(["zh", "en"]);
    expect(allowedLocales(3)).toEqual(["zh", "en"]);
    expect(allowedLocales(undefined)).toEqual(["zh", "en"]);
  });
  it("switches a conflicting stored language to the allowed one", () => {
    expect(effectiveLocale("zh", 2)).toBe("en");
    expect(effectiveLocale("en", 1)).toBe("zh");
    expect(effectiveLocale("en", 3)).toBe("en");
  });
  it("defaults to Chinese and ignores garbage", () => {
    expect(effectiveLocale(undefined, 3)).toBe("zh");
    expect(effectiveLocale("fr", 3)).toBe("zh");
    expect(effectiveLocale("fr", 2)).toBe("en");
  });
});

describe("the locale of a request (one parser for the gateway and the file answers)", () => {
  const req = (cookie?: string) => new Request("http://demo.localhost/api/x", { headers: cookie === undefined ? {} : { cookie } });
  it("reads the locale cookie among others, and only that one", () => {
    expect(cookieLocale("a=1; locale=en; b=2")).toBe("en");
    expect(cookieLocale("locale=zh")).toBe("zh");
    expect(cookieLocale("xlocale=en; mylocale=en")).toBeUndefined();
    expect(cookieLocale(null)).toBeUndefined();
  });
  it("keeps within the conference's languages", () => {
    expect(requestLocale(req("locale=en"), 3)).toBe("en");
    expect(requestLocale(req("locale=en"), 1)).toBe("zh");
    expect(requestLocale(req("locale=fr"), 2)).toBe("en");
    expect(requestLocale(req(), undefined)).toBe("zh");
  });
});
