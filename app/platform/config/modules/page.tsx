import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { ModulesScreen } from "@/components/modules/modules-screen";
import { PageHeader } from "@/components/ui/page-header";
import { listModules } from "@/lib/modules/service";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/modules");

// The managers' module switches (SPEC §2 names no screen; §7 getModuleByConfId reads them): each
// module on or off, with what it still needs before participants can use it.
export default async function ModulesPage() {
  const access = await guardSignedInPage("/platform/config/modules");
  const [t, modules] = await Promise.all([getTranslations("modules"), listModules(access.conference.id)]);
  return (
    <Stack spacing={3}>
      <PageHeader title={t("title")} intro={t("intro")} />
      <ModulesScreen initial={modules} />
    </Stack>
  );
}
