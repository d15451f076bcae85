import { describe, expect, it } from "vitest";
import { passwordWeakness } from "./password-policy";

describe("password strength", () => {
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
