import type { FieldOption } from "./fields";

// The option editor's "edit as text" (bulk paste of long lists): one option per line
// "value|中文|English", two spaces of indent per sub-level (multi-level select). An empty value is
// left empty for the editor to derive from the labels. Pure, round-trips.

export function parseOptionsText(text: string): FieldOption[] {
  const root: FieldOption[] = [];
  const stack: { depth: number; list: FieldOption[] }[] = [{ depth: -1, list: root }];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const depth = Math.floor((line.length - line.trimStart().length) / 2);
    const [value, zh, en] = line
      .trim()
      .split("|")
      .map((s) => s.trim());
    const opt: FieldOption = { value: value ?? "", label: { zh: zh || value || "", en: en || zh || value || "" } };
    while (stack.length > 1 && stack[stack.length - 1].depth >= depth) stack.pop();
    const parent = stack[stack.length - 1];
    parent.list.push(opt);
    opt.children = [];
    stack.push({ depth, list: opt.children });
  }
  const prune = (l: FieldOption[]): FieldOption[] =>
    l.map((o) => (o.children?.length ? { ...o, children: prune(o.children) } : { value: o.value, label: o.label }));
  return prune(root);
}

export function optionsToText(options: FieldOption[], depth = 0): string {
  return options
    .map((o) =>
      [`${"  ".repeat(depth)}${o.value}|${o.label.zh}|${o.label.en}`, ...(o.children?.length ? [optionsToText(o.children, depth + 1)] : [])].join("\n"),
    )
    .join("\n");
}
