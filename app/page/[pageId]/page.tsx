import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { PageView } from "@/components/site/page-view";
import { pickLocale } from "@/lib/i18n/pick";
import type { Locale } from "@/lib/i18n/locale";
import { getAccess, guardPage } from "@/lib/server/guard";
import { orNotFound } from "@/lib/server/or-not-found";
import { loadContentPage } from "@/lib/site/render/load-page";

// SPEC §2 /page/{pageId}: a published page of this conference by id (or built-in key) inside its
// template, inline; a draft, another conference's page or an unknown id is the 404 page.
type Params = { params: Promise<{ pageId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [{ pageId }, access] = await Promise.all([params, getAccess()]);
  if (!access || (!access.conference.published && !access.manager)) return {}; // the page redirects
  const data = await loadContentPage(access.conference.id, pageId, access.mobile);
  return data ? { title: pickLocale(await getLocale(), data.page.titleZh, data.page.titleEn) } : {};
}

export default async function ContentPage({ params }: Params) {
  const { pageId } = await params;
  const access = await guardPage("/page/[pageId]", { path: `/page/${pageId}` });
  const data = orNotFound(await loadContentPage(access.conference.id, pageId, access.mobile));
  return <PageView access={access} page={data.page} bannerFile={data.bannerFile} locale={(await getLocale()) as Locale} home={false} />;
}
