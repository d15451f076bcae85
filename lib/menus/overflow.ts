// The header's one row: how many content entries fit before the rest go under "More".

/** Entries that fit in `room` px when they are `widths` wide and `gap` apart, keeping room for "More" (`more` px) when not all fit. */
export function entriesThatFit(widths: readonly number[], gap: number, more: number, room: number): number {
  const upTo = (n: number) => widths.slice(0, n).reduce((a, w) => a + w, 0) + gap * Math.max(0, n - 1);
  if (upTo(widths.length) <= room) return widths.length;
  let n = widths.length - 1;
  while (n > 0 && upTo(n) + gap + more > room) n--;
  return n;
}
