import { deriveFieldKey } from "@/lib/forms/field-key";
import type { Bilingual, FieldDef, FieldOption } from "@/lib/forms/fields";
import { newRowId, normalise, rowErrors, toOptions, toRows, type OptionRow } from "@/lib/forms/option-rows";

// The designer's working copy of a version. `uid` is the React identity (a draft's key changes
// while its title is typed, and a remount would drop the caret); `saved` freezes the key, because
// answers are stored under it.

export type DesignerItem = { uid: string; def: FieldDef; rows: OptionRow[]; saved: boolean };
export type ItemProblem = "titleRequired" | "optionsRequired" | "optionErrors";

export const OPTION_TYPES: readonly string[] = ["select", "radio", "checkbox", "cascader"];
export const hasOptionEditor = (d: FieldDef) => !d.standard && OPTION_TYPES.includes(d.type);

export function fromFields(fields: FieldDef[]): DesignerItem[] {
  return fields.map((def) => ({ uid: def.standard ? def.field : newRowId(), def, rows: toRows(def.options), saved: true }));
}

/** The field list to save or preview, in screen order. */
export function toFields(items: DesignerItem[]): FieldDef[] {
  return items.map(({ def, rows }, order) => ({
    ...def,
    order,
    options: hasOptionEditor(def) ? toOptions(rows) : def.standard ? def.options : [],
  }));
}

export function newCustomItem(items: DesignerItem[]): DesignerItem {
  const title = { zh: "", en: "" };
  const field = deriveFieldKey(
    title,
    items.map((i) => i.def.field),
  );
  return {
    uid: newRowId(),
    saved: false,
    rows: [],
    def: { field, title, type: "input", options: [], validate: [], props: {}, standard: false, order: items.length },
  };
}

/** A new title; an unsaved item's key follows it. */
export function retitle(items: DesignerItem[], uid: string, title: Bilingual): DesignerItem[] {
  return items.map((it) => {
    if (it.uid !== uid) return it;
    const field = it.saved
      ? it.def.field
      : deriveFieldKey(
          title,
          items.filter((o) => o.uid !== uid).map((o) => o.def.field),
        );
    return { ...it, def: { ...it.def, title, field } };
  });
}

/** After a save every key and option value is frozen. */
export function markSaved(items: DesignerItem[]): DesignerItem[] {
  return items.map((it) => ({ ...it, saved: true, rows: it.rows.map((r) => (r.locked ? r : { ...r, locked: true })) }));
}

/** A new kind; only a multi-level select keeps sub-levels, the others get one flat list. */
export function setKind(it: DesignerItem, type: FieldDef["type"]): DesignerItem {
  const rows = type === "cascader" ? it.rows : normalise(it.rows.map((r) => (r.depth ? { ...r, depth: 0 } : r)));
  return { ...it, rows, def: { ...it.def, type, props: type === "select" || type === "upload" ? it.def.props : { ...it.def.props, multiple: undefined } } };
}

export function moveItem(items: DesignerItem[], i: number, d: number): DesignerItem[] {
  const j = i + d;
  if (j < 0 || j >= items.length) return items;
  const next = [...items];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/** What the screen says about an item before it is sent (the server checks the same again). */
export function itemProblem(it: DesignerItem): ItemProblem | null {
  if (it.def.standard) return null;
  if (!it.def.title.zh.trim() && !it.def.title.en.trim()) return "titleRequired";
  if (!hasOptionEditor(it.def)) return null;
  if (it.rows.length === 0) return "optionsRequired";
  return Object.keys(rowErrors(it.rows)).length ? "optionErrors" : null;
}

/** Options without a value yet (a row still being typed) are left out of the live preview. */
export function previewOptions(options: FieldOption[]): FieldOption[] {
  return options.filter((o) => o.value).map((o) => (o.children ? { ...o, children: previewOptions(o.children) } : o));
}
