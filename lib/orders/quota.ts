import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Conflict } from "@/lib/server/errors";

// Quotas that money depends on (DESIGN §3, issue 11): a category's total limit counts the
// quantity held by every holding order of every fee in it or below it. They are taken at the END
// of the order's transaction by one conditional UPDATE per category (ordered by id, so two orders
// never wait on each other crosswise): the row lock is held from that update to the commit only,
// and an update that would pass the limit matches no row, which rolls the whole order back.
// OrderQuota rows record what each order took, so releasing gives back exactly that.

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

export async function takeQuota(tx: Tx, conferenceId: number, orderId: number, lines: QuotaLine[]): Promise<void> {
  const paths = await ancestry(tx, conferenceId);
  const perCategory = new Map<number, number>();
  for (const l of lines) for (const c of paths.get(l.categoryId) ?? [l.categoryId]) perCategory.set(c, (perCategory.get(c) ?? 0) + l.quantity);
  const perFee = new Map<number, number>();
  for (const l of lines) perFee.set(l.feeId, (perFee.get(l.feeId) ?? 0) + l.quantity);
  if (!perCategory.size) return;

  await tx.orderQuota.createMany({ data: [...perCategory].map(([categoryId, quantity]) => ({ orderId, categoryId, quantity })) });
  for (const [categoryId, q] of [...perCategory].sort((a, b) => a[0] - b[0])) {
    const n = await tx.$executeRaw`
      UPDATE "FeeCategory" SET "usedCount" = "usedCount" + ${q}, "updatedAt" = now()
      WHERE "id" = ${categoryId} AND ("totalLimit" IS NULL OR "usedCount" + ${q} <= "totalLimit")`;
    if (n !== 1) {
      const c = await tx.feeCategory.findUnique({ where: { id: categoryId }, select: { nameZh: true, nameEn: true } });
      throw new Conflict("billing.errors.soldOut", { category: c ? `${c.nameZh} / ${c.nameEn}` : String(categoryId) });
    }
  }
  // Fee.usedCount is shown to organisers; it has no limit of its own, so it is only counted.
  for (const [feeId, q] of [...perFee].sort((a, b) => a[0] - b[0])) {
    await tx.$executeRaw`UPDATE "Fee" SET "usedCount" = "usedCount" + ${q} WHERE "id" = ${feeId}`;
  }
}

/** Gives back what the order took (no-op when it holds nothing). Call with the order row locked. */
export async function releaseQuota(tx: Tx, orderId: number): Promise<void> {
  const taken = await tx.orderQuota.findMany({ where: { orderId }, orderBy: { categoryId: "asc" } });
  if (!taken.length) return;
  await tx.orderQuota.deleteMany({ where: { orderId } });
  for (const t of taken) {
    await tx.$executeRaw`UPDATE "FeeCategory" SET "usedCount" = GREATEST(0, "usedCount" - ${t.quantity}), "updatedAt" = now() WHERE "id" = ${t.categoryId}`;
  }
  const items = await tx.orderItem.groupBy({ by: ["feeId"], where: { orderId, feeId: { not: null } }, _sum: { quantity: true }, orderBy: { feeId: "asc" } });
  for (const i of items) {
    await tx.$executeRaw`UPDATE "Fee" SET "usedCount" = GREATEST(0, "usedCount" - ${i._sum.quantity ?? 0}) WHERE "id" = ${i.feeId!}`;
  }
}
