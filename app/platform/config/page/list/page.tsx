import { getLocale, getTranslations } from "next-intl/server";
import { ListFrame } from "@/components/site-pages/list-frame";
import { PageList } from "@/components/site-pages/page-list";
import { formatInstantIn } from "@/lib/i18n/dates";
import { pickLocale } from "@/lib/i18n/pick";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { listPages } from "@/lib/site-pages/page-service";
import { ZListQuery } from "@/lib/site-pages/schemas";
import { titleMetadata } from "@/lib/site/page-metadata";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/config/page/list");

type SP = Record<string, string | string[] | undefined>;

// SPEC §2 /platform/config/page/list: the conference's content pages, their state and actions.
export default async function PageListPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/config/page/list", { search: searchString(sp) });
  const { id, timeZone } = access.conference;
  const q = await readSearch(ZListQuery, sp);
  const [t, locale, list] = await Promise.all([getTranslations("sitePages.pages"), getLocale(), listPages(id, q)]);
  const rows = list.rows.map((r) => ({
    id: r.id,
    name: r.name,
    title: pickLocale(locale, r.titleZh, r.titleEn),
    type: r.type,
    isDefaultPc: r.isDefaultPc,
    isDefaultMobile: r.isDefaultMobile,
    status: r.status,
    updatedAt: formatInstantIn(r.updatedAt, timeZone),
  }));
  return (
    <ListFrame
      title={t("title")}
      intro={`${t("intro")} ${t("timesIn", { zone: timeZone })}`}
      other={{ href: "/platform/config/template/list", label: t("templatesLink") }}
      add={{ href: "/platform/config/page/add", label: t("add") }}
      empty={rows.length ? null : { text: t("empty"), testId: "page-list-empty" }}
      page={q.page}
      total={list.total}
      size={q.size}
    >
      <PageList rows={rows} />
    </ListFrame>
  );
}
