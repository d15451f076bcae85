import { describe, expect, it } from "vitest";
import { isSiteImageWidth, siteImageSrcSet } from "./site-file-url";

describe("siteImageSrcSet", () => {
  it("offers the listed widths up to the first that covers a 3× screen", () => {
    expect(siteImageSrcSet("/site-file/a.png", 120)).toBe("/site-file/a.png?w=160 160w, /site-file/a.png?w=320 320w, /site-file/a.png?w=640 640w");
    expect(siteImageSrcSet("/site-file/a.png", 1152)?.split(", ")).toHaveLength(6);
  });
  it("leaves other addresses alone", () => {
    expect(siteImageSrcSet("https://example.org/a.png", 120)).toBeNull();
    expect(siteImageSrcSet("/site-file/a.png?w=320", 120)).toBeNull();
    expect(siteImageSrcSet(null, 120)).toBeNull();
  });
  it("accepts only the listed widths", () => {
    expect(isSiteImageWidth(640)).toBe(true);
    expect(isSiteImageWidth(641)).toBe(false);
    expect(isSiteImageWidth(NaN)).toBe(false);
  });
});
