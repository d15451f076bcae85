import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { ComingSoon } from "@/components/site/coming-soon";
import { guardPage } from "@/lib/server/guard";
import { findSitePage } from "@/lib/site/pages";

// Content pages get their editor and renderer with the site issue; until then a configured page
// answers with its title and says so, and an unknown one answers 404.
export default async function ContentPage({ params }: { params: Promise<{ pageId: string }> }) {
  const { pageId } = await params;
  const access = await guardPage(`/page/${pageId}`);
  const page = await findSitePage(access.conference.id, pageId);
  if (!page) notFound();
  const locale = await getLocale();
  return <ComingSoon title={(locale === "en" ? page.titleEn : page.titleZh) || page.titleZh} />;
}
