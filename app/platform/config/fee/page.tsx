import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { FeeConfigScreen } from "@/components/fees/fee-config";
import { PageHeader } from "@/components/ui/page-header";
import { countryChoices, getFeeConfig } from "@/lib/fees/queries";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/fee");

// SPEC §2 /platform/config/fee (§3 fees, §5 "Registration fee"): fee categories, fees
// and the third-world country list, managers only.
export default async function FeeConfigPage() {
  const access = await guardSignedInPage("/platform/config/fee");
  const [t, locale, config] = await Promise.all([getTranslations("fees"), getLocale(), getFeeConfig(access.conference.id)]);
  return (
    <Stack spacing={3}>
      <PageHeader title={t("title")} intro={t("intro")} />
      <FeeConfigScreen initial={config} countries={countryChoices(locale)} timeZone={access.conference.timeZone} />
    </Stack>
  );
}
