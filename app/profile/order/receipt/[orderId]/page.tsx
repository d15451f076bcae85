import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { ReceiptRequestForm } from "@/components/receipts/receipt-request-form";
import { ReceiptState } from "@/components/receipts/receipt-state";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { formatMoney } from "@/lib/billing/money";
import { formatInstantIn, todayIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { SETTLED } from "@/lib/orders/status";
import { receiptState } from "@/lib/receipts/queries";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { orNotFound } from "@/lib/server/or-not-found";
import { zId } from "@/lib/validation/fields";
import { ModuleClosed } from "@/components/modules/module-closed";
import { moduleOn } from "@/lib/server/modules";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/profile/order/receipt/[orderId]");

/** ?submitted= (any value) — the request has just been sent. */
const ZSearch = z.object({ submitted: z.string().optional() });

type Props = { params: Promise<{ orderId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// SPEC §2 /profile/order/receipt/{orderId}: the payer's receipt request for their own paid order —
// within 90 days of payment, once (§5, §9). Refused requests say why instead of showing the form;
// afterwards the page shows the request's status and the organisers' express and bill numbers.
export default async function ReceiptRequestPage({ params, searchParams }: Props) {
  const [{ orderId }, sp] = await Promise.all([params, searchParams]);
  const access = await guardSignedInPage("/profile/order/receipt/[orderId]", { path: `/profile/order/receipt/${orderId}`, search: searchString(sp) });
  const search = await readSearch(ZSearch, sp);
  if (!moduleOn(access.conference.modules, "receipt")) return <ModuleClosed module="receipt" manager={access.manager} />;
  const id = orNotFound(zId().safeParse(orderId).data);
  const locale = (await getLocale()) as Locale;
  const { timeZone } = access.conference;
  const [t, state] = await Promise.all([getTranslations("receipts"), receiptState(access.conference, access.user.id, id, locale).then(orNotFound)]);
  const { order } = state;
  const amount = formatMoney(order.totalMinor, order.currency, locale);
  const paid = SETTLED.has(order.transactionStatus as never) && order.paidAt;
  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <PageHeader
        title={t("request.title")}
        intro={paid ? t("request.intro", { orderNo: order.orderNo, amount, date: todayIn(timeZone, order.paidAt!) }) : order.orderNo}
        action={
          paid ? (
            <Button
              variant="outlined"
              href={`/profile/order/confirmation/${order.id}`}
              data-testid="receipt-confirmation-pdf"
              sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}
            >
              {t("request.pdf")}
            </Button>
          ) : undefined
        }
      />
      {state.eligibility === "exists" &&
        (search.submitted ? (
          <Alert severity="success" role="status" data-testid="receipt-submitted">
            {t("request.submitted")}
          </Alert>
        ) : (
          <Alert severity="info" data-testid="receipt-exists">
            {t("errors.exists")}
          </Alert>
        ))}
      {state.receipt && (
        <ReceiptState
          receipt={state.receipt}
          amount={formatMoney(state.receipt.amountMinor, state.receipt.currency, locale)}
          requestedAt={formatInstantIn(state.receipt.createdAt, timeZone)}
        />
      )}
      {(state.eligibility === "notPaid" || state.eligibility === "tooLate") && (
        <Alert severity="warning" data-testid="receipt-refused" data-reason={state.eligibility}>
          <AlertTitle>{t("request.refusedTitle")}</AlertTitle>
          {t(`errors.${state.eligibility}`)}
        </Alert>
      )}
      {state.eligibility === "ok" && state.defaults && (
        <>
          <Alert severity="info" data-testid="receipt-deadline">
            {t("request.deadline", { date: formatInstantIn(state.deadline!, timeZone), zone: timeZone })}
          </Alert>
          <ReceiptRequestForm defaults={state.defaults} currency={order.currency} />
        </>
      )}
      <div>
        <LinkButton href="/profile/order/list">{t("request.back")}</LinkButton>
      </div>
    </Stack>
  );
}
