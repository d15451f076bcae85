import { describe, expect, it } from "vitest";
import { fillLevel } from "./fill";

describe("fillLevel", () => {
  it("is green below 70 %, amber from 70 % and red when every room is taken", () => {
    expect(fillLevel(0, 5)).toBe("low");
    expect(fillLevel(3, 5)).toBe("low"); // 60 %
    expect(fillLevel(7, 10)).toBe("high"); // 70 %
    expect(fillLevel(4, 5)).toBe("high");
    expect(fillLevel(5, 5)).toBe("full");
  });
  it("is grey for a night without rooms", () => {
    expect(fillLevel(0, 0)).toBe("none");
  });
});
