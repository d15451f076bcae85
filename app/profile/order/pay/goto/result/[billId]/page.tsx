import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { BillResult } from "@/components/orders/bill-result";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { billView } from "@/lib/payments/pay-view";
import { ZBillNo } from "@/lib/orders/schemas";
import { guardSignedInPage } from "@/lib/server/guard";
import { orNotFound } from "@/lib/server/or-not-found";
import { ModuleClosed } from "@/components/modules/module-closed";
import { moduleOn } from "@/lib/server/modules";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/order/pay/goto/result/[billId]");

// SPEC §2 /profile/order/pay/goto/result/{billId}: the outcome of a payment (a bill number such as
// P20261123-ABCD2345). Only its payer sees it; anyone else gets the 404 page.
export default async function PayResultPage({ params }: { params: Promise<{ billId: string }> }) {
  const { billId } = await params;
  const access = await guardSignedInPage("/profile/order/pay/goto/result/[billId]", { path: `/profile/order/pay/goto/result/${billId}` });
  if (!moduleOn(access.conference.modules, "payment")) return <ModuleClosed module="payment" manager={access.manager} />;
  const billNo = orNotFound(ZBillNo.safeParse(billId).data);
  const locale = await getLocale();
  const [t, bill] = await Promise.all([getTranslations("orders.result"), billView(access.conference, access.user.id, billNo, locale).then(orNotFound)]);
  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t("title")}
        action={
          <LinkButton href="/profile/order/list" variant="text">
            {t("toOrders")}
          </LinkButton>
        }
      />
      <BillResult bill={bill} />
    </Stack>
  );
}
