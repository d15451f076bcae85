import "server-only";
import { toDateOnly } from "@/lib/i18n/dates";
import { countryName } from "@/lib/forms/countries";
import type { Prisma } from "@/lib/generated/prisma/client";
import { buildTree, type TreeNode } from "@/lib/menus/tree";
import { HOLDING } from "@/lib/orders/status";
import { db } from "@/lib/server/db";
import { allCountryCodes } from "./schemas";
import { parseThirdWorld } from "./third-world";
import { remainingByCategory, type VisibleFee } from "./visibility";

// What the fee configuration screen (and the managers' gateway list) shows: every category and
// fee with every setting, used counts included.

const CATEGORY = {
  id: true,
  parentId: true,
  nameZh: true,
  nameEn: true,
  totalLimit: true,
  usedCount: true,
  order: true,
} as const satisfies Prisma.FeeCategorySelect;
export type CategoryRow = Prisma.FeeCategoryGetPayload<{ select: typeof CATEGORY }>;
export type CategoryNode = TreeNode<CategoryRow>;

const FEE = {
  id: true,
  kind: true,
  titleZh: true,
  titleEn: true,
  descriptionZh: true,
  descriptionEn: true,
  categoryId: true,
  priceMinor: true,
  currency: true,
  displayCurrency: true,
  displayPriceMinor: true,
  openDate: true,
  deadline: true,
  open: true,
  userScope: true,
  languageScope: true,
  invitationCode: true,
  perAccountMax: true,
  codePrefix: true,
  order: true,
} as const satisfies Prisma.FeeSelect;
type FeeRecord = Prisma.FeeGetPayload<{ select: typeof FEE }>;
/** A fee as the screen and the gateway carry it: DATE columns as YYYY-MM-DD. */
export type FeeRow = Omit<FeeRecord, "openDate" | "deadline"> & { openDate: string | null; deadline: string | null; usedCount: number };

export type ThirdWorld = { countries: string[]; isDefault: boolean };
export type FeeConfig = { currency: string; categories: CategoryNode[]; fees: FeeRow[]; thirdWorld: ThirdWorld };
export type CountryChoice = { code: string; name: string };

const toRow = (f: FeeRecord, usedCount = 0): FeeRow => ({
  ...f,
  usedCount,
  currency: f.currency.trim(),
  displayCurrency: f.displayCurrency?.trim() ?? null,
  openDate: toDateOnly(f.openDate),
  deadline: toDateOnly(f.deadline),
});

/** Fees of one category form early-bird tiers: the earliest window first. */
export async function listFees(conferenceId: number): Promise<FeeRow[]> {
  const fees = await db.fee.findMany({
    where: { conferenceId },
    orderBy: [{ categoryId: "asc" }, { openDate: { sort: "asc", nulls: "first" } }, { deadline: "asc" }, { order: "asc" }, { id: "asc" }],
    select: FEE,
  });
  // Quantity held by orders that hold quota, counted here rather than kept on the fee row, so that
  // taking and giving back quota never writes (and locks) fee rows (the quota is the category's).
  const held = await db.orderItem.groupBy({
    by: ["feeId"],
    where: { conferenceId, feeId: { not: null }, order: { transactionStatus: { in: [...HOLDING] } } },
    _sum: { quantity: true },
    orderBy: { feeId: "asc" },
  });
  const used = new Map(held.map((h) => [h.feeId!, h._sum.quantity ?? 0]));
  return fees.map((f) => toRow(f, used.get(f.id) ?? 0));
}

export async function listCategoryRows(conferenceId: number): Promise<CategoryRow[]> {
  return db.feeCategory.findMany({ where: { conferenceId }, orderBy: [{ order: "asc" }, { id: "asc" }], select: CATEGORY });
}

export async function getThirdWorld(conferenceId: number): Promise<ThirdWorld> {
  const cfg = await db.registerConfig.findUnique({ where: { conferenceId }, select: { thirdWorldCountries: true } });
  const stored = cfg?.thirdWorldCountries;
  return { countries: parseThirdWorld(stored), isDefault: !Array.isArray(stored) };
}

export async function getFeeConfig(conferenceId: number): Promise<FeeConfig> {
  const [conference, categories, fees, thirdWorld] = await Promise.all([
    db.conference.findUniqueOrThrow({ where: { id: conferenceId }, select: { currency: true } }),
    listCategoryRows(conferenceId),
    listFees(conferenceId),
    getThirdWorld(conferenceId),
  ]);
  return { currency: conference.currency.trim(), categories: buildTree(categories), fees, thirdWorld };
}

/** Every country with its name in the reader's language, in the reader's alphabetical order. */
export function countryChoices(locale: string): CountryChoice[] {
  const collator = new Intl.Collator(locale === "en" ? "en" : "zh");
  return allCountryCodes()
    .map((code) => ({ code, name: countryName(code, locale) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** A category of a participant's fee view: only the categories that hold a fee they may see. */
export type VisibleCategoryNode = Omit<CategoryRow, "usedCount"> & { remaining: number | null; fees: VisibleFee[]; children: VisibleCategoryNode[] };

/**
 * §7 getRegFeeInfo for participants: the category tree around the fees they may see (from
 * visibleFees), with what each category still allows — no invitation codes, no other categories.
 */
export async function participantFeeTree(conferenceId: number, visible: VisibleFee[]): Promise<VisibleCategoryNode[]> {
  const rows = await listCategoryRows(conferenceId);
  const remaining = remainingByCategory(rows);
  const byCategory = new Map<number, VisibleFee[]>();
  for (const f of visible) byCategory.set(f.categoryId, [...(byCategory.get(f.categoryId) ?? []), f]);
  const prune = (nodes: CategoryNode[]): VisibleCategoryNode[] =>
    nodes.flatMap(({ usedCount: _used, children, ...c }) => {
      const kept = prune(children);
      const fees = byCategory.get(c.id) ?? [];
      return fees.length || kept.length ? [{ ...c, remaining: remaining.get(c.id) ?? null, fees, children: kept }] : [];
    });
  return prune(buildTree(rows));
}

export type ManagedCategoryNode = CategoryRow & { fees: FeeRow[]; children: ManagedCategoryNode[] };

/** §7 getRegFeeInfo for managers: every category with its fees (every setting) nested in it. */
export async function managerFeeTree(conferenceId: number): Promise<{ currency: string; categories: ManagedCategoryNode[]; thirdWorld: ThirdWorld }> {
  const config = await getFeeConfig(conferenceId);
  const nest = (nodes: CategoryNode[]): ManagedCategoryNode[] =>
    nodes.map((c) => ({ ...c, fees: config.fees.filter((f) => f.categoryId === c.id), children: nest(c.children) }));
  return { currency: config.currency, categories: nest(config.categories), thirdWorld: config.thirdWorld };
}
