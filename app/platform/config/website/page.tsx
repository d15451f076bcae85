import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { StatusChip, statusKey } from "@/components/website/status-chip";
import { WebsiteSettingsForm } from "@/components/website/website-settings-form";
import { guardSignedInPage } from "@/lib/server/guard";
import { getWebsiteSettings } from "@/lib/website/settings-service";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/website");

// SPEC §2 /platform/config/website: names, dates, venue, time zone, images, colour, footer, contact.
export default async function WebsiteSettingsPage() {
  const access = await guardSignedInPage("/platform/config/website");
  const [t, settings] = await Promise.all([getTranslations("website"), getWebsiteSettings(access.conference.id)]);
  const status = access.conference.status;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t("title")}
        intro={t("intro")}
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
            <StatusChip status={status} label={t(statusKey(status))} />
            <LinkButton href="/platform/publish" variant="text" data-testid="open-publish">
              {t("openPublish")}
            </LinkButton>
          </Stack>
        }
      />
      <WebsiteSettingsForm initial={settings} />
    </Stack>
  );
}
