import { describe, expect, it } from "vitest";
import { allowedLocales, effectiveLocale } from "./locale";

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
