// No server-only: the reviewer import preview shows names on the client exactly as the server writes them.
const HAN = /\p{Script=Han}/u;

/** A person's name as they write it: family name first in Chinese, given name first otherwise. */
export function personName(given: string, family: string): string {
  if (HAN.test(given + family)) return `${family}${given}`;
  return [given, family].filter(Boolean).join(" ");
}
