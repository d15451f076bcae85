import { ChangeOrderPage } from "@/components/orders/change-order-page";
import { guardSignedInPage } from "@/lib/server/guard";
import { orNotFound } from "@/lib/server/or-not-found";
import { zId } from "@/lib/validation/fields";
import { ModuleClosed } from "@/components/modules/module-closed";
import { moduleOn } from "@/lib/server/modules";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/conference/fee/register/update/[orderId]");

// SPEC §2 /profile/conference/fee/register/update/{orderId}: change the fees of an unpaid order.
export default async function ChangeRegisterFeePage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const access = await guardSignedInPage("/profile/conference/fee/register/update/[orderId]", { path: `/profile/conference/fee/register/update/${orderId}` });
  if (!moduleOn(access.conference.modules, "payment")) return <ModuleClosed module="payment" manager={access.manager} />;
  const id = orNotFound(zId().safeParse(orderId).data);
  return <ChangeOrderPage conference={access.conference} userId={access.user.id} orderId={id} type="REGISTRATION" />;
}
