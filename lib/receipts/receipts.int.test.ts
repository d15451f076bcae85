import { beforeAll, describe, expect, it, vi } from "vitest";
import ExcelJS from "exceljs";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { invalidateConferenceCache } from "@/lib/server/tenant";
import { dispatch } from "@/lib/gateway/dispatch";
import { envelopeOf } from "@/tests/support/gateway-call";
import { withRequest } from "@/tests/support/request-scope";
import { errorKey, makeAttendees } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { requestReceipt, updateReceipt } from "./service";
import type { TReceiptRequest } from "./schemas";

// What must hold for receipts, against real Postgres: a receipt request is accepted within 90 days of
// payment, refused after 90 days and on a second request (also when two arrive at once), every
// SPEC §5 rule is refused on its own field, and the organisers move the status forward only.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const DAY = 86_400_000;
const db = () => getDb();
let conf: { id: number; timeZone: string };
let managerToken = "";
let seq = 0;

/** A gateway call in English (the locale cookie), as tests/support/gateway-call.ts makes them. */
function callGateway(method: string, path: string, opts: { token?: string; json?: unknown } = {}): Promise<Response> {
  const headers = new Headers({ host: "demo.localhost", origin: "http://demo.localhost", cookie: "locale=en" });
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  if (opts.json !== undefined) headers.set("content-type", "application/json");
  const url = new URL(`http://demo.localhost/api${path}`);
  const request = new Request(url, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
  return withRequest(request, () => dispatch(request, url.pathname.slice(5).split("/").map(decodeURIComponent)));
}

async function paidOrder(userId: number, opts: { paidAt?: Date | null; status?: "PAID" | "SUCCESSFUL" | "UNPAID" | "CANCELLED"; total?: number } = {}) {
  const total = opts.total ?? 1200_00;
  return db().order.create({
    data: {
      orderNo: `R20260301-RC${String(++seq).padStart(4, "0")}`,
      type: "REGISTRATION",
      conferenceId: conf.id,
      userId,
      totalMinor: total,
      currency: "CNY",
      transactionStatus: opts.status ?? "PAID",
      payStatus: opts.status === "UNPAID" ? "UNPAID" : "PAID",
      paymentMethod: "BANK_REMITTANCE",
      transactionNo: `TXN-${seq}`,
      paidAt: opts.paidAt === undefined ? new Date(Date.now() - 10 * DAY) : opts.paidAt,
      items: {
        create: { conferenceId: conf.id, type: "REGISTRATION", titleZh: "注册费", titleEn: "Registration fee", unitPriceMinor: total, amountMinor: total },
      },
    },
  });
}

const input = (orderId: number, over: Partial<TReceiptRequest> = {}): TReceiptRequest => ({
  orderId,
  receiptType: "ordinary",
  content: "会议注册费",
  titleType: "COMPANY",
  titleName: "示例科技有限公司",
  taxpayerNo: "91110108MA01ABCD2X",
  recipientName: "张三",
  phone: "+86 10 6260 0000",
  address: "北京市海淀区中关村南四街 4 号",
  email: "zhang.san@example.org",
  amount: "1.00", // the server takes the order's amount, not this
  paymentDate: "2020-01-01",
  attendeeNames: "张三",
  comment: "",
  ...over,
});

beforeAll(async () => {
  await seedDemo(db());
  invalidateConferenceCache();
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  const manager = await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
  managerToken = (await createSession(manager.id)).token;
});

describe("requesting a receipt (SPEC §5, §9)", () => {
  it("is accepted within 90 days: one UNBILLED row with the order's amount and payment day", async () => {
    const [p] = await makeAttendees(conf.id, "rc-ok-", 1);
    const paidAt = new Date("2026-03-01T16:30:00Z"); // 00:30 on 2 March in Asia/Shanghai
    const order = await paidOrder(p.id, { paidAt, total: 1500_00 });
    const r = await requestReceipt(conf, p.id, input(order.id), new Date(paidAt.getTime() + 90 * DAY));
    expect(r).toMatchObject({ status: "UNBILLED", amountMinor: 1500_00, currency: "CNY", titleType: "COMPANY", taxpayerNo: "91110108MA01ABCD2X" });
    expect(r.paymentDate.toISOString().slice(0, 10)).toBe("2026-03-02");
  });

  it("is refused after 90 days, for an unpaid order, and for someone else's order", async () => {
    const [p, other] = await makeAttendees(conf.id, "rc-late-", 2);
    const paidAt = new Date("2026-03-01T08:00:00Z");
    const order = await paidOrder(p.id, { paidAt });
    await expect(requestReceipt(conf, p.id, input(order.id), new Date(paidAt.getTime() + 91 * DAY))).rejects.toMatchObject({
      status: 409,
      key: "receipts.errors.tooLate",
    });
    const unpaid = await paidOrder(p.id, { status: "UNPAID", paidAt: null });
    await expect(requestReceipt(conf, p.id, input(unpaid.id))).rejects.toMatchObject({ status: 409, key: "receipts.errors.notPaid" });
    await expect(requestReceipt(conf, other.id, input(order.id), paidAt)).rejects.toMatchObject({ status: 404 });
    expect(await db().receipt.count({ where: { orderId: { in: [order.id, unpaid.id] } } })).toBe(0);
  });

  it("is refused on a second request (no reissue), with its message", async () => {
    const [p] = await makeAttendees(conf.id, "rc-twice-", 1);
    const order = await paidOrder(p.id);
    await requestReceipt(conf, p.id, input(order.id));
    await expect(requestReceipt(conf, p.id, input(order.id, { titleType: "PERSONAL", titleName: "张三" }))).rejects.toMatchObject({
      status: 409,
      key: "receipts.errors.exists",
    });
    expect(await db().receipt.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("two requests at once: exactly one row, the other gets the 'exists' message", async () => {
    const [p] = await makeAttendees(conf.id, "rc-race-", 1);
    const order = await paidOrder(p.id);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => requestReceipt(conf, p.id, input(order.id))));
    expect(results.map(errorKey).sort()).toEqual(["ok", ...Array(5).fill("receipts.errors.exists")].sort());
    expect(await db().receipt.count({ where: { orderId: order.id } })).toBe(1);
  });
});

describe("through the gateway", () => {
  const post = (token: string, body: unknown) => callGateway("POST", "/conference/receipt/request", { token, json: body });

  it("every §5 rule is refused with its message on its field", async () => {
    const [p] = await makeAttendees(conf.id, "rc-rules-", 1);
    const token = (await createSession(p.id)).token;
    const order = await paidOrder(p.id);
    const cases: [Partial<Record<keyof TReceiptRequest, unknown>>, string, string][] = [
      [{ receiptType: "" }, "receiptType", "Choose the receipt type"],
      [{ content: "  " }, "content", "Enter the content of the receipt"],
      [{ titleType: "" }, "titleType", "Choose personal or company"],
      [{ titleName: "" }, "titleName", "Enter the company name for the receipt"],
      [{ titleType: "PERSONAL", titleName: "" }, "titleName", "Enter the personal name for the receipt"],
      [{ taxpayerNo: "" }, "taxpayerNo", "Enter the company's taxpayer number"],
      [{ taxpayerNo: "12" }, "taxpayerNo", "Enter a valid taxpayer number (6–30 letters and digits)"],
      [{ recipientName: "" }, "recipientName", "Enter the recipient's name"],
      [{ phone: "" }, "phone", "Enter a phone number"],
      [{ phone: "call me" }, "phone", "Enter a valid phone number (6–15 digits, + and the country code for international numbers)"],
      [{ phone: "+1 234" }, "phone", "Enter a valid phone number (6–15 digits, + and the country code for international numbers)"],
      [{ address: "" }, "address", "Enter the mailing address"],
      [{ email: "" }, "email", "Enter an email address"],
      [{ email: "zhang.example.org" }, "email", "Please enter a valid email"],
      [{ amount: "" }, "amount", "The amount is missing"],
      [{ paymentDate: "" }, "paymentDate", "The payment date is missing"],
      [{ attendeeNames: "" }, "attendeeNames", "Enter the attendee names"],
    ];
    for (const [over, field, message] of cases) {
      const res = await post(token, { ...input(order.id), ...over });
      const env = await envelopeOf<{ fieldErrors: Record<string, string> }>(res);
      expect([res.status, env.data.fieldErrors?.[field]], JSON.stringify(over)).toEqual([400, message]);
    }
    // A personal title needs no taxpayer number; international numbers pass.
    for (const phone of ["+44 20 7946 0958", "(010) 6260-0000", "+1-202-555-0143"]) {
      const res = await post(token, { ...input(order.id), phone, titleType: "PERSONAL", titleName: "张三", taxpayerNo: "" });
      if (res.status === 200) break; // the first one creates the receipt
      throw new Error(`${phone}: ${res.status} ${JSON.stringify(await res.json())}`);
    }
    expect(await db().receipt.findUnique({ where: { orderId: order.id } })).toMatchObject({ titleType: "PERSONAL", taxpayerNo: "" });
  });

  it("the payer sees the state; a second request and one after 90 days answer 409 with the message", async () => {
    const [p] = await makeAttendees(conf.id, "rc-gw-", 1);
    const token = (await createSession(p.id)).token;
    const fresh = await paidOrder(p.id);
    const old = await paidOrder(p.id, { paidAt: new Date(Date.now() - 91 * DAY) });
    const state = await envelopeOf<{ eligibility: string; defaults: { amount: string } }>(
      await callGateway("GET", `/conference/receipt/order/${fresh.id}`, { token }),
    );
    expect(state.data).toMatchObject({ eligibility: "ok", defaults: { amount: "1200.00" } });
    expect((await post(token, input(fresh.id))).status).toBe(200);
    const again = await post(token, input(fresh.id));
    expect([again.status, (await envelopeOf(again)).message]).toEqual([409, "A receipt has already been requested for this order; receipts are not reissued."]);
    const late = await post(token, input(old.id));
    expect([late.status, (await envelopeOf(late)).message]).toEqual([
      409,
      "Receipts can be requested only within 90 days after the order was paid; this order's period has ended.",
    ]);
    const after = await envelopeOf<{ eligibility: string; receipt: { status: string } }>(
      await callGateway("GET", `/conference/receipt/order/${fresh.id}`, { token }),
    );
    expect(after.data).toMatchObject({ eligibility: "exists", receipt: { status: "UNBILLED" } });
    // someone else's order is not there for them
    const [stranger] = await makeAttendees(conf.id, "rc-gw-x-", 1);
    expect((await callGateway("GET", `/conference/receipt/order/${fresh.id}`, { token: (await createSession(stranger.id)).token })).status).toBe(404);
  });
});

describe("the organisers' handling", () => {
  it("status moves unbilled → to be invoiced → invoiced one step at a time; invoiced needs the bill number; never backwards", async () => {
    const [p] = await makeAttendees(conf.id, "rc-flow-", 1);
    const order = await paidOrder(p.id);
    const r = await requestReceipt(conf, p.id, input(order.id));
    const update = (body: unknown) => callGateway("POST", "/conference/platform/manage/receipt/update", { token: managerToken, json: body });

    const noBill = await update({ id: r.id, status: "INVOICED", expressNo: "", billNo: "" });
    expect([noBill.status, (await envelopeOf<{ fieldErrors: Record<string, string> }>(noBill)).data.fieldErrors]).toEqual([
      400,
      { billNo: "Enter the bill number before marking the receipt invoiced" },
    ]);
    // no skipping "to be invoiced", even with a bill number (the help text says so)
    const jump = await update({ id: r.id, status: "INVOICED", expressNo: "", billNo: "No.1" });
    expect([jump.status, (await envelopeOf(jump)).message]).toEqual([
      409,
      "The status moves one step at a time, forward only (unbilled → to be invoiced → invoiced). Reload to see the current state.",
    ]);
    expect((await update({ id: r.id, status: "TO_BE_INVOICED", expressNo: "", billNo: "" })).status).toBe(200);
    const done = await update({ id: r.id, status: "INVOICED", expressNo: "SF1234567890", billNo: "No.04412345" });
    expect((await envelopeOf(done)).data).toMatchObject({ status: "INVOICED", expressNo: "SF1234567890", billNo: "No.04412345", orderNo: order.orderNo });
    const back = await update({ id: r.id, status: "UNBILLED", expressNo: "", billNo: "" });
    expect([back.status, (await envelopeOf(back)).message]).toEqual([
      409,
      "The status moves one step at a time, forward only (unbilled → to be invoiced → invoiced). Reload to see the current state.",
    ]);
    // A participant may not call it; the payer sees the numbers.
    const token = (await createSession(p.id)).token;
    expect(
      (await callGateway("POST", "/conference/platform/manage/receipt/update", { token, json: { id: r.id, status: "INVOICED", billNo: "X" } })).status,
    ).toBe(403);
    const seen = await envelopeOf<{ receipt: { status: string; billNo: string; expressNo: string } }>(
      await callGateway("GET", `/conference/receipt/order/${order.id}`, { token }),
    );
    expect(seen.data.receipt).toMatchObject({ status: "INVOICED", billNo: "No.04412345", expressNo: "SF1234567890" });
    await expect(
      updateReceipt({ id: conf.id + 999, timeZone: conf.timeZone }, { id: r.id, status: "INVOICED", expressNo: "", billNo: "1" }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("lists with filters and exports CSV (formula-escaped) and XLSX", async () => {
    const [a, b] = await makeAttendees(conf.id, "rc-list-", 2);
    const oa = await paidOrder(a.id);
    const ob = await paidOrder(b.id);
    await requestReceipt(conf, a.id, input(oa.id, { titleName: '=HYPERLINK("http://evil")', taxpayerNo: "TAXLIST000001" }));
    await requestReceipt(conf, b.id, input(ob.id, { titleType: "PERSONAL", titleName: "李四 Lisi", taxpayerNo: "" }));
    const list = async (q: string) =>
      (
        await envelopeOf<{ rows: { orderNo: string }[]; total: number }>(
          await callGateway("GET", `/conference/platform/manage/receipt/list?${q}`, { token: managerToken }),
        )
      ).data;
    expect((await list(`search=${ob.orderNo}`)).rows.map((r) => r.orderNo)).toEqual([ob.orderNo]);
    expect((await list("search=TAXLIST")).rows.map((r) => r.orderNo)).toEqual([oa.orderNo]);
    expect((await list(`search=${encodeURIComponent("李四")}&titleType=PERSONAL`)).total).toBe(1);
    expect((await list("search=rc-none&titleType=COMPANY")).total).toBe(0);
    // created today in Shanghai: inside today's range, outside yesterday's
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: conf.timeZone }).format(new Date());
    const yesterday = new Intl.DateTimeFormat("en-CA", { timeZone: conf.timeZone }).format(new Date(Date.now() - DAY));
    expect((await list(`search=TAXLIST&from=${today}&to=${today}`)).total).toBe(1);
    expect((await list(`search=TAXLIST&to=${yesterday}`)).total).toBe(0);

    const csv = await callGateway("GET", "/conference/platform/manage/receipt/export?format=csv&search=TAXLIST", { token: managerToken });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain(oa.orderNo);
    expect(text).not.toContain(ob.orderNo);
    const xlsx = await callGateway("GET", "/conference/platform/manage/receipt/export?format=xlsx&titleType=PERSONAL&search=Lisi", { token: managerToken });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const values = wb.worksheets[0].getSheetValues().flat().map(String);
    expect(values).toContain(ob.orderNo);
    expect(values).toContain("李四 Lisi");
    expect((await callGateway("GET", "/conference/platform/manage/receipt/list", { token: (await createSession(a.id)).token })).status).toBe(403);
  });
});

describe("who hears of a receipt", () => {
  it("a request notifies this conference's managers only; each step notifies the payer", async () => {
    const [p] = await makeAttendees(conf.id, "rc-note-", 1);
    // a manager of another conference only: must not hear of this one
    const other = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "en.localhost" } });
    const [elsewhere] = await makeAttendees(other.conferenceId, "rc-note-x-", 1);
    await db().conferenceUser.create({ data: { conferenceId: other.conferenceId, userId: elsewhere.id, role: "MANAGER" } });
    const manager = await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
    const order = await paidOrder(p.id);
    const r = await requestReceipt(conf, p.id, input(order.id));
    const alerts = await db().notice.findMany({ where: { kind: "PAYMENT_ALERT", params: { path: ["orderNo"], equals: order.orderNo } } });
    expect(alerts.map((n) => [n.userId, n.conferenceId, n.href, (n.params as { event: string }).event])).toEqual([
      [manager.id, conf.id, "/platform/manage/receipt", "receiptRequested"],
    ]);

    const payerNotices = () => db().notice.findMany({ where: { userId: p.id, kind: "RECEIPT_STATUS" }, orderBy: { id: "asc" } });
    await updateReceipt(conf, { id: r.id, status: "UNBILLED", expressNo: "SF1", billNo: "" }); // numbers only: no step, no notice
    expect(await payerNotices()).toEqual([]);
    await updateReceipt(conf, { id: r.id, status: "TO_BE_INVOICED", expressNo: "SF1", billNo: "" });
    await updateReceipt(conf, { id: r.id, status: "INVOICED", expressNo: "SF1", billNo: "No.7" });
    expect((await payerNotices()).map((n) => n.params)).toEqual([
      { orderNo: order.orderNo, status: "TO_BE_INVOICED" },
      { orderNo: order.orderNo, status: "INVOICED" },
    ]);
  });
});
