import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { withoutDemoHotel } from "@/tests/support/hotel";
import { setUpReservations, type AdminFixture } from "@/tests/support/hotel-reservations";
import { useTestDatabase } from "@/tests/integration/test-db";
import { ZReservationListQuery } from "./schemas";
import { occupancyGrid } from "../occupancy";
import { exportReservations, roomingList } from "./export";
import { listReservations } from "./queries";

// /platform/manage/hotel's reads: the reservation list's filters and paging, the
// occupancy grid's figures from the per-night rows, and the files (CSV, XLSX, rooming list) read
// back — on reservations booked through bookRoom, one paid and one cancelled by its booker.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const API = "/conference/platform/manage/hotel";
let conf = { id: 0, timeZone: "Asia/Shanghai" };
let f: AdminFixture;
let manager = "";
let participant = "";

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  const c = await db.conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  await withoutDemoHotel(conf.id);
  f = await setUpReservations(conf, "adm");
  manager = (await createSession((await db.user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id)).token;
  participant = (await createSession(f.people.unpaid.id)).token;
});

const list = (q: Record<string, unknown> = {}) => listReservations(conf.id, ZReservationListQuery.parse(q));
const emails = async (q: Record<string, unknown> = {}) => (await list(q)).rows.map((r) => r.bookerEmail);

describe("the reservation list", () => {
  it("shows every booking newest first with what the booker gave and what the order says", async () => {
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => r.bookerEmail)).toEqual([f.people.gone.email, f.people.twin.email, f.people.unpaid.email, f.people.paid.email]);
    expect(all.rows[3]).toMatchObject({
      bookerEmail: f.people.paid.email,
      name: f.people.paid.trueName,
      unit: "Tsinghua University",
      phone: "13800000001",
      hotel: { nameEn: "Conference Hotel" },
      room: { typeEn: "King room" },
      roomCount: 2,
      checkIn: "2027-05-01",
      checkOut: "2027-05-03",
      days: 2,
      specialRequirements: "Non-smoking, high floor",
      totalPayableMinor: 192_000,
      paidMinor: 192_000,
      currency: "CNY",
      payStatus: "PAID",
      cancelledAt: null,
      order: { id: f.bookings.paid.order.id, orderNo: f.bookings.paid.order.orderNo, transactionStatus: "PAID" },
    });
    expect(all.rows[0]).toMatchObject({ payStatus: "UNPAID", paidMinor: 0, cancelledAt: expect.any(Date), order: { transactionStatus: "CANCELLED" } });
  });

  it("searches email, name, unit, phone and order number, without regard to case", async () => {
    expect(await emails({ search: "TSINGHUA" })).toEqual([f.people.paid.email]);
    expect(await emails({ search: "13900000002" })).toEqual([f.people.unpaid.email]);
    expect(await emails({ search: f.people.twin.email.toUpperCase() })).toEqual([f.people.twin.email]);
    expect(await emails({ search: f.people.gone.trueName })).toEqual([f.people.gone.email]);
    expect(await emails({ search: f.bookings.unpaid.order.orderNo.toLowerCase() })).toEqual([f.people.unpaid.email]);
    expect(await emails({ search: "nobody-like-this" })).toEqual([]);
  });

  it("filters by hotel, room type, pay status, cancelled or not and check-in days", async () => {
    expect(await emails({ hotelId: String(f.hotels.lakeside) })).toEqual([f.people.gone.email]);
    expect(await emails({ roomId: f.rooms.twin })).toEqual([f.people.twin.email]);
    expect(await emails({ payStatus: "PAID" })).toEqual([f.people.paid.email]);
    expect(await emails({ payStatus: "UNPAID", state: "live" })).toEqual([f.people.twin.email, f.people.unpaid.email]);
    expect(await emails({ state: "cancelled" })).toEqual([f.people.gone.email]);
    expect(await emails({ from: "2027-05-02", to: "2027-05-03" })).toEqual([f.people.twin.email, f.people.unpaid.email]);
    expect(await emails({ to: "2027-05-01" })).toEqual([f.people.gone.email, f.people.paid.email]);
    expect(await emails({ hotelId: "", roomId: "", payStatus: "", state: "" })).toHaveLength(4); // the form's "All"
  });

  it("pages through the matches and counts them all", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list({ page, size: 3 })));
    expect(pages.map((p) => [p.total, p.rows.length])).toEqual([
      [4, 3],
      [4, 1],
      [4, 0],
    ]);
    expect(pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual((await list()).rows.map((r) => r.id));
  });

  it("is the manager's gateway call, filtered the same; a participant is refused", async () => {
    const r = await callGateway("GET", `${API}/list?state=live&size=2&page=1`, { token: manager });
    const body = await envelopeOf<{ rows: { bookerEmail: string; checkIn: string }[]; total: number }>(r);
    expect([r.status, body.data.total, body.data.rows.map((x) => x.bookerEmail)]).toEqual([200, 3, [f.people.twin.email, f.people.unpaid.email]]);
    expect(body.data.rows[0].checkIn).toBe("2027-05-03");
    expect((await callGateway("GET", `${API}/list`, { token: participant })).status).toBe(403);
    expect((await callGateway("GET", `${API}/list?payStatus=LATE`, { token: manager })).status).toBe(400);
  });
});

