// SPEC §3 cspUserRegInfo: a new account's trueName is first plus last name. Chinese, Japanese and
// Korean names are written family name first and without a space ("王明", as the demo's accounts).
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

export function fullName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (CJK.test(first) && CJK.test(last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(" ");
}
