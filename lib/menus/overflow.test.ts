import { describe, expect, it } from "vitest";
import { entriesThatFit } from "./overflow";

describe("header overflow into More", () => {
  it("shows every entry when all fit, without More", () => {
    expect(entriesThatFit([100, 100, 100], 4, 80, 308)).toBe(3);
  });
  it("keeps room for More when some must move", () => {
    // 3 entries need 308; with 300 px, two entries (204) + gap + More (80) = 288 fit.
    expect(entriesThatFit([100, 100, 100], 4, 80, 300)).toBe(2);
    expect(entriesThatFit([100, 100, 100], 4, 80, 250)).toBe(1);
  });
  it("puts everything under More when not even one entry fits beside it", () => {
    expect(entriesThatFit([200, 100], 4, 80, 150)).toBe(0);
    expect(entriesThatFit([], 4, 80, 0)).toBe(0);
  });
});
