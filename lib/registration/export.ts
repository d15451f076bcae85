import "server-only";
import ExcelJS from "exceljs";
import { formatInstantIn } from "@/lib/i18n/dates";
import { titleIn } from "@/lib/forms/fields";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { csvFile, XLSX_TYPE } from "@/lib/server/spreadsheet";
import type { TFileRef } from "@/lib/forms/answers-schema";
import { answerText } from "./answers";
import { countryOptions } from "./form-service";
import { exportRows } from "./queries";
import type { TAttendeeListQuery } from "./schemas";

// CSV and XLSX of every answer: one column per field of the chosen version; files as links.

const fileUrl = (origin: string, storedName: string) => `${origin}/api/conference/conferenceUser/file?name=${storedName}`;

export async function exportAttendees(
  conference: { id: number; timeZone: string },
  q: Partial<TAttendeeListQuery> & { version: string },
  format: "csv" | "xlsx",
  locale: Locale,
  origin: string,
) {
  const conferenceId = conference.id;
  const t = await getTranslator(locale);
  const [data, countries] = await Promise.all([exportRows(conferenceId, q), countryOptions(conferenceId, locale)]);
  // Countries are stored as codes: the conference's list (or the platform) names them per language.
  const fields = data.fields.map((f) => (f.standard && f.field === "country" ? { ...f, options: countries } : f));
  const { rows } = data;
  // Registration times in the conference's own zone, as the list shows them.
  const when = (d: Date) => formatInstantIn(d, conference.timeZone);
  const header = ["ID", ...fields.map((f) => titleIn(f, locale)), `${t("registration.users.createdAt")} (${conference.timeZone})`];
  const cell = (f: (typeof fields)[number], a: (typeof rows)[number]["answers"]) =>
    f.type === "upload"
      ? ((a[f.field] as TFileRef[]) ?? []).map((x) => `${x.name} (${fileUrl(origin, x.storedName)})`).join("; ")
      : answerText(f, a[f.field], locale);
  if (format === "csv") {
    const lines = [header, ...rows.map((r) => [String(r.id), ...fields.map((f) => cell(f, r.answers)), when(r.createdAt)])];
    return csvFile(lines);
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("registrations");
  ws.addRow(header).font = { bold: true };
  for (const r of rows) {
    const row = ws.addRow([r.id, ...fields.map((f) => (f.type === "upload" ? "" : answerText(f, r.answers[f.field], locale))), when(r.createdAt)]);
    fields.forEach((f, i) => {
      if (f.type !== "upload") return;
      const files = (r.answers[f.field] as TFileRef[]) ?? [];
      if (files.length === 1) row.getCell(i + 2).value = { text: files[0].name, hyperlink: fileUrl(origin, files[0].storedName) };
      else row.getCell(i + 2).value = cell(f, r.answers);
    });
  }
  const body = Buffer.from(await wb.xlsx.writeBuffer());
  return { body, type: XLSX_TYPE, ext: "xlsx" };
}
