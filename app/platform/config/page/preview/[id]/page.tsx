import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { PageView } from "@/components/site/page-view";
import { LinkButton } from "@/components/ui/link-button";
import type { Locale } from "@/lib/i18n/locale";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { notFoundOn404, orNotFound } from "@/lib/server/or-not-found";
import { getPagePreview } from "@/lib/site-pages/page-service";
import { ZIdParams } from "@/lib/site-pages/schemas";
import { findBannerFile } from "@/lib/site/pages";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/config/page/preview/[id]");

type SP = Record<string, string | string[] | undefined>;
/** ?lang= — the language to preview in, else the reader's. */
const ZSearch = z.object({ lang: z.enum(["en", "zh"]).optional() });

// A page's working copy through the visitors' own renderer, as it will look once
// published — for its managers only (?lang=zh|en picks the language shown).
export default async function PreviewPagePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SP> }) {
  const [{ id: raw }, sp] = await Promise.all([params, searchParams]);
  const access = await guardSignedInPage("/platform/config/page/preview/[id]", { path: `/platform/config/page/preview/${raw}`, search: searchString(sp) });
  const { id } = orNotFound(ZIdParams.safeParse({ id: raw }).data);
  const search = await readSearch(ZSearch, sp);
  const lang: Locale = search.lang ?? ((await getLocale()) === "en" ? "en" : "zh");
  const page = await getPagePreview(access.conference.id, id, access.mobile).catch(notFoundOn404);
  const [t, bannerFile] = await Promise.all([getTranslations("sitePages.preview"), findBannerFile(access.conference.id)]);
  const other = lang === "en" ? "zh" : "en";
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="page-preview-view" data-lang={lang}>
      <Alert
        severity="info"
        action={
          <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
            <LinkButton href={`?lang=${other}`} size="small" color="inherit">
              {t(other === "en" ? "showEn" : "showZh")}
            </LinkButton>
            <LinkButton href={`/platform/config/page/edit/${page.id}`} size="small" color="inherit">
              {t("edit")}
            </LinkButton>
          </Stack>
        }
      >
        {t("banner")}
      </Alert>
      <PageView access={access} page={page} bannerFile={bannerFile} locale={lang} home={page.home} />
    </Stack>
  );
}
