import type { Answers, TFileRef } from "@/lib/forms/answers-schema";
import { countryLabel } from "@/lib/forms/countries";
import { labelIn, STANDARD_ITEMS, type FieldDef } from "@/lib/forms/fields";

// Answers ↔ the attendee row (§3 payload): standard items live in their own columns (searchable,
// indexed), custom items in `answers`, uploads in AttendeeFile rows.

const COLUMN = Object.fromEntries(STANDARD_ITEMS.filter((s) => s.column).map((s) => [s.field, s.column!])) as Record<string, string>;

export type AttendeeColumns = {
  userName: string;
  fullName: string;
  email: string;
  phone: string;
  countryArea: string;
  unit: string;
  comment: string;
  post: string;
  birthday: Date | null;
  gender: string;
  idCard: string;
  passport: string;
  personalIndex: string;
  fax: string;
  address: string;
  answers: Record<string, unknown>;
};

const asText = (v: unknown) => (Array.isArray(v) ? v.join(", ") : typeof v === "string" ? v : "");

/** Splits validated answers into columns and the custom-answer JSON; uploads come back separately. */
export function answersToColumns(fields: FieldDef[], answers: Answers) {
  const cols: Partial<AttendeeColumns> & { answers: Record<string, unknown> } = { answers: {} };
  const files: { field: string; refs: TFileRef[] }[] = [];
  for (const f of fields) {
    const v = answers[f.field];
    if (f.type === "upload") {
      files.push({ field: f.field, refs: (v as TFileRef[]) ?? [] });
      continue;
    }
    const col = f.standard ? COLUMN[f.field] : undefined;
    if (!col) cols.answers[f.field] = v ?? "";
    else if (col === "birthday") cols.birthday = v ? new Date(`${v as string}T00:00:00Z`) : null;
    else (cols as Record<string, unknown>)[col] = asText(v);
  }
  if (cols.fullName !== undefined) cols.userName = cols.fullName;
  return { cols, files };
}

type AttendeeRow = Record<string, unknown> & { answers: unknown; birthday: Date | null; files?: { field: string; originalName: string; storedName: string }[] };

/** The answers of a stored registration, read with the fields of the version it was made with. */
export function columnsToAnswers(fields: FieldDef[], row: AttendeeRow): Answers {
  const custom = (row.answers ?? {}) as Record<string, unknown>;
  const out: Answers = {};
  for (const f of fields) {
    if (f.type === "upload") {
      out[f.field] = (row.files ?? []).filter((x) => x.field === f.field).map((x) => ({ name: x.originalName, storedName: x.storedName }));
      continue;
    }
    const col = f.standard ? COLUMN[f.field] : undefined;
    if (col === "birthday") out[f.field] = row.birthday ? row.birthday.toISOString().slice(0, 10) : "";
    else if (col) out[f.field] = String(row[col] ?? "");
    else out[f.field] = (custom[f.field] as string | string[]) ?? "";
  }
  return out;
}

/** One answer as display text (exports, lists): lists joined, file names listed. */
export function answerText(f: FieldDef, v: Answers[string] | undefined, locale: string): string {
  if (v === undefined || v === null) return "";
  if (f.type === "upload") return (v as TFileRef[]).map((x) => x.name).join(", ");
  // A country is a code (lib/forms/countries.ts): named in the reader's language even without a list.
  if (f.standard && f.field === "country" && typeof v === "string") return countryLabel(v, locale, f.options);
  const label = (value: string) => {
    const hit = f.options.find((o) => o.value === value);
    return hit ? labelIn(hit, locale) || value : value;
  };
  if (Array.isArray(v)) return f.type === "cascader" || f.type === "region" ? (v as string[]).join(" / ") : (v as string[]).map(label).join(", ");
  return f.type === "select" || f.type === "radio" ? label(v) : v;
}
