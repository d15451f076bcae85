import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { ConferenceForm } from "@/components/admin/conference-form";
import { PageHeader } from "@/components/ui/page-header";
import { timeZoneList } from "@/lib/admin/options";
import type { Locale } from "@/lib/i18n/locale";
import { guardSignedInPage } from "@/lib/server/guard";
import { listDisciplines } from "@/lib/site/disciplines";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/admin/conferences/new");

// A platform administrator creates a conference, its hosts and its creator.
export default async function NewConferencePage() {
  await guardSignedInPage("/admin/conferences/new");
  const [t, locale] = await Promise.all([getTranslations("admin.form"), getLocale()]);
  const disciplines = await listDisciplines(locale as Locale);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader title={t("title")} intro={t("intro")} />
      <ConferenceForm timeZones={timeZoneList()} disciplines={disciplines.map((d) => ({ id: d.id, title: d.title }))} />
    </Stack>
  );
}
