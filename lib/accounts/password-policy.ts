import { COMMON_PASSWORDS } from "./common-passwords";

// Server strength check (SPEC §5 "checkPasswordContent", ASVS 6.2): at least 8 characters, at most
// 128 (64+ accepted), not a well-known password. No composition rules (NIST 800-63B).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** An i18n key describing why the password is too weak, or null when it is strong enough. */
export function passwordWeakness(password: string): string | null {
  if (password.length < PASSWORD_MIN) return "accounts.passwordTooShort";
  if (password.length > PASSWORD_MAX) return "accounts.passwordTooLong";
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.replace(/[\d!@#$%^&*.]+$/, ""))) return "accounts.passwordCommon";
  if (new Set(lower).size < 3) return "accounts.passwordCommon"; // "aaaaaaaa", "abababab"
  return null;
}
