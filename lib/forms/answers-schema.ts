import { isCalendarDate } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { toCountryCode } from "./countries";
import { isListField, isRequired, titleIn, type FieldDef, type FieldOption } from "./fields";

// The one builder of a form version's answer schema (SPEC §5 "Attendance form"), used by the form
// (zodResolver) and by the server. Keys not in the version are stripped, never stored.

export const STORED_NAME = /^[a-z0-9]{32}(\.[a-z0-9]{1,8})?$/;
export const ZFileRef = z.object({ name: z.string().trim().min(1).max(255), storedName: z.string().regex(STORED_NAME) });
export type TFileRef = z.infer<typeof ZFileRef>;

const MAX_TEXT = 2000;

function prompt(f: FieldDef, locale: string): string {
  const kind = f.type === "input" || f.type === "textarea" ? "inputPrompt" : f.type === "upload" ? "uploadPrompt" : "selectPrompt";
  return `registration.${kind}?title=${encodeURIComponent(titleIn(f, locale))}`;
}

function walk(options: FieldOption[], path: string[]): boolean {
  let level = options;
  for (const v of path) {
    const hit = level.find((o) => o.value === v);
    if (!hit) return false;
    level = hit.children ?? [];
  }
  return true;
}

function fieldSchema(f: FieldDef, locale: string): z.ZodType {
  const required = isRequired(f);
  const msg = prompt(f, locale);
  const values = new Set(f.options.map((o) => o.value));
  const choose = (v: string) => !!f.props.allowCreate || values.size === 0 || values.has(v);

  if (f.type === "upload") {
    const list = z.array(ZFileRef).max(10);
    return required ? list.min(1, msg) : list.default([]);
  }
  if (isListField(f)) {
    let list = z.array(z.string().trim().min(1).max(200)).max(100);
    if (f.type === "cascader" || f.type === "region") {
      return list.refine((p) => p.length === 0 || walk(f.options, p), "validation.invalidOption").refine((p) => !required || p.length > 0, msg);
    }
    list = list.refine((vs) => vs.every(choose), "validation.invalidOption") as unknown as typeof list;
    return required ? list.refine((vs) => vs.length > 0, msg) : list.default([]);
  }
  let text = z.string().trim().max(MAX_TEXT);
  if (f.type === "datePicker") text = text.refine((v) => v === "" || isCalendarDate(v), "validation.invalidDate") as unknown as typeof text;
  if (f.type === "select" || f.type === "radio") text = text.refine((v) => v === "" || choose(v), "validation.invalidOption") as unknown as typeof text;
  if (f.validate.includes("email")) text = text.refine((v) => v === "" || z.email().safeParse(v).success, "validation.invalidEmail") as unknown as typeof text;
  const base = required ? text.refine((v) => v.length > 0, msg) : text;
  // The standard country stores a code; a label in either language (older clients) is read as its code.
  const country = f.standard && f.field === "country";
  return z.preprocess((v) => (v === undefined || v === null ? "" : country && typeof v === "string" ? toCountryCode(v, f.options) : v), base);
}

/** zod object for the answers of a version, in the reader's language. */
export function buildAnswersSchema(fields: FieldDef[], locale: string) {
  return z.object(Object.fromEntries(fields.map((f) => [f.field, fieldSchema(f, locale)])));
}

export type Answers = Record<string, string | string[] | TFileRef[]>;

/** Empty answers for a form's initial state. */
export function emptyAnswers(fields: FieldDef[]): Answers {
  return Object.fromEntries(fields.map((f) => [f.field, isListField(f) ? [] : ""]));
}
