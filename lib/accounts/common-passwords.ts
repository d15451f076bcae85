// A small list of the most common leaked passwords (from public top-N lists), lower-cased.
// Together with the length rule it stops the guesses an online attacker tries first (ASVS 6.2.4).
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456", "12345678", "123456789", "1234567890", "12345", "1234567", "password", "password1", "password123",
  "qwerty", "qwerty123", "qwertyuiop", "abc123", "abc12345", "111111", "11111111", "000000", "00000000",
  "123123", "123123123", "iloveyou", "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx", "zaq12wsx", "admin", "admin123",
  "administrator", "welcome", "welcome1", "welcome123", "letmein", "monkey", "dragon", "football", "baseball",
  "sunshine", "princess", "master", "shadow", "superman", "trustno1", "passw0rd", "p@ssw0rd", "p@ssword",
  "changeme", "secret", "default", "root", "test1234", "testtest", "asdfghjkl", "asdf1234", "1qazxsw2",
  "88888888", "66666666", "12341234", "987654321", "147258369", "520520520", "5201314", "woaini1314",
  "a123456", "a12345678", "aa123456", "qq123456", "abcd1234", "abcdefg", "abcdefgh", "internet", "computer",
  "michael", "jennifer", "starwars", "whatever", "freedom", "zxcvbnm", "zxcvbnm123", "qazwsxedc", "google",
  "mustang", "access", "batman", "charlie", "loveme", "hello123", "killer", "ninja", "azerty", "solo",
  "conference", "conference1", "symposia", "symposia1",
]);
