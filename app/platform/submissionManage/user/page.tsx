import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { SubmitterList, SubmitterSearch } from "@/components/submission/manage/submitter-list";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";
import { formatInstantIn } from "@/lib/i18n/dates";
import { isBlindFor } from "@/lib/review/blind";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { viewerOf } from "@/lib/submission/manage/page";
import { listSubmitters } from "@/lib/submission/manage/queries";
import { ZSubmitterListQuery } from "@/lib/submission/manage/schemas";
import { SUBMISSION_STATUSES } from "@/lib/submission/status";
import { titleMetadata } from "@/lib/site/page-metadata";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/submissionManage/user");

type SP = Record<string, string | string[] | undefined>;

// SPEC §2 /platform/submissionManage/user: the people who submitted, with how many submissions
// each has in each status; a name opens their submissions. Reviewers see the submitters of what
// was assigned to them.
export default async function SubmittersPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/submissionManage/user", { search: searchString(sp) });
  const conf = access.conference;
  const q = await readSearch(ZSubmitterListQuery, sp);
  const viewer = viewerOf(access);
  const [t, ts] = await Promise.all([getTranslations("submissionAdmin.submitters"), getTranslations("submissionAdmin.status")]);
  // Blind review: who submitted is not a reviewer's to know (lib/review/blind.ts).
  if (await isBlindFor(conf.id, viewer)) {
    const te = await getTranslations("submissionAdmin.errors");
    return (
      <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="submitters">
        <PageHeader title={t("title")} />
        <Alert severity="info" data-testid="submitters-blind">
          {te("blind")}
        </Alert>
      </Stack>
    );
  }
  const list = await listSubmitters(conf, viewer, q);
  const rows = list.rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    email: r.email,
    total: r.total,
    counts: SUBMISSION_STATUSES.filter((s) => r.counts[s]).map((s) => ({ status: s, label: ts(s), count: r.counts[s]! })),
    last: r.lastSubmittedAt ? formatInstantIn(r.lastSubmittedAt, conf.timeZone) : "—",
  }));
  const search = (page: number) => `?${new URLSearchParams({ ...(q.q ? { q: q.q } : {}), page: String(page) })}`;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="submitters">
      <PageHeader title={t("title")} intro={t("intro", { count: list.total, zone: conf.timeZone })} />
      <SubmitterSearch q={q.q} />
      {rows.length > 0 ? (
        <SubmitterList rows={rows} />
      ) : (
        <Stack spacing={1} sx={{ alignItems: "flex-start", py: 3 }} data-testid="submitter-empty">
          <Typography color="text.secondary">{q.q ? t("emptyFiltered") : t("empty")}</Typography>
          {q.q && (
            <LinkButton href="/platform/submissionManage/user" variant="text">
              {t("clear")}
            </LinkButton>
          )}
        </Stack>
      )}
      <Pager page={q.page} total={list.total} size={q.size} href={search} testId="submitter-pager" />
    </Stack>
  );
}
