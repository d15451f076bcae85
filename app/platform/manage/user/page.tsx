import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { ManagersPanel } from "@/components/registration/manage/managers-panel";
import { PageHeader } from "@/components/ui/page-header";
import Divider from "@mui/material/Divider";
import { listConferenceUsers } from "@/lib/registration/manage-service";
import { getCurrentVersion, listVersions } from "@/lib/registration/form-service";
import { countryFacets, listAttendees } from "@/lib/registration/queries";
import { ZAttendeeListQuery } from "@/lib/registration/schemas";
import { guardSignedInPage, searchString } from "@/lib/server/guard";

type SP = Record<string, string | string[] | undefined>;

// SPEC §2 /platform/manage/user: registrations with search, filters, sorting, server paging, export;
// then the conference's users and managers (add by email, remove).
export default async function ManageUsersPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/manage/user", searchString(sp));
  const id = access.conference.id;
  const parsed = ZAttendeeListQuery.safeParse(Object.fromEntries(Object.entries(sp).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
  const q = parsed.success ? parsed.data : ZAttendeeListQuery.parse({});
  const [t, list, versions, countries, current, users] = await Promise.all([
    getTranslations("registration.users"), listAttendees(id, q), listVersions(id), countryFacets(id), getCurrentVersion(id), listConferenceUsers(id),
  ]);
  const link = (over: Record<string, string | number>) => `?${new URLSearchParams(Object.entries({ ...q, ...over }).map(([k, v]) => [k, String(v)]))}`;
  const exportQuery = new URLSearchParams({ search: q.search, country: q.country, from: q.from, to: q.to, version: q.version || current.name });
  const pages = Math.max(1, Math.ceil(list.total / q.size));
  const sortLink = (col: string) => link({ sort: col, order: q.sort === col && q.order === "asc" ? "desc" : "asc", page: 1 });
  return (
    <Stack spacing={2}>
      <PageHeader title={t("title")} intro={t("total", { count: list.total })} />
      <Stack component="form" method="get" direction={{ xs: "column", md: "row" }} spacing={1} data-testid="user-filters">
        <TextField name="search" size="small" label={t("search")} defaultValue={q.search} slotProps={{ htmlInput: { "data-testid": "user-search" } }} />
        <TextField name="country" size="small" select label={t("country")} defaultValue={q.country} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t("all")}</MenuItem>
          {countries.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
        </TextField>
        <TextField name="version" size="small" select label={t("version")} defaultValue={q.version} sx={{ minWidth: 140 }}>
          <MenuItem value="">{t("all")}</MenuItem>
          {versions.map((v) => <MenuItem key={v.name} value={v.name}>{v.name}</MenuItem>)}
        </TextField>
        <TextField name="from" size="small" type="date" label={t("from")} defaultValue={q.from} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField name="to" size="small" type="date" label={t("to")} defaultValue={q.to} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="contained" data-testid="user-filter-submit">{t("search")}</Button>
        <Button href={`/api/conference/conferenceUser/export?format=csv&${exportQuery}`} data-testid="export-csv">{t("exportCsv")}</Button>
        <Button href={`/api/conference/conferenceUser/export?format=xlsx&${exportQuery}`} data-testid="export-xlsx">{t("exportXlsx")}</Button>
      </Stack>
      <Table size="small" data-testid="user-table">
        <TableHead>
          <TableRow>
            {(["fullName", "email", "unit", "countryArea", "createdAt"] as const).map((c) => (
              <TableCell key={c}><a href={sortLink(c)}>{t(c === "fullName" ? "name" : c === "countryArea" ? "country" : c)}</a></TableCell>
            ))}
            <TableCell>{t("version")}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {list.rows.map((r) => (
            <TableRow key={r.id} data-testid="user-row">
              <TableCell>{r.fullName}</TableCell>
              <TableCell>{r.email}</TableCell>
              <TableCell>{r.unit}</TableCell>
              <TableCell>{r.countryArea}</TableCell>
              <TableCell>{r.createdAt.toISOString().slice(0, 16).replace("T", " ")}</TableCell>
              <TableCell>{r.version}</TableCell>
              <TableCell><LinkButton href={`/platform/manage/userDetails?id=${r.id}`} size="small">{t("details")}</LinkButton></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {list.rows.length === 0 && <Typography color="text.secondary">{t("empty")}</Typography>}
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Button href={link({ page: Math.max(1, q.page - 1) })} disabled={q.page <= 1}>‹</Button>
        <Typography variant="body2">{q.page} / {pages}</Typography>
        <Button href={link({ page: Math.min(pages, q.page + 1) })} disabled={q.page >= pages}>›</Button>
      </Stack>
      <Divider />
      <ManagersPanel users={users} />
    </Stack>
  );
}
