/**
 * Splits items of the given heights into boxes (pages or columns) of `capacity(k)` points each,
 * keeping an item marked `keepWithNext` with the one after it. No items: no boxes.
 */
export function flow<T extends { height: number; keepWithNext?: boolean }>(items: T[], capacity: (box: number) => number): T[][] {
  const boxes: T[][] = [];
  let room = 0;
  items.forEach((it, i) => {
    const need = it.height + (it.keepWithNext && items[i + 1] ? items[i + 1].height : 0);
    if (!boxes.length || (need > room && boxes.at(-1)!.length)) {
      boxes.push([]);
      room = capacity(boxes.length - 1);
    }
    boxes.at(-1)!.push(it);
    room -= it.height;
  });
  return boxes;
}
