import { describe, expect, it } from "vitest";
import { personName } from "./name";

describe("personName", () => {
  it("writes Chinese names family name first without a space", () => {
    expect(personName("明", "王")).toBe("王明");
    expect(personName("Ming", "王")).toBe("王Ming");
  });
  it("writes other names given name first and skips a missing part", () => {
    expect(personName("Ada", "Lovelace")).toBe("Ada Lovelace");
    expect(personName("", "Lovelace")).toBe("Lovelace");
    expect(personName("", "")).toBe("");
  });
});
