import "server-only";
import ExcelJS from "exceljs";
import { fromMinor } from "@/lib/billing/money";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { csvFile, XLSX_TYPE } from "@/lib/server/spreadsheet";
import { itemsSummary, listOrdersForExport } from "./queries";
import type { TOrderFilters } from "./schemas";

// /platform/manage/order export: the filtered list as CSV or XLSX, one order a row, the columns of
// the list plus the transaction number and the paid time. Amounts are plain decimals with their
// currency beside them (numbers in XLSX, so they add up); times on the conference's clock.

type Conf = { id: number; timeZone: string };

export async function exportOrders(conf: Conf, q: Partial<TOrderFilters>, format: "csv" | "xlsx", locale: Locale) {
  const t = await getTranslator(locale);
  const rows = await listOrdersForExport(conf, q);
  const when = (d: Date | null) => (d ? formatInstantIn(d, conf.timeZone) : "");
  const zone = ` (${conf.timeZone})`;
  const header = [
    t("orderAdmin.columns.orderNo"),
    t("orderAdmin.columns.payerName"),
    t("orderAdmin.columns.email"),
    t("orderAdmin.columns.type"),
    t("orderAdmin.columns.items"),
    t("orderAdmin.columns.total"),
    t("orderAdmin.columns.currency"),
    t("orderAdmin.columns.displayTotal"),
    t("orderAdmin.columns.displayCurrency"),
    t("orderAdmin.columns.status"),
    t("orderAdmin.columns.payStatus"),
    t("orderAdmin.columns.available"),
    t("orderAdmin.columns.method"),
    t("orderAdmin.columns.transactionNo"),
    t("orderAdmin.columns.createdAt") + zone,
    t("orderAdmin.columns.deadline") + zone,
    t("orderAdmin.columns.paidAt") + zone,
  ];
  const cells = (r: (typeof rows)[number]) => ({
    orderNo: r.orderNo,
    name: r.payer.name,
    email: r.payer.email,
    type: t(`billing.orderType.${r.type}`),
    items: itemsSummary(r.items, locale),
    total: fromMinor(r.totalMinor, r.currency),
    currency: r.currency,
    displayTotal: r.displayTotalMinor !== null && r.displayCurrency ? fromMinor(r.displayTotalMinor, r.displayCurrency) : "",
    displayCurrency: r.displayTotalMinor !== null ? (r.displayCurrency ?? "") : "",
    status: t(`billing.status.${r.transactionStatus}`),
    payStatus: t(`billing.payStatus.${r.payStatus}`),
    available: t(`billing.available.${r.available}`),
    method: r.paymentMethod ? t(`billing.method.${r.paymentMethod}`) : "",
    transactionNo: r.transactionNo ?? "",
    createdAt: when(r.createdAt),
    deadline: when(r.deadlineAt),
    paidAt: when(r.paidAt),
  });
  if (format === "csv") return csvFile([header, ...rows.map((r) => Object.values(cells(r)))]);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("orders");
  ws.addRow(header).font = { bold: true };
  for (const r of rows) {
    const c = cells(r);
    ws.addRow(Object.values({ ...c, total: Number(c.total), displayTotal: c.displayTotal === "" ? "" : Number(c.displayTotal) }));
  }
  ws.columns.forEach((col, i) => (col.width = [20, 16, 28, 14, 36][i] ?? 16));
  return { body: Buffer.from(await wb.xlsx.writeBuffer()), type: XLSX_TYPE, ext: "xlsx" as const };
}
