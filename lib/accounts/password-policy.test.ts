import { describe, expect, it } from "vitest";
import { passwordWeakness } from "./password-policy";
import { safeRedirect } from "./safe-redirect";

describe("password strength (issue 4)", () => {
  it("rejects short and common passwords", () => {
    expect(passwordWeakness("Ab1!")).toBe("accounts.passwordTooShort");
    expect(passwordWeakness("password")).toBe("accounts.passwordCommon");
    expect(passwordWeakness("Password123")).toBe("accounts.passwordCommon");
    expect(passwordWeakness("qwertyuiop")).toBe("accounts.passwordCommon");
    expect(passwordWeakness("aaaaaaaaaa")).toBe("accounts.passwordCommon");
  });
  it("accepts long passphrases, 64+ characters included", () => {
    expect(passwordWeakness("Symposia-demo-2026")).toBeNull();
    expect(passwordWeakness("correct horse battery staple ".repeat(3))).toBeNull();
    expect(passwordWeakness("x".repeat(40) + "y".repeat(40) + "z")).toBeNull();
    expect(passwordWeakness("a".repeat(129))).toBe("accounts.passwordTooLong");
  });
});

describe("safe redirect (no open redirect)", () => {
  it("keeps same-site relative paths", () => {
    expect(safeRedirect("/profile/userInfo?a=1#x")).toBe("/profile/userInfo?a=1#x");
    expect(safeRedirect("/")).toBe("/");
  });
  it.each(["//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "evil", "/\\/evil", "/%0d%0aSet-Cookie:x", "/a\nb", "", null])(
    "refuses %s",
    (raw) => {
      const r = safeRedirect(raw as string);
      if (raw === "/%0d%0aSet-Cookie:x") expect(r).toBe("/%0d%0aSet-Cookie:x"); // stays an encoded path on this site
      else expect(r).toBeNull();
    },
  );
});
