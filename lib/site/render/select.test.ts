import { describe, expect, it } from "vitest";
import { parsePageRef, pickDefaultPage } from "./select";

const p = (id: number, over: Partial<{ key: string | null; isDefaultPc: boolean; isDefaultMobile: boolean }> = {}) => ({
  id,
  key: null,
  isDefaultPc: false,
  isDefaultMobile: false,
  ...over,
});

describe("pickDefaultPage", () => {
  it("takes the device's default, then the PC default, then the home page", () => {
    const pages = [p(1, { key: "home" }), p(2, { isDefaultPc: true }), p(3, { isDefaultMobile: true })];
    expect(pickDefaultPage(pages, false)?.id).toBe(2);
    expect(pickDefaultPage(pages, true)?.id).toBe(3);
    expect(pickDefaultPage(pages.slice(0, 2), true)?.id).toBe(2);
    expect(pickDefaultPage(pages.slice(0, 1), false)?.id).toBe(1);
    expect(pickDefaultPage([], false)).toBeNull();
  });
});

describe("parsePageRef", () => {
  it("accepts int4 ids and built-in keys only", () => {
    expect(parsePageRef("12")).toEqual({ id: 12 });
    expect(parsePageRef("2147483647")).toEqual({ id: 2147483647 });
    expect(parsePageRef("2147483648")).toBeNull();
    expect(parsePageRef("99999999999999999999")).toBeNull();
    expect(parsePageRef("0")).toBeNull();
    expect(parsePageRef("about")).toEqual({ key: "about" });
    expect(parsePageRef("../x")).toBeNull();
    expect(parsePageRef("")).toBeNull();
  });
});
