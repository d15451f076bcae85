import { STANDARD_FIELD_NAMES, type Bilingual } from "./fields";

// Keys of custom items and values of options are what answers are stored under, so the designer
// derives them from the English text (readable in exports and the API) while an item is new, and
// never changes them once saved. Chinese-only titles get a counter key: no pinyin guessing.

const MAX_KEY = 40; // ZFieldDef's key pattern allows 40 characters
// Names that would clash with a standard column or with object internals in answers maps.
const RESERVED = new Set([...STANDARD_FIELD_NAMES, "constructor", "prototype"]);

/** Lower-case ASCII slug: accents folded, anything else becomes one underscore. */
export function slugify(text: string, max = 32): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+/, "")
    .slice(0, max)
    .replace(/_+$/, "");
}

function unique(base: string, taken: ReadonlySet<string>, max: number): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = base.slice(0, max - suffix.length).replace(/_+$/, "") + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A new custom item's key: slug of the English title, else `c_<n>`; unique within the version. */
export function deriveFieldKey(title: Bilingual, takenKeys: Iterable<string>): string {
  const taken = new Set([...RESERVED, ...takenKeys]);
  let base = slugify(title.en);
  if (base && !/^[a-z]/.test(base)) base = `c_${base}`; // keys start with a letter
  if (base) return unique(base, taken, MAX_KEY);
  for (let n = 1; ; n++) if (!taken.has(`c_${n}`)) return `c_${n}`;
}

/** A new option's value: slug of the English label, else the Chinese label; unique among its siblings. */
export function deriveOptionValue(label: Bilingual, siblingValues: Iterable<string>): string {
  const base = slugify(label.en, 60) || label.zh.trim().replace(/\s+/g, " ").slice(0, 60);
  if (!base) return "";
  return unique(base, new Set(siblingValues), 64);
}
