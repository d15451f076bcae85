import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { MenuConfig } from "@/components/menus/menu-config";
import { PageHeader } from "@/components/ui/page-header";
import { getMenuConfig } from "@/lib/menus/queries";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/menu");

// SPEC §2 /platform/config/menu (§3 Menu): the site's top menu and account items, managers only.
export default async function MenuConfigPage() {
  const access = await guardSignedInPage("/platform/config/menu");
  const [t, config] = await Promise.all([getTranslations("menus"), getMenuConfig(access.conference.id)]);
  return (
    <Stack spacing={3}>
      <PageHeader title={t("title")} intro={t("intro")} />
      <MenuConfig initial={config} />
    </Stack>
  );
}
