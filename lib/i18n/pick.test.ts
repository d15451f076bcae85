import { describe, expect, it } from "vitest";
import { pickLocale } from "./pick";

describe("pickLocale", () => {
  it("takes the reader's language, else the other one", () => {
    expect(pickLocale("en", "会议", "Conference")).toBe("Conference");
    expect(pickLocale("zh", "会议", "Conference")).toBe("会议");
    expect(pickLocale("en", "会议", "")).toBe("会议");
    expect(pickLocale("zh", null, "Conference")).toBe("Conference");
    expect(pickLocale("en", undefined, null)).toBe("");
  });
});
