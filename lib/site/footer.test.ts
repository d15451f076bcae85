import { describe, expect, it } from "vitest";
import { footerYear } from "./footer";

describe("default footer year", () => {
  it("leaves the year out when the conference name already carries it", () => {
    expect(footerYear("2026 全国科学计算学术会议", 2026)).toBeNull();
    expect(footerYear("National Conference on Scientific Computing 2026", 2026)).toBeNull();
  });
  it("keeps it otherwise, also when the name holds a longer number", () => {
    expect(footerYear("2027 量子计算研讨会", 2026)).toBe(2026);
    expect(footerYear("Workshop 20260", 2026)).toBe(2026);
    expect(footerYear("Symposium", 2026)).toBe(2026);
  });
});
