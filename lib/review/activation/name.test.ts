import { describe, expect, it } from "vitest";
import { fullName } from "./name";

describe("a new reviewer's trueName", () => {
  it("is first plus last name, family name first for CJK names", () => {
    expect(fullName("Rui", "Li")).toBe("Rui Li");
    expect(fullName("明", "王")).toBe("王明");
    expect(fullName(" Ada ", "")).toBe("Ada");
    expect(fullName("Ming", "王")).toBe("Ming 王");
  });
});
