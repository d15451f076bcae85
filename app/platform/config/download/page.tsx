import Stack from "@mui/material/Stack";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DownloadConfigScreen } from "@/components/downloads/download-config";
import { PageHeader } from "@/components/ui/page-header";
import { managerDownloadList } from "@/lib/download/queries";
import { guardSignedInPage } from "@/lib/server/guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("download.config"))("title") };
}

// Issue 16 (ours: SPEC §2 names no screen for it): the files of the download centre, managers only.
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