describe("the occupancy grid", () => {
  it("shows booked / total per hotel, room type and night, the cancelled stay given back", async () => {
    const grid = await occupancyGrid(conf.id);
    expect(grid.map((h) => h.nameEn)).toEqual(["Conference Hotel", "Lakeside Hotel"]);
    const [main, lake] = grid;
    expect(main.nights).toEqual(["2027-05-01", "2027-05-02", "2027-05-03", "2027-05-04", "2027-05-05"]);
    const cells = (h: typeof main, i: number) => h.rooms[i].cells.map((c) => `${c.booked}/${c.total}`);
    expect(main.rooms.map((r) => r.typeEn)).toEqual(["King room", "Twin room"]);
    expect(cells(main, 0)).toEqual(["2/5", "3/5", "1/5", "0/5", "0/5"]); // paid 05-01…02 ×2, unpaid 05-02…03 ×1
    expect(cells(main, 1)).toEqual(["0/3", "0/3", "1/3", "1/3", "0/3"]);
    expect(cells(lake, 0)).toEqual(["0/2", "0/2", "0/2", "0/2", "0/2"]); // its only booking was cancelled
    expect((await occupancyGrid(conf.id, f.hotels.lakeside)).map((h) => h.id)).toEqual([f.hotels.lakeside]);
  });

  it("is the manager's gateway call", async () => {
    const r = await callGateway("GET", `${API}/occupancy?hotelId=${f.hotels.conference}`, { token: manager });
    const body = await envelopeOf<{ hotels: { rooms: { cells: { night: string; booked: number; total: number }[] }[] }[] }>(r);
    expect(body.data.hotels[0].rooms[0].cells[1]).toEqual({ night: "2027-05-02", booked: 3, total: 5 });
    expect((await callGateway("GET", `${API}/occupancy`, { token: participant })).status).toBe(403);
  });
});

const csvLines = (body: Buffer) =>
  body
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
async function workbook(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}
const values = (ws: ExcelJS.Worksheet, row: number) => (ws.getRow(row).values as unknown[]).slice(1);

