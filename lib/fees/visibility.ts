import "server-only";
import type { Fee, FeeCategory, Prisma } from "@/lib/generated/prisma/client";
import type { FeeKind } from "@/lib/generated/prisma/enums";
import { toDateOnly, todayIn } from "@/lib/i18n/dates";
import { HOLDING } from "@/lib/orders/status";
import { addHit, countHits } from "@/lib/security/rate-limit";
import { db } from "@/lib/server/db";
import { RateLimited } from "@/lib/server/errors";
import { thirdWorldList } from "./third-world";
import { oneByOne } from "@/lib/server/one-by-one";

// Which fees a participant may see and choose (SPEC §3 fee scopes): open flag and
// window (dates in the conference's time zone), user scope (third-world list against the country
// they registered with), language scope (the site language they use), invitation code (the fee
// exists for them only with its code). Quota left and their own per-account maximum do not hide a
// fee, they disable it with the reason, so a sold-out tier reads as sold out rather than vanishing.

type Client = Prisma.TransactionClient | typeof db;

export type FeeViewer = { userId: number; locale: "zh" | "en"; invitationCode?: string | null };

export type VisibleFee = {
  id: number;
  kind: FeeKind;
  categoryId: number;
  categoryNameZh: string;
  categoryNameEn: string;
  titleZh: string;
  titleEn: string;
  descriptionZh: string;
  descriptionEn: string;
  priceMinor: number;
  currency: string;
  displayPriceMinor: number | null;
  displayCurrency: string | null;
  openDate: string | null;
  deadline: string | null;
  perAccountMax: number;
  /** Quantity this person already holds in orders that hold quota. */
  held: number;
  /** What the tightest category limit on its path still allows; null = unlimited. */
  remaining: number | null;
  needsCode: boolean;
  unavailable: "soldOut" | "limitReached" | null;
};

const normCode = (c: string | null | undefined) => (c ?? "").trim().toLowerCase();

export function inWindow(fee: Pick<Fee, "openDate" | "deadline">, today: string): boolean {
  const open = toDateOnly(fee.openDate);
  const end = toDateOnly(fee.deadline);
  return (!open || open <= today) && (!end || today <= end);
}

/** Remaining quota per category id, the minimum over each category's path to the root. */
export function remainingByCategory(categories: Pick<FeeCategory, "id" | "parentId" | "totalLimit" | "usedCount">[]): Map<number, number | null> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const out = new Map<number, number | null>();
  for (const c of categories) {
    let min: number | null = null;
    const seen = new Set<number>();
    for (let cur = byId.get(c.id); cur && !seen.has(cur.id); cur = cur.parentId != null ? byId.get(cur.parentId) : undefined) {
      seen.add(cur.id);
      if (cur.totalLimit != null) min = Math.min(min ?? Infinity, Math.max(0, cur.totalLimit - cur.usedCount));
    }
    out.set(c.id, min);
  }
  return out;
}

/** Wrong invitation codes one account may try per conference in an hour, before codes are refused for a while. */
export const CODE_GUESSES_PER_HOUR = 20;
const HOUR = 3_600_000;
const guessKey = (conferenceId: number, userId: number) => `fee-code:${conferenceId}:${userId}`;

export async function visibleFees(conferenceId: number, viewer: FeeViewer, now = new Date(), client: Client = db): Promise<VisibleFee[]> {
  // Invitation codes are short secrets: an account that keeps guessing is slowed down (counted per
  // account and conference, on wrong codes only; a right code or no code costs nothing).
  const guessing = !!normCode(viewer.invitationCode);
  if (guessing && (await countHits(guessKey(conferenceId, viewer.userId), HOUR, now.getTime())) >= CODE_GUESSES_PER_HOUR) {
    throw new RateLimited("billing.errors.tooManyCodes", undefined, { invitationCode: "billing.errors.tooManyCodes" });
  }
  const [conf, fees, categories, attendee, held, thirdWorld] = await oneByOne(
    () => client.conference.findUniqueOrThrow({ where: { id: conferenceId }, select: { timeZone: true } }),
    () => client.fee.findMany({ where: { conferenceId, open: true }, orderBy: [{ kind: "asc" }, { order: "asc" }, { id: "asc" }] }),
    () => client.feeCategory.findMany({ where: { conferenceId }, orderBy: [{ order: "asc" }, { id: "asc" }] }),
    () => client.attendee.findUnique({ where: { conferenceId_userId: { conferenceId, userId: viewer.userId } }, select: { countryArea: true } }),
    () =>
      client.orderItem.groupBy({
        by: ["feeId"],
        where: { conferenceId, feeId: { not: null }, order: { userId: viewer.userId, transactionStatus: { in: [...HOLDING] } } },
        _sum: { quantity: true },
        orderBy: { feeId: "asc" },
      }),
    () => thirdWorldList(client, conferenceId),
  );
  const today = todayIn(conf.timeZone, now);
  const code = normCode(viewer.invitationCode);
  const country = attendee?.countryArea ?? "";
  const heldBy = new Map(held.map((h) => [h.feeId!, h._sum?.quantity ?? 0]));
  const remaining = remainingByCategory(categories);
  const cat = new Map(categories.map((c) => [c.id, c]));

  if (guessing && !fees.some((f) => normCode(f.invitationCode) === code)) await addHit(guessKey(conferenceId, viewer.userId), HOUR, now.getTime());

  return fees
    .filter((f) => inWindow(f, today))
    .filter((f) => f.userScope !== "THIRD_WORLD" || thirdWorld.includes(country))
    .filter((f) => f.languageScope === "ALL" || (f.languageScope === "ZH_ONLY" ? viewer.locale === "zh" : viewer.locale === "en"))
    .filter((f) => !f.invitationCode || normCode(f.invitationCode) === code)
    .map((f) => {
      const c = cat.get(f.categoryId);
      const mine = heldBy.get(f.id) ?? 0;
      const left = remaining.get(f.categoryId) ?? null;
      return {
        id: f.id,
        kind: f.kind,
        categoryId: f.categoryId,
        categoryNameZh: c?.nameZh ?? "",
        categoryNameEn: c?.nameEn ?? "",
        titleZh: f.titleZh,
        titleEn: f.titleEn,
        descriptionZh: f.descriptionZh,
        descriptionEn: f.descriptionEn,
        priceMinor: f.priceMinor,
        currency: f.currency,
        displayPriceMinor: f.displayPriceMinor,
        displayCurrency: f.displayCurrency,
        openDate: toDateOnly(f.openDate),
        deadline: toDateOnly(f.deadline),
        perAccountMax: f.perAccountMax,
        held: mine,
        remaining: left,
        needsCode: !!f.invitationCode,
        unavailable: mine >= f.perAccountMax ? "limitReached" : left !== null && left <= 0 ? "soldOut" : null,
      } satisfies VisibleFee;
    });
}
