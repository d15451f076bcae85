import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safe redirect (no open redirect)", () => {
  it("keeps same-site relative paths", () => {
    expect(safeRedirect("/profile/userInfo?a=1#x")).toBe("/profile/userInfo?a=1#x");
    expect(safeRedirect("/")).toBe("/");
    expect(safeRedirect("/a/../b")).toBe("/b");
  });

  it("keeps an encoded CRLF as a harmless path on this site", () => {
    expect(safeRedirect("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil",
    "/\\/evil",
    "/a\nb",
    // These become protocol-relative only once normalised: the function alone refuses them.
    "/.//evil.example",
    "/./\\evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "",
    null,
  ])("refuses %s", (raw) => {
    const r = safeRedirect(raw as string);
    expect(r).toBeNull();
  });

  it("never returns a value a browser would treat as another host", () => {
    const tricky = ["/.//a", "/..//a", "/./..//a", "/%2e%2e//a", "/.%2f/a", "/a/./..//b"];
    for (const raw of tricky) {
      const r = safeRedirect(raw);
      if (r !== null) expect(new URL(r, "http://same.invalid").host).toBe("same.invalid");
    }
  });
});
