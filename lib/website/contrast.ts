// WCAG 2 contrast between two #rrggbb colours (1 … 21). Pure: the settings form warns with it when
// the conference colour would be hard to read as text on white (links, outlined buttons).

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Text in this colour on a white page stays legible (WCAG AA for large text and UI parts: 3:1). */
export function readableOnWhite(hex: string): boolean {
  return contrastRatio(hex, "#ffffff") >= 3;
}
