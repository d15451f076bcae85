import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { DownloadConfigScreen } from "@/components/downloads/download-config";
import { PageHeader } from "@/components/ui/page-header";
import { managerDownloadList } from "@/lib/downloads/queries";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/download");

// Our own screen (SPEC §2 names none for it): the files of the download centre, managers only.
export default async function DownloadConfigPage() {
  const access = await guardSignedInPage("/platform/config/download");
  const [t, files] = await Promise.all([getTranslations("download.config"), managerDownloadList(access.conference.id)]);
  return (
    <Stack spacing={3}>
      <PageHeader title={t("title")} intro={t("intro")} />
      <DownloadConfigScreen initial={files} timeZone={access.conference.timeZone} />
    </Stack>
  );
}
