import "server-only";
import ExcelJS from "exceljs";
import { fromMinor } from "@/lib/billing/money";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { pickLocale } from "@/lib/i18n/pick";
import { getTranslator, type Translate } from "@/lib/i18n/translate";
import { csvFile, XLSX_TYPE } from "@/lib/server/spreadsheet";
import type { TReservationFilters } from "./schemas";
import { listHotelChoices, listReservationsForExport, listRoomingReservations, type ReservationRow } from "./queries";

// /platform/manage/hotel's files, built like the order export (lib/orders/manage/export.ts):
//  - the filtered reservation list as CSV or XLSX, one reservation a row, every column of the list;
//  - the rooming list for each hotel's front desk: live reservations only, one XLSX sheet per hotel.
// Amounts are plain decimals beside their currency (numbers in XLSX); times on the conference's clock.

type Conf = { id: number; timeZone: string };
export type SheetFile = { body: Buffer; type: string; ext: "csv" | "xlsx" };

async function xlsx(wb: ExcelJS.Workbook): Promise<SheetFile> {
  return { body: Buffer.from(await wb.xlsx.writeBuffer()), type: XLSX_TYPE, ext: "xlsx" };
}

function addSheet(wb: ExcelJS.Workbook, name: string, header: string[], rows: (string | number)[][], widths: number[]) {
  const ws = wb.addWorksheet(name);
  ws.addRow(header).font = { bold: true };
  ws.views = [{ state: "frozen", ySplit: 1 }];
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((col, i) => (col.width = widths[i] ?? 14));
}

const names = (r: ReservationRow, locale: Locale) => ({
  hotel: pickLocale(locale, r.hotel.nameZh, r.hotel.nameEn),
  room: pickLocale(locale, r.room.typeZh, r.room.typeEn),
});

export async function exportReservations(conf: Conf, q: Partial<TReservationFilters>, format: "csv" | "xlsx", locale: Locale): Promise<SheetFile> {
  const t = await getTranslator(locale);
  const c = (key: string) => t(`hotel.manage.columns.${key}`);
  const rows = await listReservationsForExport(conf.id, q);
  const when = (d: Date | null) => (d ? formatInstantIn(d, conf.timeZone) : "");
  const zone = ` (${conf.timeZone})`;
  const header = [
    c("orderNo"),
    c("email"),
    c("name"),
    c("unit"),
    c("phone"),
    c("hotel"),
    c("roomType"),
    c("rooms"),
    c("checkIn"),
    c("checkOut"),
    c("days"),
    c("specialRequirements"),
    c("totalPayable"),
    c("paid"),
    c("currency"),
    c("payStatus"),
    c("orderStatus"),
    c("createdAt") + zone,
    c("updatedAt") + zone,
    c("cancelledAt") + zone,
  ];
  const cells = (r: ReservationRow): (string | number)[] => {
    const n = names(r, locale);
    const money = (minor: number) => (format === "xlsx" ? Number(fromMinor(minor, r.currency)) : fromMinor(minor, r.currency));
    return [
      r.order?.orderNo ?? "",
      r.bookerEmail,
      r.name,
      r.unit,
      r.phone,
      n.hotel,
      n.room,
      r.roomCount,
      r.checkIn,
      r.checkOut,
      r.days,
      r.specialRequirements,
      money(r.totalPayableMinor),
      money(r.paidMinor),
      r.currency,
      t(`billing.payStatus.${r.payStatus}`),
      r.order ? t(`billing.status.${r.order.transactionStatus}`) : "",
      when(r.createdAt),
      when(r.updatedAt),
      when(r.cancelledAt),
    ];
  };
  if (format === "csv") return csvFile([header, ...rows.map((r) => cells(r).map(String))]);
  const wb = new ExcelJS.Workbook();
  addSheet(wb, "reservations", header, rows.map(cells), [20, 28, 16, 24, 16, 20, 16, 8, 12, 12, 8, 30]);
  return xlsx(wb);
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ], unique within the workbook. */
function sheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(/[:\\/?*[\]]/g, " ")
      .trim()
      .slice(0, 28) || "hotel";
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base} ${i}`;
  taken.add(name.toLowerCase());
  return name;
}

function roomingRow(r: ReservationRow, t: Translate, locale: Locale): (string | number)[] {
  return [
    r.name,
    r.unit,
    r.phone,
    r.bookerEmail,
    names(r, locale).room,
    r.roomCount,
    r.checkIn,
    r.checkOut,
    r.days,
    r.specialRequirements,
    t(`billing.payStatus.${r.payStatus}`),
    r.order?.orderNo ?? "",
  ];
}

/** One sheet per hotel (all of them, or `hotelId`'s), its live reservations by check-in; a hotel without any still gets its sheet. */
export async function roomingList(conf: Conf, locale: Locale, hotelId?: number): Promise<SheetFile> {
  const t = await getTranslator(locale);
  const c = (key: string) => t(`hotel.manage.rooming.${key}`);
  const [hotels, rows] = await Promise.all([listHotelChoices(conf.id, hotelId), listRoomingReservations(conf.id, hotelId)]);
  const header = ["guest", "unit", "phone", "email", "roomType", "rooms", "checkIn", "checkOut", "nights", "specialRequirements", "paid", "orderNo"].map(c);
  const widths = [16, 24, 16, 28, 16, 8, 12, 12, 8, 30, 10, 20];
  const wb = new ExcelJS.Workbook();
  const taken = new Set<string>();
  for (const h of hotels) {
    const mine = rows.filter((r) => r.hotel.id === h.id).map((r) => roomingRow(r, t, locale));
    addSheet(wb, sheetName(pickLocale(locale, h.nameZh, h.nameEn), taken), header, mine, widths);
  }
  if (!hotels.length) addSheet(wb, c("noHotels"), header, [], widths); // a workbook needs a sheet
  return xlsx(wb);
}
