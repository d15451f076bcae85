import { getTranslations } from "next-intl/server";
import { ListFrame } from "@/components/site-pages/list-frame";
import { TemplateList } from "@/components/site-pages/template-list";
import { formatInstantIn } from "@/lib/i18n/dates";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { ZListQuery } from "@/lib/site-pages/schemas";
import { listTemplates } from "@/lib/site-pages/template-service";
import { titleMetadata } from "@/lib/site/page-metadata";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/config/template/list");

type SP = Record<string, string | string[] | undefined>;

// SPEC §2 /platform/config/template/list: the page templates, their defaults and use.
export default async function TemplateListPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/config/template/list", { search: searchString(sp) });
  const { id, timeZone } = access.conference;
  const q = await readSearch(ZListQuery, sp);
  const [t, list] = await Promise.all([getTranslations("sitePages.templates"), listTemplates(id, q)]);
  const rows = list.rows.map((r) => ({ ...r, updatedAt: formatInstantIn(r.updatedAt, timeZone) }));
  return (
    <ListFrame
      title={t("title")}
      intro={t("intro")}
      other={{ href: "/platform/config/page/list", label: t("pagesLink") }}
      add={{ href: "/platform/config/template/add", label: t("add") }}
      empty={rows.length ? null : { text: t("empty"), testId: "template-list-empty" }}
      page={q.page}
      total={list.total}
      size={q.size}
    >
      <TemplateList rows={rows} />
    </ListFrame>
  );
}
