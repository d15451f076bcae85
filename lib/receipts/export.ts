import "server-only";
import ExcelJS from "exceljs";
import { fromMinor } from "@/lib/billing/money";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { csvFile, XLSX_TYPE } from "@/lib/server/spreadsheet";
import { receiptsForExport, type ReceiptView } from "./queries";
import type { TReceiptExportQuery } from "./schemas";

// CSV / XLSX of the receipt requests the filters match: every field of SPEC §3 "Receipt", labels
// and statuses in the reader's language, times on the conference's clock.

const COLUMNS = [
  "id",
  "orderNo",
  "status",
  "receiptType",
  "titleType",
  "titleName",
  "taxpayerNo",
  "content",
  "currency",
  "amount",
  "paymentDate",
  "recipientName",
  "phone",
  "address",
  "email",
  "attendeeNames",
  "comment",
  "expressNo",
  "billNo",
  "payerEmail",
  "createdAt",
] as const;

export async function exportReceipts(conference: { id: number; timeZone: string }, q: TReceiptExportQuery, locale: Locale) {
  const t = await getTranslator(locale);
  const rows = await receiptsForExport(conference, q);
  const cell = (r: ReceiptView, c: (typeof COLUMNS)[number]): string => {
    switch (c) {
      case "id":
        return String(r.id);
      case "status":
        return t(`receipts.status.${r.status}`);
      case "receiptType":
        return t(`receipts.receiptType.${r.receiptType}`);
      case "titleType":
        return t(`receipts.titleType.${r.titleType}`);
      case "amount":
        return fromMinor(r.amountMinor, r.currency);
      case "createdAt":
        return formatInstantIn(r.createdAt, conference.timeZone);
      default:
        return r[c];
    }
  };
  const header = COLUMNS.map((c) => (c === "createdAt" ? `${t("receipts.fields.createdAt")} (${conference.timeZone})` : t(`receipts.fields.${c}`)));
  const lines = rows.map((r) => COLUMNS.map((c) => cell(r, c)));
  if (q.format === "csv") return csvFile([header, ...lines]);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("receipts");
  ws.addRow(header).font = { bold: true };
  // Strings stay strings in XLSX (never formulas); the amount is a number so it sums.
  for (const [i, line] of lines.entries())
    ws.addRow(line.map((v, j) => (COLUMNS[j] === "amount" ? Number(fromMinor(rows[i].amountMinor, rows[i].currency)) : v)));
  return { body: Buffer.from(await wb.xlsx.writeBuffer()), type: XLSX_TYPE, ext: "xlsx" as const };
}
