import { describe, expect, it } from "vitest";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { reviewConfigSample } from "@/tests/integration/samples/review/config";
import { DEFAULT_REVIEW_SETTINGS, scoreShares, splitTitles, weightedPercent, ZReviewConfigInput, type TScoreItem } from "./schemas";

// SPEC §5 review config rules: rule titles separated by ";" or "；", each trimmed,
// non-empty and within 100 characters, the message naming the title on its field; the scores'
// scales and weights with at least one counted score; the numbers' ranges; a real calendar day.

const valid = reviewConfigSample;
const errorsOf = (change: Record<string, unknown>) => {
  const r = ZReviewConfigInput.safeParse({ ...valid, ...change });
  return r.success ? {} : toFieldErrors(r.error);
};
const items = (over: (s: TScoreItem) => Record<string, unknown>) => valid.scoreItems.map((s) => ({ ...s, ...over(s as TScoreItem) }));

describe("rule titles", () => {
  it("split on either semicolon, trimmed, a trailing separator ignored, stored as A;B", () => {
    expect(splitTitles(" 优秀 ；良好;一般； ")).toEqual(["优秀", "良好", "一般"]);
    expect(splitTitles("")).toEqual([]);
    expect(splitTitles("   ")).toEqual([]);
    expect(splitTitles("a;;b")).toEqual(["a", "", "b"]);
    const r = ZReviewConfigInput.parse({ ...valid, ratingRulesZh: " 优秀 ；良好;一般； ", detailRulesEn: "" });
    expect([r.ratingRulesZh, r.detailRulesEn]).toEqual(["优秀;良好;一般", ""]);
  });

  it("accept a title of exactly 100 characters, counting a CJK or emoji character as one", () => {
    expect(errorsOf({ ratingRulesEn: `A;${"x".repeat(100)}` })).toEqual({});
    expect(errorsOf({ ratingRulesZh: "评".repeat(100) })).toEqual({});
    expect(errorsOf({ detailRulesZh: "😀".repeat(100) })).toEqual({});
  });

  it("refuse a title over 100 characters on its own field, naming which one", () => {
    const long = `Clarity of the ${"very ".repeat(20)}long argument`;
    expect(errorsOf({ detailRulesEn: `Originality; ${long} ;Writing` })).toEqual({
      detailRulesEn: `reviewConfig.titleTooLong?n=2&title=${encodeURIComponent("Clarity of the very very").replace(/%20/g, "+")}%E2%80%A6&max=100&length=${long.length}`,
    });
    for (const field of ["ratingRulesZh", "ratingRulesEn", "detailRulesZh", "detailRulesEn"]) {
      expect(Object.keys(errorsOf({ [field]: `短;${"长".repeat(101)}` }))).toEqual([field]);
    }
  });

  it("refuse an empty title between separators, and more than 50 titles", () => {
    expect(errorsOf({ ratingRulesZh: "优秀；；一般" })).toEqual({ ratingRulesZh: "reviewConfig.titleEmpty?n=2&title=" });
    expect(errorsOf({ ratingRulesEn: ";Good" })).toEqual({ ratingRulesEn: "reviewConfig.titleEmpty?n=1&title=" });
    expect(errorsOf({ ratingRulesEn: Array.from({ length: 51 }, (_, i) => `t${i}`).join(";") })).toEqual({
      ratingRulesEn: "reviewConfig.tooManyTitles?max=50",
    });
  });
});

