import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { OrderSummary } from "@/components/orders/order-summary";
import { PayPanel } from "@/components/orders/pay-panel";
import { PaymentInProgress } from "@/components/orders/payment-in-progress";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { payView } from "@/lib/payments/pay-view";
import { ZBillNo, ZOrderIds } from "@/lib/orders/schemas";
import { payerBackFromProvider } from "@/lib/payments/cancel";
import { findOpenOnlinePayment } from "@/lib/payments/open-bills";
import { guardSignedInPage } from "@/lib/server/guard";
import { orNotFound } from "@/lib/server/or-not-found";
import { ModuleClosed } from "@/components/modules/module-closed";
import { moduleOn } from "@/lib/server/modules";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/profile/order/pay/goto/[orderIds]");

/** ?cancelled={billNo} — the provider's cancel address. */
const ZSearch = z.object({ cancelled: ZBillNo.optional() });

const STATE_MESSAGE = { cannotBePaid: "errors.cannotBePaid", noPaymentMethod: "errors.noPaymentMethod", cannotCombine: "errors.cannotCombine" } as const;

// SPEC §2 /profile/order/pay/goto/{orderIds}: pay one order, or several together ("1,2") when the
// conference combines orders. §8 'the order cannot be paid' and 'no payment method configured' are
// states of the page, not errors.
export default async function PayPage({
  params,
  searchParams,
}: {
  params: Promise<{ orderIds: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { orderIds } = await params;
  const { cancelled } = await readSearch(ZSearch, searchParams);
  const access = await guardSignedInPage("/profile/order/pay/goto/[orderIds]", { path: `/profile/order/pay/goto/${orderIds}` });
  if (!moduleOn(access.conference.modules, "payment")) return <ModuleClosed module="payment" manager={access.manager} />;
  const ids = orNotFound(ZOrderIds.safeParse(orderIds.replaceAll("%2C", ",").replaceAll("%2c", ",")).data);
  // Sent back by the provider's cancel address: the attempt is recorded as declined once the
  // provider confirms it is unpaid, so the orders can be paid again.
  if (cancelled) await payerBackFromProvider(access.conference, access.user.id, cancelled);
  const locale = await getLocale();
  const [t, tb, view, open] = await Promise.all([
    getTranslations("orders.pay"),
    getTranslations("billing"),
    payView(access.conference, access.user.id, ids, locale).then(orNotFound),
    findOpenOnlinePayment(access.conference.id, ids),
  ]);
  const toOrders = (
    <LinkButton href="/profile/order/list" variant="text">
      {t("backToOrders")}
    </LinkButton>
  );
  const inProgress = view.state === "ok" && open ? open : null;
  const waiting = view.orders.find((o) => o.pendingBillNo)?.pendingBillNo;
  return (
    <Stack spacing={2.5}>
      <PageHeader title={t("title")} intro={view.state === "ok" ? t("intro") : undefined} action={toOrders} />
      {view.state === "ok" && view.simulatorUrl && (
        <Alert severity="warning" data-testid="pay-demo">
          <AlertTitle>{t("demoTitle")}</AlertTitle>
          {t("demoHelp")}
        </Alert>
      )}
      {view.state === "ok" && cancelled && !inProgress && (
        <Alert severity="info" data-testid="pay-cancelled">
          <AlertTitle>{t("cancelledTitle")}</AlertTitle>
          {t("cancelledHelp")}
        </Alert>
      )}
      {view.state !== "ok" && (
        <Alert severity={view.state === "noPaymentMethod" ? "warning" : "error"} data-testid="pay-state" data-state={view.state}>
          <AlertTitle>{tb(STATE_MESSAGE[view.state])}</AlertTitle>
          {t(`${view.state}Help`)}
        </Alert>
      )}
      <OrderSummary
        title={view.state === "ok" ? t("orders") : t("ordersPlain")}
        totalLabel={view.state === "ok" ? undefined : t("total", { currency: view.currency })}
        orders={view.orders}
        total={{ minor: view.totalMinor, currency: view.currency, displayMinor: view.displayTotalMinor, displayCurrency: view.displayCurrency }}
      />
      {inProgress && <PaymentInProgress billNo={inProgress.billNo} method={tb(`method.${inProgress.method}`)} />}
      {view.state === "ok" && !inProgress && <PayPanel orderIds={view.orders.map((o) => o.id)} methods={view.methods} simulatorUrl={view.simulatorUrl} />}
      {view.state !== "ok" && (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
          {waiting && (
            <LinkButton href={`/profile/order/pay/goto/result/${waiting}`} variant="outlined">
              {t("waitingLink")}
            </LinkButton>
          )}
          <LinkButton href="/profile/order/list" variant="contained">
            {t("backToOrders")}
          </LinkButton>
        </Stack>
      )}
    </Stack>
  );
}
