import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { PageForm } from "@/components/site-pages/page-form";
import { PageHeader } from "@/components/ui/page-header";
import { guardSignedInPage } from "@/lib/server/guard";
import { notFoundOn404, orNotFound } from "@/lib/server/or-not-found";
import { getPage, pageFormOptions } from "@/lib/site-pages/page-service";
import { pageFormValues, ZIdParams } from "@/lib/site-pages/schemas";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/config/page/edit/[id]");

type SP = Record<string, string | string[] | undefined>;
/** ?saved= — what the form just did, for its notice. */
const ZSearch = z.object({ saved: z.enum(["published", "saved"]).optional() });

// SPEC §2 /platform/config/page/edit/{id}: the page's settings and working copy (another conference's id is 404).
export default async function EditPagePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SP> }) {
  const [{ id: raw }, sp] = await Promise.all([params, searchParams]);
  const access = await guardSignedInPage("/platform/config/page/edit/[id]", { path: `/platform/config/page/edit/${raw}` });
  const { id } = orNotFound(ZIdParams.safeParse({ id: raw }).data);
  const { saved } = await readSearch(ZSearch, sp);
  const page = await getPage(access.conference.id, id).catch(notFoundOn404);
  const [t, options] = await Promise.all([getTranslations("sitePages.pageForm"), pageFormOptions(access.conference.id)]);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader title={t("editTitle", { name: page.name })} intro={t("intro")} />
      <PageForm page={page} initial={pageFormValues(page)} options={options} notice={saved} />
    </Stack>
  );
}
