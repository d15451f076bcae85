import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { OrderList } from "@/components/orders/order-list";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { myOrders } from "@/lib/orders/order-view";
import { getPaymentSettings } from "@/lib/payments/methods";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { ModuleClosed } from "@/components/modules/module-closed";
import { moduleOn } from "@/lib/server/modules";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/order/list");

type Search = Promise<Record<string, string | string[] | undefined>>;

// SPEC §2 /profile/order/list: all of this person's orders of this conference, newest first.
export default async function OrderListPage({ searchParams }: { searchParams: Search }) {
  const access = await guardSignedInPage("/profile/order/list", { search: searchString(await searchParams) });
  if (!moduleOn(access.conference.modules, "payment")) return <ModuleClosed module="payment" manager={access.manager} />;
  const locale = await getLocale();
  const [t, orders, settings] = await Promise.all([
    getTranslations("orders.list"),
    myOrders(access.conference, access.user.id, locale),
    getPaymentSettings(access.conference.id),
  ]);
  const choose = (
    <LinkButton href="/profile/conference/fee" variant="outlined">
      {t("chooseFees")}
    </LinkButton>
  );
  return (
    <Stack spacing={2.5}>
      <PageHeader title={t("title")} intro={t("intro", { zone: access.conference.timeZone })} action={orders.length ? choose : undefined} />
      {orders.length === 0 ? (
        <Alert severity="info" data-testid="order-empty" action={choose}>
          {t("empty")}
        </Alert>
      ) : (
        <OrderList orders={orders} combineOrders={settings.combineOrders} />
      )}
    </Stack>
  );
}
