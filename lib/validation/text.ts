// Characters no text field takes: C0 controls other than tab, line feed and carriage
// return (Postgres refuses NUL in text and in jsonb; the rest are invisible junk), and lone UTF-16
// surrogates (jsonb refuses "\ud800"; text columns would silently store U+FFFD). Pure: the forms
// use it through z.string() too.
const BAD_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u;

export const BAD_CHARS_MESSAGE = "validation.invalidChars";

export function hasBadChars(s: string): boolean {
  return BAD_CHARS.test(s);
}
