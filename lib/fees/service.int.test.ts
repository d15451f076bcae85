import { beforeAll, describe, expect, it } from "vitest";
import type { TransactionStatus } from "@/lib/generated/prisma/enums";
import { createFeeOrders } from "@/lib/orders/create";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { seedDemoFees } from "@/prisma/seed/demo-fees";
import { useTestDatabase } from "@/tests/integration/test-db";
import { getFeeConfig, getThirdWorld } from "./queries";
import { feeInputSchema, ZFeeInput, type TFeeForm } from "./schemas";
import { createCategory, createFee, deleteCategory, deleteFee, saveThirdWorld, unpaidOrdersWithFee, updateCategory, updateFee } from "./service";
import { DEFAULT_THIRD_WORLD } from "./third-world";
import { refusal } from "@/tests/support/refusal";

// SPEC §3 fees, §4 "changing a price voids corresponding orders", §5 "Registration fee" and
// 'Has children, delete failed', on a real database: every rule is refused with its message on its
// field, and a price change voids exactly the unpaid orders that contain the fee.
useTestDatabase();
const db = () => getDb();
let demo = 0;
let other = 0;
let managerId = 0;
let aliceId = 0;
let bobId = 0;

const category = { nameZh: "注册费", nameEn: "Registration", parentId: null, totalLimit: null, order: 0 };
const feeForm = (categoryId: number | null, over: Partial<TFeeForm> = {}): TFeeForm => ({
  kind: "REGISTRATION",
  titleZh: "普通注册",
  titleEn: "Regular registration",
  descriptionZh: "含资料",
  descriptionEn: "Materials included",
  categoryId,
  price: "1500.00",
  currency: "CNY",
  displayCurrency: "USD",
  displayPrice: "210",
  openDate: "2026-01-01",
  deadline: "2026-12-31",
  open: true,
  userScope: "EVERYONE",
  languageScope: "ALL",
  invitationCode: "",
  perAccountMax: 1,
  codePrefix: "REG-",
  ...over,
});
const parse = (v: TFeeForm) => ZFeeInput.parse(v);
const fieldsOf = (v: TFeeForm, limit?: number | null) => {
  const r = feeInputSchema(() => limit).safeParse(v);
  return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
};

let orderSeq = 0;
/** An order holding `feeId`, written directly: the state a price change meets. */
async function orderWith(userId: number, feeId: number, transactionStatus: TransactionStatus) {
  const fee = await db().fee.findUniqueOrThrow({ where: { id: feeId } });
  return db().order.create({
    data: {
      orderNo: `T${Date.now()}${++orderSeq}`,
      type: fee.kind,
      conferenceId: fee.conferenceId,
      userId,
      totalMinor: fee.priceMinor,
      currency: fee.currency,
      transactionStatus,
      payStatus: transactionStatus === "PAID" ? "PAID" : "UNPAID",
      items: {
        create: {
          conferenceId: fee.conferenceId,
          type: fee.kind,
          feeId,
          titleZh: fee.titleZh,
          titleEn: fee.titleEn,
          unitPriceMinor: fee.priceMinor,
          amountMinor: fee.priceMinor,
        },
      },
    },
  });
}

beforeAll(async () => {
  await seedDemo(db());
  const host = (h: string) => db().conferenceDomain.findUniqueOrThrow({ where: { host: h } });
  demo = (await host("demo.localhost")).conferenceId;
  other = (await host("en.localhost")).conferenceId;
  const user = (email: string) => db().user.findUniqueOrThrow({ where: { email } });
  managerId = (await user("manager@example.org")).id;
  aliceId = (await user("alice@example.org")).id;
  bobId = (await user("bob@example.org")).id;
});

