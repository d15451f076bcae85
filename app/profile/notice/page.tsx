import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { MarkAllRead } from "@/components/notices/mark-all-read";
import { NoticeFilterTabs } from "@/components/notices/notice-filter-tabs";
import { NoticeList } from "@/components/notices/notice-list";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { listNotices } from "@/lib/notices/queries";
import { noticeWords, safeNoticeHref } from "@/lib/notices/render";
import { ZNoticeListQuery } from "@/lib/notices/schemas";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";
import { readSearch } from "@/lib/validation/read-search";

type SP = Record<string, string | string[] | undefined>;

export const generateMetadata = titleMetadata("/profile/notice");

// SPEC §2 /profile/notice: the person's notices on this conference, newest first, worded
// in the language they read the site in; unread ones marked, all / unread, paged. Opening one marks
// it read; the personal-centre menu's badge counts the unread (app/profile/layout.tsx).
export default async function NoticePage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/profile/notice", { search: searchString(sp) });
  // The page size is fixed here: ?size= is not read.
  const q = await readSearch(ZNoticeListQuery, { filter: sp.filter, page: sp.page });
  const locale = (await getLocale()) as Locale;
  const [t, tr, list] = await Promise.all([getTranslations("notice"), getTranslator(locale), listNotices(access.conference.id, access.user.id, q)]);
  const rows = list.rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    ...noticeWords(tr, r.kind, r.params),
    href: safeNoticeHref(r.href),
    read: r.read,
    createdAt: r.createdAt,
    when: formatInstantIn(new Date(r.createdAt), access.conference.timeZone),
  }));
  const href = (page: number) => `?${new URLSearchParams({ ...(q.filter === "unread" ? { filter: "unread" } : {}), page: String(page) })}`;
  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <PageHeader title={t("title")} intro={t("intro")} action={<MarkAllRead unread={list.unread} />} />
      <NoticeFilterTabs filter={q.filter} unread={list.unread} />
      <NoticeList key={`${q.filter}-${q.page}`} rows={rows} emptyText={q.filter === "unread" ? t("emptyUnread") : t("empty")} />
      <Pager page={q.page} total={list.total} size={q.size} href={href} testId="notice-pager" />
    </Stack>
  );
}
