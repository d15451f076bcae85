import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { FeeChooser } from "@/components/orders/fee-chooser";
import { PageHeader } from "@/components/ui/page-header";
import { isLocale } from "@/lib/i18n/locale";
import { feeChooser } from "@/lib/orders/fee-chooser-view";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { ModuleClosed } from "@/components/modules/module-closed";
import { moduleOn } from "@/lib/server/modules";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/conference/fee");

type Search = Promise<Record<string, string | string[] | undefined>>;

// SPEC §2 /profile/conference/fee: the fees this person may choose, their registration order and code.
export default async function FeePage({ searchParams }: { searchParams: Search }) {
  const access = await guardSignedInPage("/profile/conference/fee", { search: searchString(await searchParams) });
  if (!moduleOn(access.conference.modules, "payment")) return <ModuleClosed module="payment" manager={access.manager} />;
  const locale = await getLocale();
  const [t, tb, data] = await Promise.all([
    getTranslations("orders.fee"),
    getTranslations("billing"),
    feeChooser(access.conference, { userId: access.user.id, locale: isLocale(locale) ? locale : "zh" }),
  ]);
  return (
    <Stack spacing={2.5}>
      <PageHeader title={t("title")} intro={t("intro")} />
      {data.registrationCode && (
        <Alert severity={data.registrationCode.status === "NORMAL" ? "success" : "warning"} data-testid="fee-registration-code">
          {t("registrationCode", { code: data.registrationCode.code, status: tb(`codeStatus.${data.registrationCode.status}`) })}
        </Alert>
      )}
      <FeeChooser initial={data} />
    </Stack>
  );
}
