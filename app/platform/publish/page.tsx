import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { PublishPanel } from "@/components/website/publish-panel";
import { guardSignedInPage } from "@/lib/server/guard";
import { getPublishPanel } from "@/lib/website/publish-service";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/publish");

// SPEC §2 management menu "publish, cancel publish, close conference"; §4 website statuses.
export default async function PublishPage() {
  const access = await guardSignedInPage("/platform/publish");
  const [t, panel] = await Promise.all([getTranslations("website"), getPublishPanel(access.conference.id)]);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t("publishTitle")}
        intro={t("publishIntro")}
        action={
          <LinkButton href="/platform/config/website" variant="text">
            {t("title")}
          </LinkButton>
        }
      />
      <PublishPanel panel={panel} />
    </Stack>
  );
}
