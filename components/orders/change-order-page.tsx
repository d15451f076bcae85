import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import type { SiteConference } from "@/lib/server/site-conference";
import { choiceOfOrder } from "@/lib/orders/create";
import { feeChooser } from "@/lib/orders/fee-chooser-view";
import { orderToChange } from "@/lib/orders/order-view";
import { isLocale } from "@/lib/i18n/locale";
import { FeeChooser } from "./fee-chooser";

/**
 * fee/register/update/{orderId} and fee/optional/update/{orderId} (server component): the chooser
 * prefilled with the order's fees, only fees of its type; a paid, expired or voided order gets a
 * message and the way back instead of a form. Someone else's order, or one of the other type: 404.
 */
export async function ChangeOrderPage({
  conference,
  userId,
  orderId,
  type,
}: {
  conference: SiteConference;
  userId: number;
  orderId: number;
  type: "REGISTRATION" | "OPTIONAL";
}) {
  const locale = await getLocale();
  const viewer = { userId, locale: isLocale(locale) ? locale : "zh" } as const;
  const [t, tb, order, choice] = await Promise.all([
    getTranslations("orders.update"),
    getTranslations("billing"),
    orderToChange(conference, userId, orderId, locale),
    choiceOfOrder(conference.id, userId, orderId),
  ]);
  if (!order || !choice || order.type !== type) notFound();
  const title = t(type === "REGISTRATION" ? "titleRegister" : "titleOptional");
  const back = (
    <LinkButton href="/profile/order/list" variant="text">
      {t("back")}
    </LinkButton>
  );
  if (!order.changeable) {
    return (
      <Stack spacing={2.5}>
        <PageHeader title={title} />
        <Alert severity="warning" data-testid="fee-update-closed">
          {t("notChangeable", { orderNo: order.orderNo, status: tb(`status.${order.transactionStatus}`) })}
        </Alert>
        <div>
          <LinkButton href="/profile/order/list" variant="contained">
            {t("back")}
          </LinkButton>
        </div>
      </Stack>
    );
  }
  const data = await feeChooser(conference, viewer, { replacingOrderId: orderId });
  const initialChoice = { registrationFeeId: choice.registrationFeeId, optional: Object.fromEntries(choice.optional.map((o) => [o.feeId, o.quantity])) };
  return (
    <Stack spacing={2.5}>
      <PageHeader title={title} intro={t("intro", { orderNo: order.orderNo })} action={back} />
      <FeeChooser initial={data} initialChoice={initialChoice} replace={{ orderId, type }} />
    </Stack>
  );
}
