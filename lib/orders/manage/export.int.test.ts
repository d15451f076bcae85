import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { exportOrders } from "./export";

// The order export: the filtered list, one order a row, amounts as plain decimals
// beside their currency, times on the conference's clock, text that cannot run as a formula.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const EXPORT = "/conference/platform/manage/order/export";
let conf = { id: 0, timeZone: "Asia/Shanghai" };
let manager = "";
let participant = "";

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  const c = await db.conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  const alice = await db.user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
  const mallory = await db.user.create({ data: { email: "mallory@example.org", trueName: '=HYPERLINK("http://x")' } });
  const item = (titleZh: string, titleEn: string, quantity: number, unit: number, display: number | null) => ({
    conferenceId: conf.id,
    type: "OPTIONAL" as const,
    titleZh,
    titleEn,
    quantity,
    unitPriceMinor: unit,
    amountMinor: unit * quantity,
    displayUnitPriceMinor: display,
    displayCurrency: display === null ? null : "USD",
  });
  await db.order.create({
    data: {
      orderNo: "F20261122-EXPRT1",
      type: "OPTIONAL",
      conferenceId: conf.id,
      userId: alice.id,
      totalMinor: 128050,
      currency: "CNY",
      displayTotalMinor: 17900,
      displayCurrency: "USD",
      transactionStatus: "PAID",
      payStatus: "PAID",
      paymentMethod: "BANK_REMITTANCE",
      transactionNo: "BANK-0001",
      createdAt: new Date("2026-11-21T17:05:00Z"), // 2026-11-22 01:05 in Beijing
      paidAt: new Date("2026-11-22T16:00:00Z"), // 2026-11-23 00:00
      deadlineAt: new Date("2026-11-24T16:00:00Z"),
      items: { create: [item("晚宴", "Dinner", 2, 40000, 5600), item("会议资料", "Proceedings", 1, 48050, 6700)] },
    },
  });
  await db.order.create({
    data: {
      orderNo: "R20261122-EXPRT2",
      type: "REGISTRATION",
      conferenceId: conf.id,
      userId: mallory.id,
      totalMinor: 100000,
      currency: "CNY",
      createdAt: new Date("2026-11-22T03:00:00Z"),
      items: { create: [{ ...item("注册费", "Registration", 1, 100000, null), type: "REGISTRATION" }] },
    },
  });
  manager = (await createSession((await db.user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id)).token;
  participant = (await createSession(alice.id)).token;
});

const csvLines = (body: Buffer) =>
  body
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");

describe("order export", () => {
  it("writes CSV with the list's columns, decimals beside currencies and conference times", async () => {
    const out = await exportOrders(conf, {}, "csv", "en");
    const lines = csvLines(out.body);
    expect(out.body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(lines[0]).toBe(
      "Order number,Payer,Email,Type,Items,Total,Currency,Display total,Display currency,Transaction status,Pay status,Order status,Method,Transaction number," +
        "Created (Asia/Shanghai),Deadline (Asia/Shanghai),Paid at (Asia/Shanghai)",
    );
    expect(lines.slice(1)).toEqual([
      'F20261122-EXPRT1,Alice Liddell,alice@example.org,Optional fee,"Dinner ×2, Proceedings",1280.50,CNY,179.00,USD,Paid,Paid,Available,Bank transfer,BANK-0001,' +
        "2026-11-22 01:05,2026-11-25 00:00,2026-11-23 00:00",
      // A payer "name" that a spreadsheet would run as a formula stays text.
      `R20261122-EXPRT2,"'=HYPERLINK(""http://x"")",mallory@example.org,Registration fee,Registration,1000.00,CNY,,,Unpaid,Unpaid,Available,,,2026-11-22 11:00,,`,
    ]);
  });

  it("writes XLSX with numbers for amounts, in the reader's language", async () => {
    const out = await exportOrders(conf, { type: "OPTIONAL" }, "xlsx", "zh");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(out.body as unknown as ArrayBuffer);
    const ws = wb.getWorksheet("orders")!;
    expect(ws.rowCount).toBe(2);
    const row = (ws.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(0, 9)).toEqual(["F20261122-EXPRT1", "Alice Liddell", "alice@example.org", "可选费用", "晚宴 ×2、会议资料", 1280.5, "CNY", 179, "USD"]);
    expect(row.slice(9, 13)).toEqual(["已支付", "已支付", "有效", "银行汇款"]);
    expect(ws.getRow(1).getCell(15).value).toBe("创建时间 (Asia/Shanghai)");
  });

  it("is a manager's download through the gateway, filtered like the list", async () => {
    const r = await callGateway("GET", `${EXPORT}?format=csv&status=UNPAID&from=2026-11-22&to=2026-11-22`, { token: manager });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(r.headers.get("content-disposition")).toContain('filename="orders.csv"');
    const lines = csvLines(Buffer.from(await r.arrayBuffer()));
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(["R20261122-EXPRT2"]);
    expect((await callGateway("GET", `${EXPORT}?format=xlsx`, { token: participant })).status).toBe(403);
    expect((await callGateway("GET", `${EXPORT}?format=pdf`, { token: manager })).status).toBe(400);
  });
});
