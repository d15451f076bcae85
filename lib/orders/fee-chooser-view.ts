import "server-only";
import type { AttendeeStatus, OrderType } from "@/lib/generated/prisma/enums";
import { toDateOnly, todayIn } from "@/lib/i18n/dates";
import { participantFeeTree, type VisibleCategoryNode } from "@/lib/fees/queries";
import { visibleFees, type FeeViewer, type VisibleFee } from "@/lib/fees/visibility";
import { pickLocale } from "@/lib/i18n/pick";
import { getPaymentSettings } from "@/lib/payments/methods";
import { db } from "@/lib/server/db";
import { zId } from "@/lib/validation/fields";
import { registrationCodeValidity } from "./code-validity";
import { ZFeeChoice } from "./schemas";
import { HOLDING } from "./status";
import { ORDER_INCLUDE, toView, type Conf, type OrderView } from "./order-view";

// What the participant's fee page shows (choosing fees, or changing an unpaid order's), JSON-safe
// for client components and the gateway: texts already in the reader's language.

/** The fee page's data again: with an invitation code; orderId while changing that order. */
export const ZFeeChooserQuery = ZFeeChoice.pick({ invitationCode: true }).extend({ orderId: zId().nullable().default(null) });

export type ChooserFee = {
  id: number;
  kind: "REGISTRATION" | "OPTIONAL";
  title: string;
  description: string;
  priceMinor: number;
  currency: string;
  displayPriceMinor: number | null;
  displayCurrency: string | null;
  deadline: string | null;
  /** How many more this person may choose now (0 when unavailable). */
  max: number;
  /** How many this person already holds in other orders. */
  held: number;
  unavailable: "soldOut" | "limitReached" | null;
  needsCode: boolean;
};

export type FeeGroup = { id: number; title: string; fees: ChooserFee[] };

export type FeeChooserData = {
  groups: FeeGroup[];
  /** Some registration fee is open at all (then optional fees come with a registration). */
  hasRegistrationFees: boolean;
  /** The registration order this person holds (one at most), shown instead of a second one. */
  registrationOrder: OrderView | null;
  combineOrders: boolean;
  registrationCode: { code: string; status: AttendeeStatus } | null;
};

/** The order being replaced on fee/*\/update gives its quantities back while the person chooses again. */
type Replacing = { type: OrderType; items: { feeId: number | null; quantity: number }[] };

function chooserFee(f: VisibleFee, locale: string, replacing: Replacing | null, categoryOf: (feeId: number) => number | undefined): ChooserFee {
  const back = (replacing?.items ?? []).filter((i) => i.feeId === f.id).reduce((s, i) => s + i.quantity, 0);
  const backInCategory = (replacing?.items ?? []).filter((i) => i.feeId !== null && categoryOf(i.feeId) === f.categoryId).reduce((s, i) => s + i.quantity, 0);
  const held = Math.max(0, f.held - back);
  const remaining = f.remaining === null ? null : f.remaining + backInCategory;
  const unavailable = held >= f.perAccountMax ? "limitReached" : remaining !== null && remaining <= 0 ? "soldOut" : null;
  const max = unavailable ? 0 : Math.min(f.perAccountMax - held, remaining ?? Infinity);
  return {
    id: f.id,
    kind: f.kind === "REGISTRATION" ? "REGISTRATION" : "OPTIONAL",
    title: pickLocale(locale, f.titleZh, f.titleEn),
    description: pickLocale(locale, f.descriptionZh, f.descriptionEn),
    priceMinor: f.priceMinor,
    currency: f.currency,
    displayPriceMinor: f.displayPriceMinor,
    displayCurrency: f.displayCurrency,
    deadline: f.deadline,
    max,
    held,
    unavailable,
    needsCode: f.needsCode,
  };
}

/** Categories in tree order, each with the fees it holds; a sub-category reads "Parent · Child". */
function groupsOf(tree: VisibleCategoryNode[], locale: string, fee: (f: VisibleFee) => ChooserFee): FeeGroup[] {
  const out: FeeGroup[] = [];
  const walk = (nodes: VisibleCategoryNode[], path: string[]) => {
    for (const n of nodes) {
      const here = [...path, pickLocale(locale, n.nameZh, n.nameEn)];
      if (n.fees.length) out.push({ id: n.id, title: here.join(" · "), fees: n.fees.map(fee) });
      walk(n.children, here);
    }
  };
  walk(tree, []);
  return out;
}

export async function feeChooser(conf: Conf, viewer: FeeViewer, opts: { replacingOrderId?: number } = {}, now = new Date()): Promise<FeeChooserData> {
  const replacingOrder = opts.replacingOrderId
    ? await db.order.findFirst({ where: { id: opts.replacingOrderId, conferenceId: conf.id, userId: viewer.userId }, include: { items: true } })
    : null;
  const replacing: Replacing | null = replacingOrder ? { type: replacingOrder.type, items: replacingOrder.items } : null;
  const [visible, regFees, settings, attendee, registration, ends] = await Promise.all([
    visibleFees(conf.id, viewer, now),
    db.fee.count({ where: { conferenceId: conf.id, kind: "REGISTRATION", open: true } }),
    getPaymentSettings(conf.id),
    db.attendee.findUnique({
      where: { conferenceId_userId: { conferenceId: conf.id, userId: viewer.userId } },
      select: { registrationCode: true, status: true },
    }),
    db.order.findFirst({
      where: { conferenceId: conf.id, userId: viewer.userId, type: "REGISTRATION", transactionStatus: { in: [...HOLDING] } },
      include: ORDER_INCLUDE,
      orderBy: { id: "desc" },
    }),
    db.conference.findUnique({ where: { id: conf.id }, select: { endDate: true } }),
  ]);
  const shown = replacing ? visible.filter((f) => f.kind === replacing.type) : visible;
  const categoryOfFee = new Map(visible.map((f) => [f.id, f.categoryId]));
  const tree = await participantFeeTree(conf.id, shown);
  return {
    groups: groupsOf(tree, viewer.locale, (f) => chooserFee(f, viewer.locale, replacing, (id) => categoryOfFee.get(id))),
    hasRegistrationFees: regFees > 0,
    registrationOrder: registration ? toView(registration, conf, viewer.locale, now) : null,
    combineOrders: settings.combineOrders,
    registrationCode: attendee?.registrationCode
      ? { code: attendee.registrationCode, status: registrationCodeValidity(attendee.status, toDateOnly(ends?.endDate), todayIn(conf.timeZone, now)) }
      : null,
  };
}
