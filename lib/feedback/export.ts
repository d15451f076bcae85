import "server-only";
import ExcelJS from "exceljs";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { db } from "@/lib/server/db";
import { csvFile, XLSX_TYPE } from "@/lib/server/spreadsheet";
import { feedbackWhere } from "./queries";
import type { TFeedbackFilters } from "./schemas";

// /platform/manage/userFeedBack's export, built like the hotel one: the filtered list as
// CSV or XLSX, one feedback a row with its thread's size and last reply, times on the conference's clock.

type Conf = { id: number; timeZone: string };

export async function exportFeedback(conf: Conf, q: Partial<TFeedbackFilters>, format: "csv" | "xlsx", locale: Locale) {
  const t = await getTranslator(locale);
  const c = (key: string) => t(`feedback.columns.${key}`);
  const rows = await db.feedback.findMany({
    where: feedbackWhere(conf, q),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: {
      files: { select: { originalName: true } },
      messages: { orderBy: { id: "asc" }, select: { byManager: true, body: true } },
    },
  });
  const when = (d: Date | null) => (d ? formatInstantIn(d, conf.timeZone) : "");
  const zone = ` (${conf.timeZone})`;
  const header = [
    c("id"),
    c("createdAt") + zone,
    c("title"),
    c("type"),
    c("recipient"),
    c("status"),
    c("name"),
    c("email"),
    c("phone"),
    c("sender"),
    c("content"),
    c("files"),
    c("messages"),
    c("lastReply"),
    c("lastActivity") + zone,
    c("closedAt") + zone,
  ];
  const lines = rows.map((r) => [
    String(r.id),
    when(r.createdAt),
    r.title,
    t(`feedback.types.${r.type}`),
    r.recipient ? t(`feedback.recipients.${r.recipient}`) : "",
    t(`feedback.status.${r.status}`),
    r.name,
    r.email,
    r.phone,
    r.userId === null ? t("feedback.manage.visitor") : t("feedback.manage.participant"),
    r.content,
    r.files.map((f) => f.originalName).join("; "),
    String(r.messages.length),
    r.messages.filter((m) => m.byManager).at(-1)?.body ?? "",
    when(r.lastActivityAt),
    when(r.closedAt),
  ]);
  if (format === "csv") return csvFile([header, ...lines]);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("feedback");
  ws.addRow(header).font = { bold: true };
  ws.views = [{ state: "frozen", ySplit: 1 }];
  for (const l of lines) ws.addRow(l.map((v, i) => (i === 0 || i === 12 ? Number(v) : v)));
  [8, 18, 30, 12, 18, 10, 16, 26, 16, 12, 50, 24, 8, 40, 18, 18].forEach((w, i) => (ws.getColumn(i + 1).width = w));
  return { body: Buffer.from(await wb.xlsx.writeBuffer()), type: XLSX_TYPE, ext: "xlsx" as const };
}