describe("the demo fees", () => {
  it("are seeded once, with dates relative to now in the conference's time zone", async () => {
    // 2026-03-01 02:00 in Shanghai is still 28 February in UTC: the dates follow Shanghai.
    const now = new Date("2026-02-28T18:00:00Z");
    await db().fee.deleteMany({ where: { conferenceId: demo } });
    await db().feeCategory.deleteMany({ where: { conferenceId: demo } });
    await seedDemoFees(db(), demo, now);
    await seedDemoFees(db(), demo, now);
    const cats = await db().feeCategory.findMany({ where: { conferenceId: demo }, orderBy: { order: "asc" } });
    expect(cats.map((c) => [c.nameZh, c.nameEn, c.totalLimit])).toEqual([
      ["注册费", "Registration fees", 300],
      ["可选费用", "Optional fees", null],
    ]);
    const fees = await db().fee.findMany({ where: { conferenceId: demo }, orderBy: { id: "asc" } });
    expect(
      fees.map((f) => [f.kind, f.titleEn, f.priceMinor, f.currency, f.displayPriceMinor, f.displayCurrency, f.invitationCode, f.perAccountMax, f.codePrefix]),
    ).toEqual([
      ["REGISTRATION", "Early-bird registration", 120000, "CNY", 17000, "USD", null, 1, "DEMO-"],
      ["REGISTRATION", "Student registration", 60000, "CNY", 8500, "USD", "STUDENT2027", 1, "DEMO-S-"],
      ["OPTIONAL", "Conference dinner", 30000, "CNY", 4200, "USD", null, 2, ""],
    ]);
    for (const f of fees) {
      expect([f.openDate?.toISOString().slice(0, 10), f.deadline?.toISOString().slice(0, 10), f.open]).toEqual(["2026-01-30", "2026-08-28", true]);
    }
  });
});

describe("SPEC §5 'Registration fee': each rule refused with its message on its field", () => {
  it("open date before deadline, price positive, titles and descriptions in both languages, category required", () => {
    expect(fieldsOf(feeForm(1, { openDate: "2026-05-01", deadline: "2026-05-01" }))).toEqual({ deadline: "fees.deadlineNotAfterOpen" });
    expect(fieldsOf(feeForm(1, { openDate: "2026-06-01", deadline: "2026-05-01" }))).toEqual({ deadline: "fees.deadlineNotAfterOpen" });
    expect(fieldsOf(feeForm(1, { price: "0" }))).toEqual({ price: "fees.pricePositive" });
    expect(fieldsOf(feeForm(1, { price: "0.00" }))).toEqual({ price: "fees.pricePositive" });
    expect(fieldsOf(feeForm(1, { price: "-5" }))).toEqual({ price: "fees.pricePositive" });
    expect(fieldsOf(feeForm(1, { displayPrice: "-1" }))).toEqual({ displayPrice: "fees.pricePositive" });
    expect(fieldsOf(feeForm(1, { price: "12.345" }))).toEqual({ price: "fees.amountInvalid?digits=2" });
    expect(fieldsOf(feeForm(1, { price: "" }))).toEqual({ price: "validation.required" });
    expect(fieldsOf(feeForm(1, { titleZh: " ", titleEn: "", descriptionZh: "", descriptionEn: "  " }))).toEqual({
      titleZh: "validation.required",
      titleEn: "validation.required",
      descriptionZh: "validation.required",
      descriptionEn: "validation.required",
    });
    expect(fieldsOf(feeForm(null))).toEqual({ categoryId: "fees.categoryRequired" });
    expect(fieldsOf(feeForm(1, { displayPrice: "" }))).toEqual({ displayPrice: "fees.displayPairRequired" });
    expect(fieldsOf(feeForm(1, { displayCurrency: "", displayPrice: "5" }))).toEqual({ displayCurrency: "fees.displayPairRequired" });
    expect(fieldsOf(feeForm(1, { perAccountMax: 0 }))).toEqual({ perAccountMax: "validation.tooSmall?min=1" });
    // All at once: one failing field does not hide the others' messages.
    expect(Object.keys(fieldsOf(feeForm(null, { titleEn: "", price: "0", deadline: "2025-01-01" }))).sort()).toEqual([
      "categoryId",
      "deadline",
      "price",
      "titleEn",
    ]);
    expect(fieldsOf(feeForm(1))).toEqual({});
  });

  it("per-category total ≥ per-account maximum: in the browser when the limit is known, always on the server", async () => {
    expect(fieldsOf(feeForm(1, { perAccountMax: 3 }), 2)).toEqual({ perAccountMax: "fees.perAccountAboveLimit?limit=2" });
    expect(fieldsOf(feeForm(1, { perAccountMax: 2 }), 2)).toEqual({});
    const small = await createCategory(demo, { ...category, nameZh: "小类", nameEn: "Small", totalLimit: 2 });
    expect(await refusal(createFee(demo, parse(feeForm(small.id, { perAccountMax: 3 }))))).toMatchObject({
      status: 400,
      fieldErrors: { perAccountMax: "fees.perAccountAboveLimit?limit=2" },
    });
    // A parent's limit counts too (quota is taken along the whole path).
    const child = await createCategory(demo, { ...category, nameZh: "子类", nameEn: "Child", parentId: small.id });
    expect((await refusal(createFee(demo, parse(feeForm(child.id, { perAccountMax: 3 }))))).fieldErrors).toEqual({
      perAccountMax: "fees.perAccountAboveLimit?limit=2",
    });
    const fee = await createFee(demo, parse(feeForm(child.id, { perAccountMax: 2 })));
    // …and lowering the limit below a fee's per-account maximum is refused on totalLimit.
    expect((await refusal(updateCategory(demo, { ...category, id: small.id, nameZh: "小类", nameEn: "Small", totalLimit: 1 }))).fieldErrors).toEqual({
      totalLimit: "fees.limitBelowPerAccount?max=2",
    });
    await deleteFee(demo, fee.id);
    await deleteCategory(demo, child.id);
    await deleteCategory(demo, small.id);
  });

  it("refuses a category of another conference as not found on the field, and another conference's fee as 404", async () => {
    const theirs = await createCategory(other, { ...category });
    expect((await refusal(createFee(demo, parse(feeForm(theirs.id))))).fieldErrors).toEqual({ categoryId: "fees.categoryNotFound" });
    const theirFee = await createFee(other, parse(feeForm(theirs.id)));
    expect((await refusal(updateFee(demo, { ...parse(feeForm(theirs.id)), id: theirFee.id, voidCount: null }, managerId))).status).toBe(404);
    expect((await refusal(deleteFee(demo, theirFee.id))).status).toBe(404);
    expect((await refusal(deleteCategory(demo, theirs.id))).status).toBe(404);
    expect(await db().fee.count({ where: { id: theirFee.id } })).toBe(1);
  });
});

