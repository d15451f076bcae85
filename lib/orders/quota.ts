import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { Conflict } from "@/lib/server/errors";
import { singleFlight } from "@/lib/server/single-flight";

// Quotas that money depends on (DESIGN §3): a category's total limit counts the
// quantity held by every holding order of every fee in it or below it. They are taken at the END
// of the order's transaction by one conditional UPDATE per category: the row lock is held from
// that update to the commit only, and an update that would pass the limit matches no row, which
// rolls the whole order back. OrderQuota rows record what each order took, so releasing gives
// back exactly that. Category rows are always locked in id order — by takeQuota for all the
// orders of one transaction at once, and by lockQuotaCategories before a batch releases — so two
// transactions never wait on each other crosswise.

type Tx = Prisma.TransactionClient;
export type QuotaLine = { feeId: number; categoryId: number; quantity: number };

/** category → every category it counts toward (itself and its ancestors). */
async function ancestry(tx: Tx, conferenceId: number): Promise<Map<number, number[]>> {
  const rows = await tx.feeCategory.findMany({ where: { conferenceId }, select: { id: true, parentId: true } });
  const parent = new Map(rows.map((r) => [r.id, r.parentId]));
  const out = new Map<number, number[]>();
  for (const r of rows) {
    const path: number[] = [];
    for (let id: number | null | undefined = r.id; id != null && !path.includes(id); id = parent.get(id)) path.push(id);
    out.set(r.id, path);
  }
  return out;
}

type CategoryCounter = { id: number; parentId: number | null; totalLimit: number | null; usedCount: number; nameZh: string; nameEn: string };

// A rush's orders ask at once; one read of the conference's fees and category counters answers all
// who ask while it runs.
const counterReads = singleFlight<{ feeCategory: Map<number, number>; categories: Map<number, CategoryCounter> }>();

/**
 * A rush's latecomers learn "sold out" from the category counters before the order's transaction
 * and its gate. Only a shortcut: the quota itself is taken by takeQuota's conditional updates, and
 * an order that passes here may still be refused there. Not for a replacement, which gives quota back.
 */
export async function refuseSoldOutEarly(conferenceId: number, lines: { feeId: number; quantity: number }[], locale: string): Promise<void> {
  if (!lines.length) return;
  const { feeCategory, categories } = await counterReads(String(conferenceId), async () => {
    const [fees, cats] = await Promise.all([
      db.fee.findMany({ where: { conferenceId }, select: { id: true, categoryId: true } }),
      db.feeCategory.findMany({ where: { conferenceId }, select: { id: true, parentId: true, totalLimit: true, usedCount: true, nameZh: true, nameEn: true } }),
    ]);
    return { feeCategory: new Map(fees.map((f) => [f.id, f.categoryId])), categories: new Map(cats.map((c) => [c.id, c])) };
  });
  const wanted = new Map<number, number>();
  for (const l of lines) {
    const seen = new Set<number>();
    for (let id = feeCategory.get(l.feeId) ?? null; id !== null && !seen.has(id); id = categories.get(id)?.parentId ?? null) {
      seen.add(id);
      wanted.set(id, (wanted.get(id) ?? 0) + l.quantity);
    }
  }
  for (const [id, q] of wanted) {
    const c = categories.get(id);
    if (c && c.totalLimit !== null && c.usedCount + q > c.totalLimit) {
      throw new Conflict("billing.errors.soldOut", { category: locale === "en" ? c.nameEn || c.nameZh : c.nameZh || c.nameEn });
    }
  }
}

/** Takes the quota of every order written in this transaction, in one pass over the categories in id order. */
export async function takeQuota(tx: Tx, conferenceId: number, orders: { orderId: number; lines: QuotaLine[] }[]): Promise<void> {
  const paths = await ancestry(tx, conferenceId);
  const total = new Map<number, number>();
  for (const o of orders) {
    const perCategory = new Map<number, number>();
    for (const l of o.lines) for (const c of paths.get(l.categoryId) ?? [l.categoryId]) perCategory.set(c, (perCategory.get(c) ?? 0) + l.quantity);
    if (perCategory.size)
      await tx.orderQuota.createMany({ data: [...perCategory].map(([categoryId, quantity]) => ({ orderId: o.orderId, categoryId, quantity })) });
    for (const [c, q] of perCategory) total.set(c, (total.get(c) ?? 0) + q);
  }
  for (const [categoryId, q] of [...total].sort((a, b) => a[0] - b[0])) {
    const n = await tx.$executeRaw`
      UPDATE "FeeCategory" SET "usedCount" = "usedCount" + ${q}, "updatedAt" = now()
      WHERE "id" = ${categoryId} AND ("totalLimit" IS NULL OR "usedCount" + ${q} <= "totalLimit")`;
    if (n !== 1) {
      const c = await tx.feeCategory.findUnique({ where: { id: categoryId }, select: { nameZh: true, nameEn: true } });
      throw new Conflict("billing.errors.soldOut", { category: c ? `${c.nameZh} / ${c.nameEn}` : String(categoryId) });
    }
  }
}

/** Before a batch gives quota back (expiry, voiding): lock every category those orders hold, in id order. */
export async function lockQuotaCategories(tx: Tx, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.$queryRaw`
    SELECT "id" FROM "FeeCategory" WHERE "id" IN (SELECT "categoryId" FROM "OrderQuota" WHERE "orderId" = ANY(${orderIds}::int[]))
    ORDER BY "id" FOR UPDATE`;
}

/** Gives back what the order took (no-op when it holds nothing). Call with the order row locked. */
export async function releaseQuota(tx: Tx, orderId: number): Promise<void> {
  const taken = await tx.orderQuota.findMany({ where: { orderId }, orderBy: { categoryId: "asc" } });
  if (!taken.length) return;
  await tx.orderQuota.deleteMany({ where: { orderId } });
  for (const t of taken) {
    await tx.$executeRaw`UPDATE "FeeCategory" SET "usedCount" = GREATEST(0, "usedCount" - ${t.quantity}), "updatedAt" = now() WHERE "id" = ${t.categoryId}`;
  }
}
