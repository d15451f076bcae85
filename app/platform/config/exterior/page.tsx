import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { ActiveAppearance } from "@/components/appearance/active-appearance";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { findActiveAppearance } from "@/lib/appearance/service";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/exterior");

// SPEC §2 /platform/config/exterior: the appearance the public site wears now.
export default async function ExteriorPage() {
  const access = await guardSignedInPage("/platform/config/exterior");
  const [t, active] = await Promise.all([getTranslations("appearance"), findActiveAppearance(access.conference.id)]);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t("currentTitle")}
        intro={t("currentIntro")}
        action={
          <LinkButton href="/platform/config/exterior/list" variant="text">
            {t("manage")}
          </LinkButton>
        }
      />
      {active ? <ActiveAppearance row={active} /> : <Alert severity="info">{t("empty")}</Alert>}
    </Stack>
  );
}
