import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { AttendeeSelection } from "@/components/notices/attendee-selection";
import { SendNoticeButton } from "@/components/notices/send-notice-button";
import { AttendeeTable } from "@/components/registration/manage/attendee-table";
import { AttendeeToolbar } from "@/components/registration/manage/attendee-toolbar";
import { ManagersPanel } from "@/components/registration/manage/managers-panel";
import { PageHeader } from "@/components/ui/page-header";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { attendeeListView } from "@/lib/registration/attendee-list-view";
import { ZAttendeeListQuery } from "@/lib/registration/schemas";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/manage/user");

type SP = Record<string, string | string[] | undefined>;

// SPEC §2 /platform/manage/user: registrations with search, filters, sorting, server paging, export;
// then the conference's users and managers (add by email, remove). Countries are codes, named in
// the reader's language; times are the conference's wall clock, as the date filter reads them.
export default async function ManageUsersPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/manage/user", { search: searchString(sp) });
  const { id, timeZone } = access.conference;
  const locale = (await getLocale()) as Locale;
  const q = await readSearch(ZAttendeeListQuery, sp);
  const [t, view] = await Promise.all([getTranslations("registration.users"), attendeeListView(id, q, locale)]);
  const rows = view.rows.map((r) => ({ ...r, createdAt: formatInstantIn(r.createdAt, timeZone) }));
  const link = (over: Record<string, string | number>) => `?${new URLSearchParams(Object.entries({ ...q, ...over }).map(([k, v]) => [k, String(v)]))}`;
  const exportQuery = new URLSearchParams({
    search: q.search,
    country: q.country,
    from: q.from,
    to: q.to,
    version: q.version || view.currentVersion,
  }).toString();
  const pages = Math.max(1, Math.ceil(view.total / q.size));
  const filter = { search: q.search, country: q.country, version: q.version, from: q.from, to: q.to };
  // Ticks are for this page and these filters only (a new one starts afresh).
  return (
    <AttendeeSelection key={link({})}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <PageHeader
          title={t("title")}
          intro={`${t("total", { count: view.total })} · ${t("timesIn", { zone: timeZone })}`}
          action={<SendNoticeButton filter={filter} total={view.total} />}
        />
        <AttendeeToolbar q={q} countries={view.countries} versions={view.versions} exportQuery={exportQuery} />
        <AttendeeTable rows={rows} sortLink={(col) => link({ sort: col, order: q.sort === col && q.order === "asc" ? "desc" : "asc", page: 1 })} />
        {view.rows.length === 0 && <Typography color="text.secondary">{t("empty")}</Typography>}
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Button href={link({ page: Math.max(1, q.page - 1) })} disabled={q.page <= 1}>
            ‹
          </Button>
          <Typography variant="body2">
            {q.page} / {pages}
          </Typography>
          <Button href={link({ page: Math.min(pages, q.page + 1) })} disabled={q.page >= pages}>
            ›
          </Button>
        </Stack>
        <Divider />
        <ManagersPanel users={view.users} />
      </Stack>
    </AttendeeSelection>
  );
}