describe("the exports", () => {
  it("writes the filtered list as CSV, every column, text that cannot run as a formula", async () => {
    const out = await exportReservations(conf, { state: "live" }, "csv", "en");
    const lines = csvLines(out.body);
    expect(lines[0]).toBe(
      "Order number,Email,Name,Unit,Phone,Hotel,Room type,Rooms,Check-in,Check-out,Nights,Special requirements,Total payable,Paid,Currency,Pay status," +
        "Order status,Booked (Asia/Shanghai),Updated (Asia/Shanghai),Cancelled (Asia/Shanghai)",
    );
    expect(lines).toHaveLength(4); // the cancelled one is left out
    expect(lines[1]).toMatch(
      new RegExp(
        `^${f.bookings.paid.order.orderNo},${f.people.paid.email},${f.people.paid.trueName},Tsinghua University,13800000001,Conference Hotel,King room,2,` +
          `2027-05-01,2027-05-03,2,"Non-smoking, high floor",1920.00,1920.00,CNY,Paid,Paid,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,.+,$`,
      ),
    );
    expect(lines[3]).toContain(`,2027-05-03,2027-05-05,2,'=cmd|' /C calc'!A0,960.00,0.00,CNY,Unpaid,Unpaid,`);
  });

  it("writes XLSX in the reader's language with numbers for amounts", async () => {
    const wb = await workbook((await exportReservations(conf, { hotelId: f.hotels.lakeside }, "xlsx", "zh")).body);
    const ws = wb.getWorksheet("reservations")!;
    expect(ws.rowCount).toBe(2);
    expect(values(ws, 1).slice(0, 3)).toEqual(["订单号", "邮箱", "姓名"]);
    const row = values(ws, 2);
    expect(row.slice(1, 11)).toEqual([
      f.people.gone.email,
      f.people.gone.trueName,
      "Zhejiang University",
      "13600000004",
      "湖畔酒店",
      "套房",
      1,
      "2027-05-01",
      "2027-05-02",
      1,
    ]);
    expect(row.slice(12, 17)).toEqual([900, 0, "CNY", "未支付", "已取消"]);
    expect(row[19]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/); // cancelled at
  });

  it("writes the rooming list: one sheet per hotel, live reservations by check-in", async () => {
    const wb = await workbook((await roomingList(conf, "en")).body);
    expect(wb.worksheets.map((w) => w.name)).toEqual(["Conference Hotel", "Lakeside Hotel"]);
    const main = wb.getWorksheet("Conference Hotel")!;
    expect(values(main, 1)).toEqual([
      "Guest",
      "Unit",
      "Phone",
      "Email",
      "Room type",
      "Rooms",
      "Check-in",
      "Check-out",
      "Nights",
      "Special requirements",
      "Payment",
      "Order number",
    ]);
    expect([2, 3, 4].map((i) => values(main, i).slice(0, 11))).toEqual([
      [
        f.people.paid.trueName,
        "Tsinghua University",
        "13800000001",
        f.people.paid.email,
        "King room",
        2,
        "2027-05-01",
        "2027-05-03",
        2,
        "Non-smoking, high floor",
        "Paid",
      ],
      [f.people.unpaid.trueName, "Peking University", "13900000002", f.people.unpaid.email, "King room", 1, "2027-05-02", "2027-05-04", 2, "", "Unpaid"],
      [
        f.people.twin.trueName,
        "Fudan University",
        "13700000003",
        f.people.twin.email,
        "Twin room",
        1,
        "2027-05-03",
        "2027-05-05",
        2,
        "=cmd|' /C calc'!A0",
        "Unpaid",
      ],
    ]);
    expect(wb.getWorksheet("Lakeside Hotel")!.rowCount).toBe(1); // its booking was cancelled: the header only
  });

  it("are the manager's downloads through the gateway", async () => {
    const csv = await callGateway("GET", `${API}/export?format=csv&payStatus=PAID`, { token: manager });
    expect([csv.status, csv.headers.get("content-type")]).toEqual([200, "text/csv; charset=utf-8"]);
    expect(csv.headers.get("content-disposition")).toContain('filename="hotel-reservations.csv"');
    expect(
      csvLines(Buffer.from(await csv.arrayBuffer()))
        .slice(1)
        .map((l) => l.split(",")[0]),
    ).toEqual([f.bookings.paid.order.orderNo]);
    const rooming = await callGateway("GET", `${API}/roomingList?hotelId=${f.hotels.lakeside}`, { token: manager });
    expect(rooming.headers.get("content-disposition")).toContain('filename="rooming-list.xlsx"');
    expect((await workbook(Buffer.from(await rooming.arrayBuffer()))).worksheets.map((w) => w.name)).toEqual(["湖畔酒店"]);
    expect((await callGateway("GET", `${API}/export?format=xlsx`, { token: participant })).status).toBe(403);
    expect((await callGateway("GET", `${API}/roomingList`, { token: participant })).status).toBe(403);
  });
});
