import { z } from "@/lib/validation/z";
import { pickLocale } from "@/lib/i18n/pick";

// SPEC §3 "Dynamic form field definition": the model a form version stores (RegisterFormVersion.fields)
// and the designer edits. Pure — shared by client and server.

export const FIELD_TYPES = ["input", "textarea", "datePicker", "select", "radio", "checkbox", "upload", "cascader", "region"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The 15 standard items of §3, each with its kind and the attendee column it fills. */
export const STANDARD_ITEMS = [
  { field: "name", type: "input", column: "fullName", title: { zh: "姓名", en: "Name" } },
  { field: "email", type: "input", column: "email", title: { zh: "邮箱", en: "Email" } },
  { field: "telephone", type: "input", column: "phone", title: { zh: "电话", en: "Telephone" } },
  { field: "country", type: "select", column: "countryArea", title: { zh: "国家/地区", en: "Country/Region" } },
  { field: "unit", type: "select", column: "unit", title: { zh: "单位", en: "Organisation" } },
  { field: "comment", type: "textarea", column: "comment", title: { zh: "备注", en: "Comment" } },
  { field: "post", type: "input", column: "post", title: { zh: "职务/职称", en: "Position" } },
  { field: "birthday", type: "datePicker", column: "birthday", title: { zh: "出生日期", en: "Birthday" } },
  { field: "gender", type: "radio", column: "gender", title: { zh: "性别", en: "Gender" } },
  { field: "idCard", type: "input", column: "idCard", title: { zh: "身份证号", en: "ID card" } },
  { field: "passport", type: "input", column: "passport", title: { zh: "护照号", en: "Passport" } },
  { field: "profile", type: "textarea", column: "personalIndex", title: { zh: "个人简介", en: "Profile" } },
  { field: "fax", type: "input", column: "fax", title: { zh: "传真", en: "Fax" } },
  { field: "address", type: "input", column: "address", title: { zh: "地址", en: "Address" } },
  { field: "photo", type: "upload", column: null, title: { zh: "照片", en: "Photo" } },
] as const satisfies readonly { field: string; type: FieldType; column: string | null; title: { zh: string; en: string } }[];

export type StandardField = (typeof STANDARD_ITEMS)[number]["field"];
export const STANDARD_FIELD_NAMES: readonly string[] = STANDARD_ITEMS.map((s) => s.field);

/** The 9 custom kinds the designer offers, and the field type each becomes. */
export const CUSTOM_KINDS = {
  input: "input",
  textarea: "textarea",
  date: "datePicker",
  radio: "radio",
  checkbox: "checkbox",
  select: "select",
  multiLevel: "cascader",
  file: "upload",
  region: "region",
} as const satisfies Record<string, FieldType>;

export const GENDER_OPTIONS = [
  { value: "male", label: { zh: "男", en: "Male" } },
  { value: "female", label: { zh: "女", en: "Female" } },
];

export type Bilingual = { zh: string; en: string };
export type FieldOption = { value: string; label: Bilingual; children?: FieldOption[] };
export type FieldDef = {
  field: string;
  title: Bilingual;
  type: FieldType;
  options: FieldOption[];
  validate: ("required" | "email")[]; // non-empty = required; "email" adds the format check
  props: { multiple?: boolean; allowCreate?: boolean };
  standard: boolean;
  order: number;
};

const ZBilingual = z.object({ zh: z.string().trim().max(200), en: z.string().trim().max(200) });

const ZOption: z.ZodType<FieldOption> = z.lazy(() =>
  z.object({ value: z.string().trim().min(1).max(200), label: ZBilingual, children: z.array(ZOption).max(500).optional() }),
);

export const ZFieldDef = z.object({
  field: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/),
  title: ZBilingual.refine((t) => t.zh || t.en, { message: "validation.required" }),
  type: z.enum(FIELD_TYPES),
  options: z.array(ZOption).max(500).default([]),
  validate: z
    .array(z.enum(["required", "email"]))
    .max(2)
    .default([]),
  props: z.object({ multiple: z.boolean().optional(), allowCreate: z.boolean().optional() }).default({}),
  standard: z.boolean().default(false),
  order: z.number().int().min(0).max(10_000).default(0),
});

/** A version's field list: unique keys, standard items keep their kind, custom items need options where they choose. */
export const ZFieldList = z
  .array(ZFieldDef)
  .max(100)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    for (const [i, f] of list.entries()) {
      if (seen.has(f.field)) ctx.addIssue({ code: "custom", path: [i, "field"], message: "registration.duplicateField" });
      seen.add(f.field);
      const std = STANDARD_ITEMS.find((s) => s.field === f.field);
      if (f.standard && (!std || std.type !== f.type)) ctx.addIssue({ code: "custom", path: [i, "type"], message: "validation.invalidOption" });
      if (!f.standard && std) ctx.addIssue({ code: "custom", path: [i, "field"], message: "registration.duplicateField" });
      const needsOptions = ["radio", "checkbox", "cascader"].includes(f.type) || (f.type === "select" && !f.standard);
      if (needsOptions && f.options.length === 0) ctx.addIssue({ code: "custom", path: [i, "options"], message: "registration.optionsRequired" });
      const dup = duplicateOptionPath(f.options);
      if (dup) ctx.addIssue({ code: "custom", path: [i, "options", ...dup], message: "registration.designer.duplicateValue" });
    }
  });

/** Where a value repeats among siblings (an answer could not tell them apart), else null. */
function duplicateOptionPath(options: FieldOption[]): (string | number)[] | null {
  const seen = new Set<string>();
  for (const [i, o] of options.entries()) {
    if (seen.has(o.value)) return [i, "value"];
    seen.add(o.value);
    const inner = o.children && duplicateOptionPath(o.children);
    if (inner) return [i, "children", ...inner];
  }
  return null;
}

/** Stored JSON → field list; anything malformed is dropped rather than trusted. */
export function parseFields(json: unknown): FieldDef[] {
  if (!Array.isArray(json)) return [];
  const out: FieldDef[] = [];
  for (const item of json) {
    const r = ZFieldDef.safeParse(item);
    if (r.success) out.push(r.data as FieldDef);
  }
  return out.sort((a, b) => a.order - b.order);
}

export function standardField(field: StandardField, required = false, order = 0): FieldDef {
  const s = STANDARD_ITEMS.find((x) => x.field === field)!;
  return {
    field,
    title: { ...s.title },
    type: s.type,
    options: field === "gender" ? GENDER_OPTIONS : [],
    validate: required ? (field === "email" ? ["required", "email"] : ["required"]) : field === "email" ? ["email"] : [],
    props: field === "unit" ? { allowCreate: true } : {},
    standard: true,
    order,
  };
}

/** The registration form a new conference starts with: the five standard items, all required. */
export const STARTER_FIELDS: FieldDef[] = (["name", "email", "telephone", "country", "unit"] as const).map((f, i) => standardField(f, true, i));

export function isRequired(f: { validate: readonly string[] }): boolean {
  return f.validate.includes("required");
}

export function titleIn(f: Pick<FieldDef, "title">, locale: string): string {
  return pickLocale(locale, f.title.zh, f.title.en);
}

export function labelIn(o: { label: Bilingual }, locale: string): string {
  return pickLocale(locale, o.label.zh, o.label.en);
}

/** Whether the answer is a list: checkboxes, multi-selects, cascades and uploads. */
export function isListField(f: Pick<FieldDef, "type" | "props">): boolean {
  return f.type === "checkbox" || f.type === "cascader" || f.type === "region" || f.type === "upload" || (f.type === "select" && !!f.props.multiple);
}
