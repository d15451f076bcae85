import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCORE_KEYS } from "./schemas";

// The review settings and the review form name the scores with one set of messages: a second set
// (the form once said 总体评价 / 创新性 where the settings said 总体评分 / 原创性) drifts apart.
const messages = (locale: string, ns: string) => JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, `${ns}.json`), "utf8"));

describe("score names", () => {
  for (const locale of ["zh", "en"]) {
    it(`live once, in the review settings' messages (${locale})`, () => {
      const names = messages(locale, "reviewConfig").scores.name as Record<string, string>;
      expect(Object.keys(names).sort()).toEqual([...SCORE_KEYS].sort());
      expect(messages(locale, "reviewOpinion").form.score).toBeUndefined();
    });
  }
  it("are read from there by the score form and the reviews of a submission", () => {
    for (const file of ["components/review/opinion/score-form.tsx", "components/review/opinion/all-reviews.tsx"]) {
      const src = readFileSync(path.join(process.cwd(), file), "utf8");
      expect(src).toContain('"reviewConfig.scores.name"');
    }
  });
});
