import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { GeneralSettingsForm } from "@/components/payments/general-settings-form";
import { MethodList } from "@/components/payments/method-list";
import { Section } from "@/components/ui/section";
import { getTranslator } from "@/lib/i18n/translate";
import { getPaySettingsView } from "@/lib/payments/queries";
import { isOfflineMethod, PAYMENT_METHODS } from "@/lib/payments/schemas";
import { guardSignedInPage } from "@/lib/server/guard";
import { PageHeader } from "@/components/ui/page-header";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/pay");

// SPEC §2 /platform/config/pay: payment plan, combining, deadline (§3) and the payment methods.
export default async function PaySettingsPage() {
  const access = await guardSignedInPage("/platform/config/pay");
  const [t, view, zh, en] = await Promise.all([
    getTranslations("paySettings"),
    getPaySettingsView(access.conference.id),
    getTranslator("zh"),
    getTranslator("en"),
  ]);
  const titles = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, { zh: zh(`billing.method.${m}`), en: en(`billing.method.${m}`) }]));
  const offline = view.methods.filter((m) => isOfflineMethod(m.method));
  const online = view.methods.filter((m) => !isOfflineMethod(m.method));
  return (
    <Stack spacing={3}>
      <PageHeader title={t("title")} intro={t("intro")} />
      <GeneralSettingsForm initial={view.settings} />
      <Section title={t("offlineTitle")} testId="pay-offline">
        <Typography variant="body2" color="text.secondary">
          {t("offlineIntro")}
        </Typography>
        <MethodList methods={offline} titles={titles} />
      </Section>
      <Section title={t("onlineTitle")} testId="pay-online">
        <Typography variant="body2" color="text.secondary">
          {t("onlineIntro")}
        </Typography>
        <MethodList methods={online} titles={titles} />
      </Section>
    </Stack>
  );
}
