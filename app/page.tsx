import { getLocale } from "next-intl/server";
import { PageView } from "@/components/site/page-view";
import type { Locale } from "@/lib/i18n/locale";
import { guardPage } from "@/lib/server/guard";
import { loadHomePage } from "@/lib/site/render/load-page";
import { DEFAULT_TEMPLATE } from "@/lib/site/template-model";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/");

// SPEC §2 "/": the published page flagged default for the device, inside its template. Its title
// is "Home - <conference>" (the page table, lib/pages/registry.ts). Without any published home page the
// conference still has a front door: the default template, its content saying none is published.
export default async function HomePage() {
  const access = await guardPage("/");
  const c = access.conference;
  const data = await loadHomePage(c.id, access.mobile);
  const page = data?.page ?? { id: null, key: "home", titleZh: c.nameZh, titleEn: c.nameEn, contentZh: "", contentEn: "", elements: DEFAULT_TEMPLATE.elements };
  return <PageView access={access} page={page} bannerFile={data?.bannerFile ?? null} locale={(await getLocale()) as Locale} home />;
}
