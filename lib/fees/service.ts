import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { countUnpaidOrdersWithFee, voidUnpaidOrdersWithFee } from "@/lib/orders/void-fee";
import { HOLDING } from "@/lib/orders/status";
import { db } from "@/lib/server/db";
import { Conflict, NotFound, ValidationError } from "@/lib/server/errors";
import {
  effectiveLimit,
  feeColumns,
  MAX_CATEGORY_DEPTH,
  type TCategoryInput,
  type TCategoryUpdate,
  type TFeeColumns,
  type TFeeInput,
  type TFeeUpdate,
} from "./schemas";
import { oneByOne } from "@/lib/server/one-by-one";

// SPEC §3 "Registration fee / optional fee", §4 ("changing a price voids corresponding orders"),
// §5 "Registration fee" and 'Has children, delete failed'. Every write takes the conference's fee
// lock, so two managers' edits apply one after another; rules that depend on other rows (the
// category's limit, children, orders) are checked under it, never check-then-insert.

type Tx = Prisma.TransactionClient;
type CategoryRow = { id: number; parentId: number | null; totalLimit: number | null; usedCount: number };

const HOLDING_STATUSES = [...HOLDING];
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function write<T>(conferenceId: number, work: (tx: Tx, categories: CategoryRow[]) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('fees'), ${conferenceId}::int)`;
    const categories = await tx.feeCategory.findMany({
      where: { conferenceId },
      select: { id: true, parentId: true, totalLimit: true, usedCount: true },
    });
    return work(tx, categories);
  });
}

function mine<T extends { id: number }>(rows: T[], id: number): T {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new NotFound(); // another conference's id answers as a missing one
  return row;
}

/** The ids below `id` (children, grandchildren, …). */
function descendantsOf(rows: CategoryRow[], id: number): Set<number> {
  const out = new Set<number>();
  const walk = (p: number) => {
    for (const r of rows) if (r.parentId === p && !out.has(r.id)) walk((out.add(r.id), r.id));
  };
  walk(id);
  return out;
}

/** A category and its ancestors, nearest first. */
function pathOf(rows: CategoryRow[], id: number): CategoryRow[] {
  const out: CategoryRow[] = [];
  for (let r = rows.find((x) => x.id === id); r && !out.includes(r); r = rows.find((x) => x.id === r!.parentId)) out.push(r);
  return out;
}

// ───────────── Categories ─────────────

function checkParent(rows: CategoryRow[], id: number | null, parentId: number | null): void {
  if (parentId == null) return;
  if (!rows.some((r) => r.id === parentId)) throw new ValidationError({ parentId: "fees.parentNotFound" });
  if (id != null && (parentId === id || descendantsOf(rows, id).has(parentId))) throw new ValidationError({ parentId: "fees.parentIsDescendant" });
  const height = (n: number): number => Math.max(0, ...rows.filter((r) => r.parentId === n).map((r) => 1 + height(r.id)));
  if (pathOf(rows, parentId).length + 1 + (id == null ? 0 : height(id)) > MAX_CATEGORY_DEPTH) throw new ValidationError({ parentId: "fees.tooDeep" });
}

/** The largest per-account maximum of the fees in these categories (0 when none). */
async function largestPerAccount(tx: Tx, conferenceId: number, categoryIds: number[]): Promise<number> {
  const r = await tx.fee.aggregate({ where: { conferenceId, categoryId: { in: categoryIds } }, _max: { perAccountMax: true } });
  return r._max.perAccountMax ?? 0;
}

export async function createCategory(conferenceId: number, v: TCategoryInput): Promise<{ id: number }> {
  return write(conferenceId, async (tx, rows) => {
    checkParent(rows, null, v.parentId);
    return tx.feeCategory.create({ data: { conferenceId, ...v }, select: { id: true } });
  });
}

export async function updateCategory(conferenceId: number, v: TCategoryUpdate): Promise<{ id: number }> {
  return write(conferenceId, async (tx, rows) => {
    mine(rows, v.id);
    checkParent(rows, v.id, v.parentId);
    // The counter row is locked too: orders take quota with a conditional update of it.
    const [row] = await tx.$queryRaw<CategoryRow[]>`
      SELECT "id", "parentId", "totalLimit", "usedCount" FROM "FeeCategory" WHERE "id" = ${v.id} FOR UPDATE`;
    const subtree = [v.id, ...descendantsOf(rows, v.id)];
    // Orders recorded their quota along the old ancestry: moving a category they hold would
    // leave the new ancestors' counters short.
    if (v.parentId !== row.parentId && row.usedCount > 0) throw new ValidationError({ parentId: "fees.moveInUse" });
    const after = rows.map((r) => (r.id === v.id ? { ...r, parentId: v.parentId, totalLimit: v.totalLimit } : r));
    const limit = Math.min(...subtree.map((id) => effectiveLimit(after, id) ?? Infinity));
    const largest = await largestPerAccount(tx, conferenceId, subtree);
    if (limit < largest) throw new ValidationError({ [v.totalLimit === limit ? "totalLimit" : "parentId"]: `fees.limitBelowPerAccount?max=${largest}` });
    if (v.totalLimit != null && v.totalLimit < row.usedCount) throw new ValidationError({ totalLimit: `fees.limitBelowUsed?used=${row.usedCount}` });
    const { id, ...data } = v;
    await tx.feeCategory.update({ where: { id }, data });
    return { id };
  });
}

export async function deleteCategory(conferenceId: number, id: number): Promise<{ id: number }> {
  return write(conferenceId, async (tx, rows) => {
    mine(rows, id);
    if (rows.some((r) => r.parentId === id)) throw new Conflict("fees.hasChildren");
    const [fees, quotas] = await oneByOne(
      () => tx.fee.count({ where: { categoryId: id } }),
      () => tx.orderQuota.count({ where: { categoryId: id } }),
    );
    if (fees || quotas) throw new Conflict("fees.categoryInUse");
    await tx.feeCategory.delete({ where: { id } });
    return { id };
  });
}

// ───────────── Fees ─────────────

function checkCategory(rows: CategoryRow[], v: Pick<TFeeColumns, "categoryId" | "perAccountMax">): void {
  if (!rows.some((r) => r.id === v.categoryId)) throw new ValidationError({ categoryId: "fees.categoryNotFound" });
  const limit = effectiveLimit(rows, v.categoryId);
  if (limit != null && v.perAccountMax > limit) throw new ValidationError({ perAccountMax: `fees.perAccountAboveLimit?limit=${limit}` });
}

function columns(v: TFeeInput) {
  const c = feeColumns(v);
  return { ...c, openDate: day(c.openDate), deadline: day(c.deadline) };
}

export async function createFee(conferenceId: number, v: TFeeInput): Promise<{ id: number }> {
  return write(conferenceId, async (tx, rows) => {
    const data = columns(v);
    checkCategory(rows, data);
    return tx.fee.create({ data: { conferenceId, ...data }, select: { id: true } });
  });
}

export type SaveFeeResult = { status: "saved"; id: number; voided: number } | { status: "confirm"; count: number };

/**
 * Saves a fee. When its price or currency changes while unpaid orders contain it, nothing is saved
 * until the manager has confirmed exactly how many orders will be voided (`voidCount`); the
 * confirmed save voids them in the same transaction (SPEC §4), so no order is ever paid at a price
 * the fee no longer has.
 */
export async function updateFee(conferenceId: number, v: TFeeUpdate, actorUserId: number): Promise<SaveFeeResult> {
  return write(conferenceId, async (tx, rows) => {
    const [fee] = await tx.$queryRaw<{ priceMinor: number; currency: string; categoryId: number }[]>`
      SELECT "priceMinor", "currency", "categoryId" FROM "Fee" WHERE "id" = ${v.id} AND "conferenceId" = ${conferenceId} FOR UPDATE`;
    if (!fee) throw new NotFound();
    const { id, voidCount, ...input } = v;
    const data = columns(input);
    checkCategory(rows, data);
    let voided = 0;
    if (fee.priceMinor !== data.priceMinor || fee.currency.trim() !== data.currency) {
      const count = await countUnpaidOrdersWithFee(conferenceId, id, tx);
      if (count > 0 && voidCount !== count) return { status: "confirm", count };
      if (count > 0) voided = await voidUnpaidOrdersWithFee(tx, { conferenceId, feeId: id, actorUserId });
    }
    await tx.fee.update({ where: { id }, data });
    return { status: "saved", id, voided };
  });
}

/** How many unpaid orders a price or currency change of this fee would void now. */
export async function unpaidOrdersWithFee(conferenceId: number, feeId: number): Promise<{ count: number }> {
  const fee = await db.fee.findFirst({ where: { id: feeId, conferenceId }, select: { id: true } });
  if (!fee) throw new NotFound();
  return { count: await countUnpaidOrdersWithFee(conferenceId, feeId) };
}

export async function deleteFee(conferenceId: number, id: number): Promise<{ id: number }> {
  return write(conferenceId, async (tx) => {
    const [fee] = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Fee" WHERE "id" = ${id} AND "conferenceId" = ${conferenceId} FOR UPDATE`;
    if (!fee) throw new NotFound();
    const held = await tx.orderItem.count({ where: { feeId: id, order: { conferenceId, transactionStatus: { in: HOLDING_STATUSES } } } });
    if (held) throw new Conflict("fees.feeInUse", { count: held });
    // Ended orders keep their line items (a snapshot of title and price); their link to the fee is cleared.
    await tx.fee.delete({ where: { id } });
    return { id };
  });
}

// ───────────── Third-world country list ─────────────

/** null = back to the default list of lib/fees/third-world.ts (kept unset, so a better default later reaches it too). */
export async function saveThirdWorld(conferenceId: number, countries: string[] | null): Promise<{ countries: string[] | null }> {
  const value = countries === null ? null : [...new Set(countries)].sort();
  await db.registerConfig.upsert({
    where: { conferenceId },
    create: { conferenceId, thirdWorldCountries: value ?? Prisma.DbNull },
    update: { thirdWorldCountries: value ?? Prisma.DbNull },
  });
  return { countries: value };
}
