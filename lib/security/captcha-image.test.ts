import { describe, expect, it } from "vitest";
import { CAPTCHA_LENGTH, captchaAnswer, captchaImage, captchaSvg } from "./captcha-image";

// The login challenge's picture must not carry its answer in the markup.
describe("captcha image", () => {
  it("answers are 5 unambiguous characters", () => {
    for (let i = 0; i < 200; i++) expect(captchaAnswer()).toMatch(new RegExp(`^[2-9A-Z]{${CAPTCHA_LENGTH}}$`));
    for (let i = 0; i < 200; i++) expect(captchaAnswer()).not.toMatch(/[01568BDGIJLOQSV]/);
  });

  it("draws strokes only: no text, and the answer nowhere in the SVG", () => {
    const answer = captchaAnswer();
    const svg = captchaSvg(captchaImage(answer));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text|<image|<script|<foreignObject|href=/i);
    expect([...svg.matchAll(/<(\w+)/g)].map((m) => m[1]).every((tag) => ["svg", "rect", "path"].includes(tag))).toBe(true);
    expect(svg.toUpperCase()).not.toContain(answer);
  });

  it("each picture of the same answer is drawn differently", () => {
    expect(captchaSvg(captchaImage("AC234"))).not.toBe(captchaSvg(captchaImage("AC234")));
  });
});