describe("deleting categories and fees", () => {
  it("refuses a category with children ('Has children, delete failed') and one with fees", async () => {
    const parent = await createCategory(demo, { ...category, nameZh: "父类", nameEn: "Parent" });
    const child = await createCategory(demo, { ...category, nameZh: "子类", nameEn: "Child", parentId: parent.id });
    expect(await refusal(deleteCategory(demo, parent.id))).toMatchObject({ status: 409, key: "fees.hasChildren" });
    const fee = await createFee(demo, parse(feeForm(child.id)));
    expect(await refusal(deleteCategory(demo, child.id))).toMatchObject({ status: 409, key: "fees.categoryInUse" });
    // A category cannot move under its own child.
    expect((await refusal(updateCategory(demo, { ...category, id: parent.id, parentId: child.id }))).fieldErrors).toEqual({
      parentId: "fees.parentIsDescendant",
    });
    await deleteFee(demo, fee.id);
    await deleteCategory(demo, child.id);
    await deleteCategory(demo, parent.id);
    expect(await db().feeCategory.count({ where: { id: { in: [parent.id, child.id] } } })).toBe(0);
  });

  it("refuses a fee that orders still hold, and deletes it once they ended", async () => {
    const cat = await createCategory(demo, { ...category, nameZh: "删除", nameEn: "Delete" });
    const fee = await createFee(demo, parse(feeForm(cat.id)));
    const order = await orderWith(bobId, fee.id, "WAITING_CONFIRMATION");
    expect(await refusal(deleteFee(demo, fee.id))).toMatchObject({ status: 409, key: "fees.feeInUse" });
    await db().order.update({ where: { id: order.id }, data: { transactionStatus: "EXPIRED", available: false } });
    await deleteFee(demo, fee.id);
    // The ended order keeps its line item, a snapshot of what was bought.
    expect(await db().orderItem.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ feeId: null, titleEn: "Regular registration" });
  });
});

