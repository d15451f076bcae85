import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { OrderActions } from "@/components/orders/manage/order-actions";
import { OrderBills } from "@/components/orders/manage/order-bills";
import { OrderFacts } from "@/components/orders/manage/order-facts";
import { OrderHistory } from "@/components/orders/manage/order-history";
import { OrderItems } from "@/components/orders/manage/order-items";
import { OrderNotices } from "@/components/orders/manage/order-notices";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { formatMoney, fromMinor } from "@/lib/billing/money";
import type { Locale } from "@/lib/i18n/locale";
import { formatInstantIn, todayIn } from "@/lib/i18n/dates";
import { getOrderDetail, itemTitle } from "@/lib/orders/manage/queries";
import { ZOrderIdParams } from "@/lib/orders/manage/schemas";
import { lineUnits, stayLineValues, type StayLineFacts } from "@/lib/orders/stay-line";
import { allowedManagerActions } from "@/lib/orders/manage/offered";
import { SETTLED } from "@/lib/orders/status";
import { guardSignedInPage } from "@/lib/server/guard";
import { notFoundOn404, orNotFound } from "@/lib/server/or-not-found";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/manage/order/[orderId]");

// SPEC §2 /platform/manage/order/{orderId}: the order as the payer bought it (snapshot items), its
// bills, its whole history and what the payment providers said about it, and the moves
// a manager may make now, each behind a dialog.
// Another conference's order id is 404.
export default async function OrderDetailPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId: raw } = await params;
  const access = await guardSignedInPage("/platform/manage/order/[orderId]", { path: `/platform/manage/order/${raw}` });
  const { orderId } = orNotFound(ZOrderIdParams.safeParse({ orderId: raw }).data);
  const conf = access.conference;
  const locale = (await getLocale()) as Locale;
  const [d, t, tr] = await Promise.all([getOrderDetail(conf.id, orderId, locale).catch(notFoundOn404), getTranslations("orderAdmin"), getTranslations()]);
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  // A provider's currency is whatever it sent: one Intl does not know is shown as it came.
  const noticeMoney = (minor: number, currency: string) => {
    try {
      return money(minor, currency);
    } catch {
      return `${fromMinor(minor, currency)} ${currency}`;
    }
  };
  const when = (at: Date) => formatInstantIn(at, conf.timeZone);
  const stayText = (i: StayLineFacts) => {
    const v = stayLineValues(i, d.currency, locale);
    return v ? tr("billing.stayLine", v) : null;
  };
  const statusLabel = (s: string) => tr(`billing.status.${s}`);
  // Notice reasons and bill problems are keys under billing.notify (written by lib/payments/outcome.ts).
  const notifyText = (key: string) => (key && tr.has(`billing.notify.${key}`) ? tr(`billing.notify.${key}`) : key);
  const kind = (group: string, value: string) => (value && t.has(`notices.${group}.${value}`) ? t(`notices.${group}.${value}`) : value || t("detail.none"));
  const due = d.openBill?.amountMinor ?? d.totalMinor;
  const display = d.displayTotalMinor !== null && d.displayCurrency ? money(d.displayTotalMinor, d.displayCurrency) : null;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="order-detail">
      <PageHeader
        title={t("detail.title", { orderNo: d.orderNo })}
        intro={t("detail.intro", { type: tr(`billing.orderType.${d.type}`), zone: conf.timeZone })}
        action={
          <LinkButton href="/platform/manage/order" variant="text" sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}>
            {t("detail.back")}
          </LinkButton>
        }
      />
      <OrderActions
        orderId={d.id}
        orderNo={d.orderNo}
        allowed={allowedManagerActions(d)}
        paid={SETTLED.has(d.transactionStatus)}
        refundNote={d.refundNote}
        confirm={{
          orderId: d.id,
          orderNo: d.orderNo,
          amount: fromMinor(due, d.currency),
          currency: d.currency,
          total: money(due, d.currency),
          today: todayIn(conf.timeZone),
          otherOrders: d.openBill?.otherOrders ?? [],
        }}
      />
      <OrderFacts order={d} statusLabel={statusLabel} money={money} when={when} />
      <Section title={t("detail.items")}>
        <OrderItems
          rows={d.items.map((i) => ({
            id: i.id,
            title: itemTitle(i, locale),
            stay: stayText(i),
            quantity: lineUnits(i), // a hotel line: room-nights, so quantity × unit price = amount
            unit: money(i.unitPriceMinor, d.currency),
            amount: money(i.amountMinor, d.currency),
            displayUnit: i.displayUnitPriceMinor !== null && i.displayCurrency ? money(i.displayUnitPriceMinor, i.displayCurrency) : null,
          }))}
          total={money(d.totalMinor, d.currency)}
          displayTotal={display}
        />
      </Section>
      <Section title={t("detail.bills")} testId="order-bills-section">
        <OrderBills
          rows={d.bills.map((b) => ({
            id: b.id,
            billNo: b.billNo,
            method: tr(`billing.method.${b.method}`),
            amount: money(b.amountMinor, b.currency),
            status: t(`billStatus.${b.status}`),
            payerNote: b.payerNote,
            transactionNo: b.transactionNo ?? "",
            providerRef: b.providerRef ?? "",
            problem: notifyText(b.problem),
            attention: b.status === "EXCEPTION",
            confirmedBy: b.confirmedBy ? b.confirmedBy.name || b.confirmedBy.email : "",
            note: [
              b.otherOrders.length ? t("detail.alsoCovers", { orders: b.otherOrders.join(", ") }) : "",
              b.refundAmountMinor !== null && b.refundedAt
                ? t("actions.refundRecorded", {
                    amount: money(b.refundAmountMinor, b.currency),
                    date: todayIn(conf.timeZone, b.refundedAt),
                    reference: b.refundRef,
                  })
                : "",
            ]
              .filter(Boolean)
              .join(" · "),
            refund:
              b.status === "EXCEPTION"
                ? {
                    billNo: b.billNo,
                    amount: fromMinor(b.amountMinor, b.currency),
                    currency: b.currency,
                    total: money(b.amountMinor, b.currency),
                    today: todayIn(conf.timeZone),
                  }
                : null,
            createdAt: when(b.createdAt),
          }))}
        />
      </Section>
      <Section title={t("detail.history")} testId="order-history-section">
        <OrderHistory
          rows={d.history.map((h) => ({
            id: h.id,
            at: when(h.at),
            actor: h.actor,
            change: `${h.from ? statusLabel(h.from) : t("detail.created")} → ${statusLabel(h.to)}`,
            reason: h.reason,
          }))}
        />
      </Section>
      <Section title={t("detail.notices")} testId="order-notices-section">
        <OrderNotices
          rows={d.notices.map((n) => ({
            id: n.id,
            at: when(n.at),
            billNo: n.billNo,
            method: tr(`billing.method.${n.method}`),
            source: kind("sourceKind", n.source),
            verified: n.verified,
            outcome: kind("outcomeKind", n.outcome),
            result: n.result,
            resultLabel: kind("resultKind", n.result),
            reason: notifyText(n.reason),
            amount: n.amountMinor !== null && n.currency ? noticeMoney(n.amountMinor, n.currency) : "",
            providerTxnNo: n.providerTxnNo ?? "",
            rawBody: n.rawBody,
            headers: headerPairs(n.headers),
          }))}
        />
      </Section>
    </Stack>
  );
}

/** The kept headers of a notification (a JSON object of strings) as name/value pairs. */
function headerPairs(h: unknown): [string, string][] {
  if (!h || typeof h !== "object" || Array.isArray(h)) return [];
  return Object.entries(h).filter((e): e is [string, string] => typeof e[1] === "string");
}
