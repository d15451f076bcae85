// Chinese line breaking for @react-pdf/renderer documents (the abstract book, the order confirmation).
// No imports: the render process and the app load it alike.

const CJK_CHAR = /[\u2E80-\u9FFF\u3000-\u303F\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/u;

/** Chinese punctuation that never starts a line, and brackets that never end one (kinsoku). */
export const NO_BREAK_BEFORE = new Set("，。、；：？！）」』】》〉〕］｝〗〙％～");
export const NO_BREAK_AFTER = new Set("（「『【《〈〔［｛〖〘");

/**
 * react-pdf breaks lines only between "syllables" and puts a hyphen at a break inside a word. A
 * Chinese run is one "word" to it, so it is cut before every CJK character (and between Chinese and
 * Latin) into syllables followed by an empty one — an empty syllable is a zero-width glue, a break
 * without a hyphen — except before closing punctuation and after an opening bracket. Latin stays
 * whole (never hyphenated). lib/abstract-book/typeset.ts breaks lines by the same rule; the order confirmation PDF uses it too.
 */
export function splitCjk(word: string): string[] {
  if (!CJK_CHAR.test(word)) return [word];
  const parts: string[] = [];
  let cur = "";
  let afterCjk = false; // a break may follow `cur`, which ends with a CJK character
  let open = false; // `cur` ends with an opening bracket
  for (const ch of word) {
    const cjk = CJK_CHAR.test(ch);
    if (cur && (cjk ? !NO_BREAK_BEFORE.has(ch) && !open : afterCjk)) {
      parts.push(cur, "");
      cur = "";
    }
    cur += ch;
    open = NO_BREAK_AFTER.has(ch);
    afterCjk = cjk && !open;
  }
  if (cur) parts.push(cur);
  return parts;
}

export const isCjkChar = (ch: string) => CJK_CHAR.test(ch);
