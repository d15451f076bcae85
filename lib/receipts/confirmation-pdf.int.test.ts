import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { invalidateConferenceCache } from "@/lib/server/tenant";
import { makeAttendees } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withRequest } from "@/tests/support/request-scope";
import { setModule } from "@/lib/modules/service";
import { confirmationResponse } from "./confirmation-response";

// The bilingual PDF payment confirmation: rendered for a paid order of a payer with a
// Chinese name, its text read back with pdftotext (poppler-utils); served to the payer and the
// conference's managers only, as a 404 to everyone else and for unpaid orders.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const db = () => getDb();
const LONG_TITLE = "国际学术会议注册费（含会议资料、茶歇、午餐及欢迎晚宴）早鸟优惠价格适用于二零二六年三月一日前完成支付的参会代表";
let conf: { id: number };
let payer: { id: number };
let paidId = 0;
let unpaidId = 0;
let orderNo = "";

beforeAll(async () => {
  await seedDemo(db());
  invalidateConferenceCache();
  conf = { id: (await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId };
  [payer] = await makeAttendees(conf.id, "pdf-", 1, { fullName: "王小明" });
  const base = { type: "REGISTRATION" as const, conferenceId: conf.id, userId: payer.id, currency: "CNY", displayCurrency: "USD" };
  const paid = await db().order.create({
    data: {
      ...base,
      orderNo: "R20260301-PDF234",
      totalMinor: 1500_00,
      displayTotalMinor: 212_00,
      transactionStatus: "PAID",
      payStatus: "PAID",
      paymentMethod: "BANK_REMITTANCE",
      transactionNo: "BANK-TXN-778899",
      paidAt: new Date("2026-03-01T17:00:00Z"), // 2 March, 01:00 in Shanghai
      items: {
        create: [
          {
            conferenceId: conf.id,
            type: "REGISTRATION",
            titleZh: LONG_TITLE,
            titleEn: "Registration fee (early bird)",
            unitPriceMinor: 1200_00,
            amountMinor: 1200_00,
            displayUnitPriceMinor: 170_00,
            displayCurrency: "USD",
          },
          {
            conferenceId: conf.id,
            type: "OPTIONAL",
            titleZh: "晚宴",
            titleEn: "Conference dinner",
            unitPriceMinor: 150_00,
            quantity: 2,
            amountMinor: 300_00,
            displayUnitPriceMinor: 21_00,
            displayCurrency: "USD",
          },
        ],
      },
    },
  });
  paidId = paid.id;
  orderNo = paid.orderNo;
  unpaidId = (await db().order.create({ data: { ...base, orderNo: "R20260301-PDF567", totalMinor: 100_00 } })).id;
});

async function get(orderId: string | number, email?: string) {
  const headers = new Headers({ host: "demo.localhost" });
  if (email) {
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    headers.set("authorization", `Bearer ${(await createSession(user.id)).token}`);
  }
  const request = new Request(`http://demo.localhost/profile/order/confirmation/${orderId}`, { headers });
  return withRequest(request, () => confirmationResponse(String(orderId)));
}

function pdfText(bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "confirmation-")), "c.pdf");
  writeFileSync(file, bytes);
  if (process.env.KEEP_PDF) writeFileSync(process.env.KEEP_PDF, bytes);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

describe("PDF payment confirmation", () => {
  it("the payer downloads it: Chinese name, order number, amounts in both currencies, method, transaction, date", async () => {
    const payerEmail = (await db().user.findUniqueOrThrow({ where: { id: payer.id } })).email;
    const res = await get(paidId, payerEmail);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="confirmation-${orderNo}\\.pdf"`));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    for (const shown of [
      "付款确认单",
      "Payment Confirmation",
      "王小明",
      payerEmail,
      orderNo,
      "CN¥1,500.00 (CNY)",
      "$212.00 (USD)",
      "CN¥1,200.00",
      "≈ $170.00",
      "银行汇款 / Bank transfer",
      "BANK-TXN-778899",
      "2026-03-02 (Asia/Shanghai)",
      "Registration fee (early bird)",
    ]) {
      expect(text, shown).toContain(shown);
    }
    // The long Chinese title wraps between characters, without a hyphen at the break.
    const flat = text.replace(/\s+/g, "");
    expect(flat).toContain(LONG_TITLE.replace(/\s+/g, ""));
    expect(text).not.toMatch(/[\u4e00-\u9fff]-\n/);
  });

  it("a hotel line carries its nights × rooms × nightly rate in both languages, with English plurals", async () => {
    const line = (roomTypeEn: string, days: number, roomQuantity: number) => ({
      conferenceId: conf.id,
      type: "HOTEL" as const,
      titleZh: `会议酒店 ${roomTypeEn}`,
      titleEn: `Conference Hotel ${roomTypeEn}`,
      days,
      roomQuantity,
      unitPriceMinor: 460_00,
      amountMinor: 460_00 * days * roomQuantity,
    });
    const hotel = await db().order.create({
      data: {
        type: "HOTEL",
        conferenceId: conf.id,
        userId: payer.id,
        currency: "CNY",
        orderNo: "H20260301-PDF890",
        totalMinor: 1840_00,
        transactionStatus: "PAID",
        payStatus: "PAID",
        paymentMethod: "BANK_REMITTANCE",
        paidAt: new Date("2026-03-01T17:00:00Z"),
        items: { create: [line("King", 2, 1), line("Twin", 1, 2)] },
      },
    });
    const payerEmail = (await db().user.findUniqueOrThrow({ where: { id: payer.id } })).email;
    const text = pdfText(new Uint8Array(await (await get(hotel.id, payerEmail)).arrayBuffer()));
    for (const shown of [
      "2 晚 × 1 间 × ¥460.00 = ¥920.00",
      "2 nights × 1 room × CN¥460.00 = CN¥920.00",
      "1 晚 × 2 间 × ¥460.00 = ¥920.00",
      "1 night × 2 rooms × CN¥460.00 = CN¥920.00",
    ]) {
      expect(text, shown).toContain(shown);
    }
  });

  it("a manager of the conference may download it too", async () => {
    expect((await get(paidId, "manager@example.org")).status).toBe(200);
  });

  it("while payments are switched off the payer is sent to the order pages' message; managers still download it", async () => {
    const payerEmail = (await db().user.findUniqueOrThrow({ where: { id: payer.id } })).email;
    await setModule(conf.id, { module: "payment", enabled: false });
    try {
      await expect(get(paidId, payerEmail)).rejects.toMatchObject({ digest: expect.stringContaining("/profile/order/list") });
      expect((await get(paidId, "manager@example.org")).status).toBe(200);
    } finally {
      await setModule(conf.id, { module: "payment", enabled: true });
    }
    expect((await get(paidId, payerEmail)).status).toBe(200);
  });

  it("another attendee, an unpaid order and a malformed id get 404; a visitor is sent to sign in", async () => {
    expect((await get(paidId, "alice@example.org")).status).toBe(404);
    const payerEmail = (await db().user.findUniqueOrThrow({ where: { id: payer.id } })).email;
    expect((await get(unpaidId, payerEmail)).status).toBe(404);
    expect((await get("1e3", payerEmail)).status).toBe(404);
    expect((await get(2_147_483_648, payerEmail)).status).toBe(404);
    await expect(get(paidId)).rejects.toMatchObject({ digest: expect.stringContaining("/conferencelogin?redirect=") });
  });
});
