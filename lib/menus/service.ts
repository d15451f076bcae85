import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { Conflict, NotFound, ValidationError } from "@/lib/server/errors";
import { onMenusChanged } from "./events";
import { canDelete, canHide, hasLockedTarget, isAccountItem } from "./fixed";
import type { TMenuInput, TMenuReorder, TMenuUpdate } from "./schemas";
import { parentProblem, sameMembers } from "./tree";

// SPEC §3 Menu, §5 "menu parent in use cannot be removed … 'Has children, delete failed'".
// Every write takes the conference's menu lock, so concurrent edits and reorders apply one after
// another and each leaves a whole, consistent order (never a mix of two reorders).

type Tx = Prisma.TransactionClient;
type Row = { id: number; parentId: number | null; order: number; key: string | null; fixed: boolean };

const ROW = { id: true, parentId: true, order: true, key: true, fixed: true } as const;

async function write<T>(conferenceId: number, work: (tx: Tx, rows: Row[]) => Promise<T>): Promise<T> {
  const result = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('menus'), ${conferenceId}::int)`;
    const rows = await tx.menu.findMany({ where: { conferenceId }, select: ROW });
    return work(tx, rows);
  });
  onMenusChanged(conferenceId);
  return result;
}

function mine(rows: Row[], id: number): Row {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new NotFound(); // another conference's id answers as a missing one
  return row;
}

async function checkPage(tx: Tx, conferenceId: number, pageId: number | null): Promise<void> {
  if (pageId == null) return;
  const page = await tx.sitePage.findFirst({ where: { id: pageId, conferenceId }, select: { id: true } });
  if (!page) throw new ValidationError({ pageId: "menus.pageNotFound" });
}

function checkParent(rows: Row[], id: number | null, parentId: number | null): void {
  if (parentId == null) return;
  const parent = rows.find((r) => r.id === parentId);
  const problem = !parent ? "menus.parentNotFound" : isAccountItem(parent) ? "menus.parentNotAllowed" : parentProblem(rows, id, parentId);
  if (problem) throw new ValidationError({ parentId: problem });
}

const target = (v: TMenuInput) => ({ pageId: v.target === "page" ? v.pageId : null, url: v.target === "url" ? v.url : null });
const nextOrder = (rows: Row[], parentId: number | null) => Math.max(-1, ...rows.filter((r) => r.parentId === parentId).map((r) => r.order)) + 1;

export async function createMenu(conferenceId: number, v: TMenuInput): Promise<{ id: number }> {
  return write(conferenceId, async (tx, rows) => {
    checkParent(rows, null, v.parentId);
    await checkPage(tx, conferenceId, v.target === "page" ? v.pageId : null);
    const { titleZh, titleEn, parentId, icon, newWindow, published } = v;
    const order = nextOrder(rows, parentId);
    return tx.menu.create({ data: { conferenceId, titleZh, titleEn, parentId, icon, newWindow, published, order, ...target(v) }, select: { id: true } });
  });
}

export async function updateMenu(conferenceId: number, v: TMenuUpdate): Promise<{ id: number }> {
  return write(conferenceId, async (tx, rows) => {
    const row = mine(rows, v.id);
    if (isAccountItem(row) && v.parentId != null) throw new ValidationError({ parentId: "menus.accountTopLevel" });
    if (!v.published && !canHide(row)) throw new ValidationError({ published: "menus.cannotHide" });
    checkParent(rows, row.id, v.parentId);
    const locked = hasLockedTarget(row); // its target is a built-in screen or action: left as it is
    if (!locked) await checkPage(tx, conferenceId, v.target === "page" ? v.pageId : null);
    const moved = v.parentId !== row.parentId;
    const { titleZh, titleEn, parentId, icon, newWindow, published } = v;
    await tx.menu.update({
      where: { id: row.id },
      data: { titleZh, titleEn, parentId, icon, newWindow, published, ...(locked ? {} : target(v)), ...(moved ? { order: nextOrder(rows, parentId) } : {}) },
    });
    const left = rows.filter((r) => r.parentId === row.parentId && r.id !== row.id).sort((a, b) => a.order - b.order || a.id - b.id);
    if (moved) await renumber(tx, left);
    return { id: row.id };
  });
}

export async function deleteMenu(conferenceId: number, id: number): Promise<{ id: number }> {
  return write(conferenceId, async (tx, rows) => {
    const row = mine(rows, id);
    if (!canDelete(row)) throw new Conflict("menus.fixedNotDeletable");
    if (rows.some((r) => r.parentId === id)) throw new Conflict("menus.hasChildren");
    await tx.menu.delete({ where: { id } });
    return { id };
  });
}

/** Puts one parent's children in the given order; the list must name exactly those children. */
export async function reorderMenus(conferenceId: number, v: TMenuReorder): Promise<{ ids: number[] }> {
  return write(conferenceId, async (tx, rows) => {
    if (v.parentId != null && !rows.some((r) => r.id === v.parentId)) throw new NotFound();
    const current = rows.filter((r) => r.parentId === v.parentId).map((r) => r.id);
    if (!sameMembers(v.ids, current)) throw new Conflict("menus.orderStale");
    await renumber(
      tx,
      v.ids.map((id) => mine(rows, id)),
    );
    return { ids: v.ids };
  });
}

/** Orders 0, 1, 2 … in the given sequence, writing only the rows that change. */
async function renumber(tx: Tx, siblings: Row[]): Promise<void> {
  for (const [order, r] of siblings.entries()) {
    if (r.order !== order) await tx.menu.update({ where: { id: r.id }, data: { order } });
  }
}
