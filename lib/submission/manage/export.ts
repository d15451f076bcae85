import "server-only";
import ExcelJS from "exceljs";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { csvFile, XLSX_TYPE } from "@/lib/server/spreadsheet";
import { labelsOf } from "./detail";
import { personName } from "@/lib/people/name";
import { listSubmissionsForExport, type Viewer } from "./queries";
import type { TSubmissionFilters } from "./schemas";
import { sanitizeInstructions } from "@/lib/registration/instructions-html";
import { abstractText } from "./revision-diff";

// manage/contribute export: the filtered list as CSV or XLSX, one submission a row with all its
// authors — names (the corresponding ones marked *), emails, organisations and countries, one
// author per line in the same order in each column, so a line of one column matches the same line
// of the next. Times on the conference's clock; labels in the manager's language.

type Conf = { id: number; timeZone: string };
const XLSX_CELL_MAX = 32_000; // Excel refuses a cell past 32,767 characters

export async function exportSubmissions(conf: Conf, viewer: Viewer, q: Partial<TSubmissionFilters>, format: "csv" | "xlsx", locale: Locale) {
  const [t, labels, rows] = await Promise.all([getTranslator(locale), labelsOf(conf.id, locale), listSubmissionsForExport(conf, viewer, q)]);
  const col = (k: string) => t(`submissionAdmin.export.${k}`);
  const zone = ` (${conf.timeZone})`;
  const header = [
    col("code"),
    col("title"),
    col("theme"),
    col("status"),
    col("category"),
    col("reportType"),
    col("keywords"),
    col("submitter"),
    col("submitterEmail"),
    col("authors"),
    col("emails"),
    col("organisations"),
    col("countries"),
    col("corresponding"),
    col("abstract"),
    col("abstractFile"),
    col("fullTextFile"),
    col("version"),
    col("submittedAt") + zone,
    col("updatedAt") + zone,
  ];
  const lines = (xs: string[]) => xs.join("\n");
  const cells = (r: (typeof rows)[number]) => {
    const fileName = (stored: string | null) => (stored ? (r.files.find((f) => f.storedName === stored)?.originalName ?? "") : "");
    return [
      r.code,
      r.title,
      labels.theme(r.theme?.id ?? null),
      t(`submissionAdmin.status.${r.status}`),
      r.category ? labels.category(r.category) : "",
      r.reportType ? labels.reportType(r.reportType) : "",
      r.keywords.join("; "),
      r.submitter.name,
      r.submitter.email,
      lines(r.authors.map((a) => `${personName(a.name, a.surname)}${a.corresponding ? " *" : ""}`)),
      lines(r.authors.map((a) => a.email)),
      lines(r.authors.map((a) => a.organisation)),
      lines(r.authors.map((a) => (a.country ? labels.country(a.country) : ""))),
      r.authors
        .filter((a) => a.corresponding)
        .map((a) => `${personName(a.name, a.surname)} <${a.email}>`)
        .join("; "),
      abstractText(sanitizeInstructions(r.abstract)),
      fileName(r.abstractFile),
      fileName(r.fullTextFile),
      String(r.version),
      formatInstantIn(r.submittedAt, conf.timeZone),
      formatInstantIn(r.updatedAt, conf.timeZone),
    ];
  };
  if (format === "csv") return csvFile([header, ...rows.map(cells)]);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("submissions");
  ws.addRow(header).font = { bold: true };
  for (const r of rows) {
    const c = cells(r).map((v) => (v.length > XLSX_CELL_MAX ? `${v.slice(0, XLSX_CELL_MAX)}…` : v));
    ws.addRow([...c.slice(0, 17), r.version, ...c.slice(18)]);
  }
  ws.columns.forEach((column, i) => {
    column.width = [10, 40, 24, 14, 14, 14, 24, 16, 26, 24, 28, 28, 14, 32, 50][i] ?? 18;
    column.alignment = { vertical: "top", wrapText: i >= 9 && i <= 14 };
  });
  return { body: Buffer.from(await wb.xlsx.writeBuffer()), type: XLSX_TYPE, ext: "xlsx" as const };
}
