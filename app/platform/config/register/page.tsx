import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { FormDesigner } from "@/components/registration/manage/form-designer";
import { RegisterSettingsForm } from "@/components/registration/manage/settings-form";
import { PageHeader } from "@/components/ui/page-header";
import { REGION_TREE } from "@/lib/forms/regions";
import { countryOptions, getCurrentVersion, listVersions, unitOptions } from "@/lib/registration/form-service";
import type { TRegisterSettings } from "@/lib/registration/schemas";
import { getRegisterSettings } from "@/lib/registration/settings-service";
import { moduleOn } from "@/lib/server/modules";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/register");

// SPEC §2 /platform/config/register: registration settings and the form designer with versions.
export default async function RegisterConfigPage() {
  const access = await guardSignedInPage("/platform/config/register");
  const id = access.conference.id;
  const locale = await getLocale();
  const [t, settings, versions, current, country, unit] = await Promise.all([
    getTranslations("registration.config"),
    getRegisterSettings(id),
    listVersions(id),
    getCurrentVersion(id),
    countryOptions(id, locale),
    unitOptions(locale),
  ]);
  const { registeredCount, ...initial } = settings;
  return (
    <Stack spacing={3}>
      <PageHeader title={t("title")} intro={t("registered", { count: registeredCount })} />
      <Typography variant="h6" component="h2">
        {t("settings")}
      </Typography>
      <RegisterSettingsForm initial={initial as TRegisterSettings} paymentOn={moduleOn(access.conference.modules, "payment")} />
      <Typography variant="h6" component="h2">
        {t("designer")}
      </Typography>
      <FormDesigner versions={versions} initial={{ name: current.name, fields: current.fields }} lists={{ country, unit, region: REGION_TREE }} />
    </Stack>
  );
}