describe("scores", () => {
  it("keep each score's scale 2..100 and weight 0..100, whole numbers", () => {
    expect(errorsOf({ scoreItems: items((s) => (s.key === "overall" ? { max: 1 } : {})) })).toEqual({ "scoreItems.0.max": "validation.tooSmall?min=2" });
    expect(errorsOf({ scoreItems: items((s) => (s.key === "relevance" ? { max: 101 } : {})) })).toEqual({ "scoreItems.1.max": "validation.tooBig?max=100" });
    expect(errorsOf({ scoreItems: items((s) => (s.key === "english" ? { weight: -1 } : {})) })).toEqual({ "scoreItems.2.weight": "validation.tooSmall?min=0" });
    expect(errorsOf({ scoreItems: items((s) => (s.key === "recommend" ? { weight: 2.5 } : {})) })).toEqual({
      "scoreItems.4.weight": "validation.invalidInteger",
    });
    expect(errorsOf({ scoreItems: items(() => ({ max: 2, weight: 100 })) })).toEqual({});
  });

  it("need at least one enabled score, and one that counts", () => {
    expect(errorsOf({ scoreItems: items(() => ({ enabled: false })) })).toEqual({ scoreItems: "reviewConfig.noScoreEnabled" });
    expect(errorsOf({ scoreItems: items((s) => ({ weight: s.enabled ? 0 : 5 })) })).toEqual({ scoreItems: "reviewConfig.noWeight" });
  });

  it("hold each of the five once, and read back in the fixed order", () => {
    const reversed = [...valid.scoreItems].reverse();
    expect(ZReviewConfigInput.parse({ ...valid, scoreItems: reversed }).scoreItems.map((s) => s.key)).toEqual([
      "overall",
      "relevance",
      "english",
      "originality",
      "recommend",
    ]);
    expect(errorsOf({ scoreItems: valid.scoreItems.slice(1) })).toEqual({ scoreItems: "reviewConfig.scoreMissing" });
    expect(errorsOf({ scoreItems: [...valid.scoreItems.slice(0, 4), { ...valid.scoreItems[0] }] })).toMatchObject({
      "scoreItems.4.key": "reviewConfig.scoreDuplicate",
    });
    expect(errorsOf({ scoreItems: items((s) => (s.key === "english" ? { key: "grammar" } : {})) })).toMatchObject({
      "scoreItems.2.key": "validation.invalidOption",
    });
  });

  it("share the weights over the enabled items only", () => {
    // overall 2, relevance 1, english off, originality 1, recommend 0 → 50 / 25 / 0 / 25 / 0 %
    expect(scoreShares(valid.scoreItems as TScoreItem[])).toEqual({ overall: 0.5, relevance: 0.25, english: 0, originality: 0.25, recommend: 0 });
    expect(Object.values(scoreShares(DEFAULT_REVIEW_SETTINGS.scoreItems))).toEqual([0.25, 0.25, 0.25, 0.25, 0]);
  });

  it("weigh each score as a fraction of its own scale", () => {
    const s = valid.scoreItems as TScoreItem[];
    expect(weightedPercent(s, { overall: 8, relevance: 4, originality: 4, recommend: 1 })).toBe(80);
    expect(weightedPercent(s, { overall: 10, relevance: 5, originality: 0 })).toBe(75);
    expect(weightedPercent(s, { overall: 10, relevance: 5 })).toBeNull(); // originality counts and is missing
  });
});

describe("numbers and the deadline", () => {
  it("keep reviews per submission 1..20, the per-reviewer maximum ≥ 1 or none, activation 1..90 days", () => {
    expect(errorsOf({ reviewsPerSubmission: 0 })).toEqual({ reviewsPerSubmission: "validation.tooSmall?min=1" });
    expect(errorsOf({ reviewsPerSubmission: 21 })).toEqual({ reviewsPerSubmission: "validation.tooBig?max=20" });
    expect(errorsOf({ reviewsPerSubmission: "" })).toEqual({ reviewsPerSubmission: "validation.required" });
    expect(errorsOf({ maxPerReviewer: 0 })).toEqual({ maxPerReviewer: "validation.tooSmall?min=1" });
    expect(errorsOf({ maxPerReviewer: null })).toEqual({});
    expect(errorsOf({ activationDays: 0 })).toEqual({ activationDays: "validation.tooSmall?min=1" });
    expect(errorsOf({ activationDays: 91 })).toEqual({ activationDays: "validation.tooBig?max=90" });
    expect(errorsOf({ activationDays: "7" })).toEqual({});
  });

  it("take a real calendar day or none", () => {
    expect(errorsOf({ reviewDeadline: "2026-02-30" })).toEqual({ reviewDeadline: "validation.invalidDate" });
    expect(errorsOf({ reviewDeadline: "31/10/2026" })).toEqual({ reviewDeadline: "validation.invalidDate" });
    expect(ZReviewConfigInput.parse({ ...valid, reviewDeadline: undefined }).reviewDeadline).toBe("");
  });

  it("refuse fields it does not know and a missing switch", () => {
    expect(errorsOf({ extra: 1 })).toEqual({ extra: "validation.unknownField" });
    expect(errorsOf({ blind: undefined })).toEqual({ blind: "validation.required" });
  });

  it("accept the defaults as they stand", () => {
    const { saved: _s, ...defaults } = DEFAULT_REVIEW_SETTINGS;
    expect(ZReviewConfigInput.parse(defaults)).toEqual(defaults);
  });
});
