import { describe, expect, it } from "vitest";
import { getTranslator } from "@/lib/i18n/translate";

// The per-person maximum is said up front on the new-submission page and as the save's refusal,
// with its number: one manuscript is singular in English.
describe("the per-person maximum's message", () => {
  it("counts in both languages", async () => {
    const en = await getTranslator("en");
    const zh = await getTranslator("zh");
    expect(en("submission.errors.perPersonMax", { max: 1 })).toBe("You may submit at most 1 manuscript");
    expect(en("submission.errors.perPersonMax", { max: 3 })).toBe("You may submit at most 3 manuscripts");
    expect(zh("submission.errors.perPersonMax", { max: 1 })).toBe("每人最多可投 1 篇稿件");
  });
});
