import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { TemplateForm } from "@/components/site-pages/template-form";
import { PageHeader } from "@/components/ui/page-header";
import { guardSignedInPage } from "@/lib/server/guard";
import { DEFAULT_TEMPLATE } from "@/lib/site/template-model";
import { templateFormOptions } from "@/lib/site-pages/template-service";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/template/add");

// SPEC §2 /platform/config/template/add: a new template, starting from the default element list.
export default async function AddTemplatePage() {
  const access = await guardSignedInPage("/platform/config/template/add");
  const [t, { appearances }] = await Promise.all([getTranslations("sitePages.templateForm"), templateFormOptions(access.conference.id)]);
  const initial = {
    name: "",
    appearanceId: appearances.find((a) => a.isActive)?.id ?? null,
    device: "pc" as const,
    isDefaultPc: false,
    isDefaultMobile: false,
    elements: DEFAULT_TEMPLATE.elements.map((e) => ({ ...e })),
  };
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader title={t("addTitle")} intro={t("intro")} />
      <TemplateForm id={null} initial={initial} appearances={appearances} pageCount={0} />
    </Stack>
  );
}
