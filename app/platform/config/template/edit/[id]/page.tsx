import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { TemplateForm } from "@/components/site-pages/template-form";
import { PageHeader } from "@/components/ui/page-header";
import { guardSignedInPage } from "@/lib/server/guard";
import { notFoundOn404, orNotFound } from "@/lib/server/or-not-found";
import { ZIdParams } from "@/lib/site-pages/schemas";
import { getTemplate, templateFormOptions } from "@/lib/site-pages/template-service";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/config/template/edit/[id]");

type SP = Record<string, string | string[] | undefined>;
/** ?saved=1 — the form has just saved. */
const ZSearch = z.object({ saved: z.literal("1").optional() });

// SPEC §2 /platform/config/template/edit/{id} (another conference's id is 404).
export default async function EditTemplatePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SP> }) {
  const [{ id: raw }, sp] = await Promise.all([params, searchParams]);
  const access = await guardSignedInPage("/platform/config/template/edit/[id]", { path: `/platform/config/template/edit/${raw}` });
  const parsed = orNotFound(ZIdParams.safeParse({ id: raw }).data);
  const { saved } = await readSearch(ZSearch, sp);
  const template = await getTemplate(access.conference.id, parsed.id).catch(notFoundOn404);
  const [t, { appearances }] = await Promise.all([getTranslations("sitePages.templateForm"), templateFormOptions(access.conference.id)]);
  const { id, pageCount, ...initial } = template;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader title={t("editTitle", { name: template.name })} intro={t("intro")} />
      <TemplateForm id={id} initial={initial} appearances={appearances} pageCount={pageCount} savedNotice={saved === "1"} />
    </Stack>
  );
}
