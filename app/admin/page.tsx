import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { ConferenceFilters } from "@/components/admin/conference-filters";
import { ConferenceTable } from "@/components/admin/conference-table";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";
import { countPublishRequests, listConferences } from "@/lib/admin/queries";
import { ZConferenceListQuery } from "@/lib/admin/schemas";
import { siteOrigin } from "@/lib/admin/site-origin";
import { STATUS_KEYS } from "@/lib/conference/status";
import type { Locale } from "@/lib/i18n/locale";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { conferenceName } from "@/lib/server/conference-name";
import { readSearch } from "@/lib/validation/read-search";
import { titleMetadata } from "@/lib/site/page-metadata";

type SP = Record<string, string | string[] | undefined>;

export const generateMetadata = titleMetadata("/admin");

// Every conference of the deployment, searchable by name or host, filtered by status.
export default async function AdminConferencesPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  await guardSignedInPage("/admin", { search: searchString(sp) });
  const q = await readSearch(ZConferenceListQuery, sp);
  const [t, locale, h] = await Promise.all([getTranslations("admin"), getLocale() as Promise<Locale>, headers()]);
  const [list, waiting] = await Promise.all([listConferences(q), countPublishRequests()]);
  const status = (s: number) => t(`status.${STATUS_KEYS[s] ?? "created"}` as "status.created");
  const rows = list.rows.map((r) => ({
    id: r.id,
    name: conferenceName(r, locale),
    shortName: r.shortName,
    dates: r.startDate ? `${r.startDate} – ${r.endDate ?? ""}` : "",
    status: r.status,
    statusLabel: status(r.status),
    hosts: r.hosts.map((host) => ({ host, href: siteOrigin(host, h) })),
    creators: r.creators.map((c) => (c.name ? `${c.name} <${c.email}>` : c.email)),
    attendees: r.attendees,
    submissions: r.submissions,
  }));
  const link = (page: number) => `?${new URLSearchParams({ search: q.search, status: String(q.status), page: String(page) })}`;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="admin-conferences">
      <PageHeader
        title={t("title")}
        intro={t("list.total", { count: list.total })}
        action={
          <LinkButton href="/admin/conferences/new" variant="contained">
            {t("nav.new")}
          </LinkButton>
        }
      />
      {waiting > 0 && (
        <Alert
          severity="warning"
          data-testid="pending-requests"
          action={
            <LinkButton href="/admin/requests" size="small" color="inherit" sx={{ whiteSpace: "nowrap" }}>
              {t("list.reviewRequests")}
            </LinkButton>
          }
        >
          {t("list.pending", { count: waiting })}
        </Alert>
      )}
      <ConferenceFilters search={q.search} status={q.status} statuses={[1, 2, 3, 4, 5].map((value) => ({ value, label: status(value) }))} />
      {rows.length ? (
        <ConferenceTable rows={rows} />
      ) : (
        <Typography color="text.secondary" data-testid="conference-empty">
          {t("list.empty")}
        </Typography>
      )}
      <Pager page={q.page} total={list.total} size={q.size} href={link} testId="admin-pager" />
    </Stack>
  );
}