describe("a price or currency change (SPEC §4)", () => {
  it("voids exactly the unpaid orders containing the fee, after confirming their number; a paid order is untouched", async () => {
    const cats = await getFeeConfig(demo);
    const registration = cats.categories.find((c) => c.nameEn === "Registration fees")!;
    const earlyBird = cats.fees.find((f) => f.titleEn === "Early-bird registration")!;
    const student = cats.fees.find((f) => f.titleEn === "Student registration")!;
    // alice through the real order path (quota taken), the others written directly.
    const conf = await db().conference.findUniqueOrThrow({ where: { id: demo } });
    const inWindow = new Date("2026-03-01T04:00:00Z"); // the demo fees above were seeded for that day
    const [viaPage] = await createFeeOrders(
      conf,
      { userId: aliceId, locale: "en" },
      { registrationFeeId: earlyBird.id, optional: [], invitationCode: "" },
      inWindow,
    );
    const failed = await orderWith(bobId, earlyBird.id, "PAYMENT_FAILED");
    const paid = await orderWith(bobId, earlyBird.id, "PAID");
    const waiting = await orderWith(managerId, earlyBird.id, "WAITING_CONFIRMATION");
    const otherFee = await orderWith(managerId, student.id, "UNPAID");
    const usedBefore = (await db().feeCategory.findUniqueOrThrow({ where: { id: registration.id } })).usedCount;

    const form = feeForm(registration.id, {
      titleZh: earlyBird.titleZh,
      titleEn: earlyBird.titleEn,
      price: "1300",
      openDate: earlyBird.openDate!,
      deadline: earlyBird.deadline!,
      codePrefix: "DEMO-",
    });
    expect(await unpaidOrdersWithFee(demo, earlyBird.id)).toEqual({ count: 2 });
    // Not confirmed (or confirmed for another number): nothing changes, the number is asked.
    expect(await updateFee(demo, { ...parse(form), id: earlyBird.id, voidCount: null }, managerId)).toEqual({ status: "confirm", count: 2 });
    expect(await updateFee(demo, { ...parse(form), id: earlyBird.id, voidCount: 1 }, managerId)).toEqual({ status: "confirm", count: 2 });
    expect((await db().fee.findUniqueOrThrow({ where: { id: earlyBird.id } })).priceMinor).toBe(120000);

    expect(await updateFee(demo, { ...parse(form), id: earlyBird.id, voidCount: 2 }, managerId)).toEqual({ status: "saved", id: earlyBird.id, voided: 2 });
    const status = async (id: number) =>
      db().order.findUniqueOrThrow({ where: { id }, select: { transactionStatus: true, available: true, voidReason: true } });
    expect(await status(viaPage.id)).toEqual({ transactionStatus: "CANCELLED", available: false, voidReason: "priceChanged" });
    expect(await status(failed.id)).toEqual({ transactionStatus: "CANCELLED", available: false, voidReason: "priceChanged" });
    expect(await status(paid.id)).toEqual({ transactionStatus: "PAID", available: true, voidReason: "" });
    expect(await status(waiting.id)).toEqual({ transactionStatus: "WAITING_CONFIRMATION", available: true, voidReason: "" });
    expect(await status(otherFee.id)).toEqual({ transactionStatus: "UNPAID", available: true, voidReason: "" });
    expect((await db().fee.findUniqueOrThrow({ where: { id: earlyBird.id } })).priceMinor).toBe(130000);
    // alice's quota came back; the history says who voided it.
    expect((await db().feeCategory.findUniqueOrThrow({ where: { id: registration.id } })).usedCount).toBe(usedBefore - 1);
    expect(await db().orderTransition.findFirst({ where: { orderId: viaPage.id, toStatus: "CANCELLED" } })).toMatchObject({
      actorUserId: managerId,
      fromStatus: "UNPAID",
    });

    // A currency change asks again when unpaid orders contain the fee; other edits never ask.
    await orderWith(bobId, earlyBird.id, "UNPAID");
    expect(await updateFee(demo, { ...parse({ ...form, currency: "USD" }), id: earlyBird.id, voidCount: null }, managerId)).toEqual({
      status: "confirm",
      count: 1,
    });
    expect(await updateFee(demo, { ...parse({ ...form, titleEn: "Early bird" }), id: earlyBird.id, voidCount: null }, managerId)).toMatchObject({
      status: "saved",
      voided: 0,
    });
  });
});

describe("the third-world country list", () => {
  it("starts from the default, saves the organiser's list and resets to the default", async () => {
    expect(await getThirdWorld(demo)).toEqual({ countries: [...DEFAULT_THIRD_WORLD], isDefault: true });
    await saveThirdWorld(demo, ["NP", "AF", "NP"]);
    expect(await getThirdWorld(demo)).toEqual({ countries: ["AF", "NP"], isDefault: false });
    await saveThirdWorld(demo, null);
    expect(await getThirdWorld(demo)).toEqual({ countries: [...DEFAULT_THIRD_WORLD], isDefault: true });
  });
});
