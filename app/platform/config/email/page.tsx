import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { MailConfigForm } from "@/components/mail/mail-config-form";
import { TemplateList } from "@/components/mail/template-list";
import { getMailConfigView, getMailSetupStatus } from "@/lib/mail/config-service";
import { listMailTemplates } from "@/lib/mail/template-service";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/email");

// SPEC §2 /platform/config/email: the sender (§3 "Email config") and the eleven templates.
export default async function MailConfigPage() {
  const access = await guardSignedInPage("/platform/config/email");
  const id = access.conference.id;
  const [t, config, setup, templates] = await Promise.all([getTranslations("mail"), getMailConfigView(id), getMailSetupStatus(id), listMailTemplates(id)]);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t("title")}
        intro={t("intro")}
        action={
          <LinkButton href="/platform/mail-log" variant="text" data-testid="open-mail-log">
            {t("openLog")}
          </LinkButton>
        }
      />
      <MailConfigForm initial={config} setup={setup} />
      <TemplateList templates={templates} />
    </Stack>
  );
}
