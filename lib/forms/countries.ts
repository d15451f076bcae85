import isoCountries from "i18n-iso-countries";
import { labelIn, type FieldOption } from "./fields";

// SPEC §5: country options default to a built-in list ending with "Others". What is stored (the
// attendee's countryArea, the account's country) is a code, not a label: an ISO 3166-1
// alpha-2 code, or OTHER_COUNTRY for "Others". Labels depend on the language the person used and
// could not be filtered or re-read in the other language. Names come from the platform's ICU
// (Intl.DisplayNames; Node 24 ships full ICU) rather than from a hand-kept table, and are computed
// on the server only, so that server and browser never disagree during hydration.

/** "Others": ZZ is ISO 3166's user-assigned code that CLDR uses for "unknown region". */
export const OTHER_COUNTRY = "ZZ";
const OTHERS_LABEL = { zh: "其他", en: "Others" };

/**
 * The built-in list: every ISO 3166-1 country and region (the code list of i18n-iso-countries, which
 * also carries XK, the code the EU and IMF use for Kosovo), China first as the platform's home.
 */
const DEFAULT_CODES = ["CN", ...Object.keys(isoCountries.getAlpha2Codes()).filter((c) => c !== "CN")];

const lang = (locale: string) => (locale === "en" ? "en" : "zh");
const namers = new Map<string, Intl.DisplayNames>();

/** The platform's name of a code in the reader's language; undefined for anything that is not a code. */
export function countryName(code: string, locale: string): string | undefined {
  if (code === OTHER_COUNTRY) return OTHERS_LABEL[lang(locale)];
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  const l = lang(locale);
  let namer = namers.get(l);
  if (!namer) namers.set(l, (namer = new Intl.DisplayNames(l, { type: "region", fallback: "none" })));
  return namer.of(code);
}

const option = (code: string): FieldOption => ({ value: code, label: { zh: countryName(code, "zh") ?? code, en: countryName(code, "en") ?? code } });

/** The built-in options: China first, the rest in the reader's alphabetical order, "Others" last. */
export function defaultCountryOptions(locale = "zh"): FieldOption[] {
  // Named and sorted once per language: every profile and registration page asks, and naming and
  // sorting some 250 regions showed in a signed-in page's profile (docs/performance.md).
  const l = lang(locale);
  let sorted = defaults.get(l);
  if (!sorted) {
    const collator = new Intl.Collator(l);
    const [first, ...rest] = DEFAULT_CODES.map(option);
    rest.sort((a, b) => collator.compare(labelIn(a, l), labelIn(b, l)));
    defaults.set(l, (sorted = [first, ...rest, { value: OTHER_COUNTRY, label: { ...OTHERS_LABEL } }]));
  }
  return sorted.map((o) => ({ value: o.value, label: { ...o.label } })); // callers own their copy
}
const defaults = new Map<string, FieldOption[]>();

/** A stored country as the reader sees it: the conference's option label, the platform's name of a code, else the raw text. */
export function countryLabel(value: string | null | undefined, locale: string, options: FieldOption[] = []): string {
  if (!value) return "";
  const hit = options.find((o) => o.value === value);
  return (hit && labelIn(hit, locale)) || countryName(value, locale) || value;
}

/**
 * What a client sent (a code, or a label in either language, as API clients and older pages did)
 * → the option's value. Anything unrecognised comes back unchanged for the validation to judge.
 */
export function toCountryCode(input: string, options: FieldOption[]): string {
  const v = input.trim();
  if (!v || options.some((o) => o.value === v)) return v;
  const key = v.toLocaleLowerCase();
  const hit = options.find((o) => o.value.toLocaleLowerCase() === key || o.label.zh.toLocaleLowerCase() === key || o.label.en.toLocaleLowerCase() === key);
  return hit?.value ?? v;
}

/**
 * The options with a stored value that is not among them (a legacy label the migration could not
 * map, or an option since removed) added as itself, so that an editor shows it instead of a blank
 * select and saving the form keeps it.
 */
export function withStoredCountry(options: FieldOption[], stored: string | null | undefined): FieldOption[] {
  if (!stored || options.some((o) => o.value === stored)) return options;
  const name = countryName(stored, "zh") ? option(stored) : { value: stored, label: { zh: stored, en: stored } };
  return [...options, name];
}
