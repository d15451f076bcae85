import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { PageForm } from "@/components/site-pages/page-form";
import { PageHeader } from "@/components/ui/page-header";
import { guardSignedInPage } from "@/lib/server/guard";
import { pageFormOptions } from "@/lib/site-pages/page-service";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/page/add");

// SPEC §2 /platform/config/page/add: a new content page, on the active appearance and default PC template.
export default async function AddPagePage() {
  const access = await guardSignedInPage("/platform/config/page/add");
  const [t, options] = await Promise.all([getTranslations("sitePages.pageForm"), pageFormOptions(access.conference.id)]);
  const appearanceId = options.appearances.find((a) => a.isActive)?.id ?? options.appearances[0]?.id ?? null;
  const templateId = options.templates.find((x) => x.device === "pc")?.id ?? null;
  const initial = {
    name: "",
    appearanceId,
    templateId,
    type: "content" as const,
    isDefaultPc: false,
    isDefaultMobile: false,
    mobilePageId: null,
    titleZh: "",
    titleEn: "",
    contentZh: "",
    contentEn: "",
  };
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader title={t("addTitle")} intro={t("intro")} />
      <PageForm page={null} initial={initial} options={options} />
    </Stack>
  );
}
