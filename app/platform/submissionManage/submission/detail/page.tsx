import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { Facts } from "@/components/ui/facts";
import { OrderHistory } from "@/components/orders/manage/order-history";
import { SubmissionStatusChip } from "@/components/submission/manage/status-chip";
import { SubmissionReviews } from "@/components/review/assign/submission-reviews";
import { AllReviews } from "@/components/review/opinion/all-reviews";
import { ChairOpinionForm } from "@/components/review/decision/chair-opinion-form";
import { ScoreForm } from "@/components/review/opinion/score-form";
import { StatusActions } from "@/components/submission/manage/status-actions";
import { SubmissionAuthors } from "@/components/submission/manage/submission-authors";
import { SubmissionVersions } from "@/components/submission/manage/submission-versions";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { formatBytes } from "@/lib/forms/format-bytes";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { notFoundOn404, orNotFound } from "@/lib/server/or-not-found";
import { submissionManageDetailView } from "@/lib/submission/manage/detail-view";
import { titleMetadata } from "@/lib/site/page-metadata";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/submissionManage/submission/detail");

type SP = Record<string, string | string[] | undefined>;
const ZSearch = z.object({ id: zId().optional() });
const fileHref = (id: number) => `/api/conference/submissionManage/file/${id}`;

// SPEC §2 /platform/submissionManage/submission/detail?id=: one submission with its authors,
// abstract, files, every version with what changed, and its status history. Managers change the
// status here (with a reason that is mailed); reviewers read what was assigned to them. Another
// conference's submission, or one a reviewer was not assigned, is not found.
export default async function SubmissionDetailPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/submissionManage/submission/detail", { search: searchString(sp) });
  const id = orNotFound((await readSearch(ZSearch, sp)).id);
  const conf = access.conference;
  const locale = (await getLocale()) as Locale;
  const [view, t, ts, tr, to, td] = await Promise.all([
    submissionManageDetailView(access, id, locale).catch(notFoundOn404),
    getTranslations("submissionAdmin.detail"),
    getTranslations("submissionAdmin.status"),
    getTranslations("reviewAssign"),
    getTranslations("reviewOpinion"),
    getTranslations("reviewDecision.opinion"),
  ]);
  const { submission: d, assignments: reviews, myReview: mine, allReviews: all, chairOpinion: chairView } = view;
  const when = (at: Date | null) => (at ? formatInstantIn(at, conf.timeZone) : t("none"));
  const none = t("none");
  const facts = [
    { key: "code", label: t("code"), value: d.code || none },
    { key: "status", label: t("status"), value: <SubmissionStatusChip status={d.status} label={ts(d.status)} testId="detail-status" /> },
    { key: "theme", label: t("theme"), value: d.theme?.name || none },
    { key: "category", label: t("category"), value: d.category.value ? d.category.label : none },
    { key: "reportType", label: t("reportType"), value: d.reportType.value ? d.reportType.label : none },
    { key: "submitter", label: t("submitter"), value: d.submitter ? `${d.submitter.name} (${d.submitter.email})` : t("blindHidden") },
    { key: "submittedAt", label: t("submittedAt"), value: when(d.submittedAt) },
    { key: "sentAt", label: t("sentAt"), value: when(d.sentAt) },
    { key: "updatedAt", label: t("updatedAt"), value: when(d.updatedAt) },
  ];
  const history = d.history.map((h) => ({
    id: h.id,
    at: when(h.at),
    actor: h.actor?.author && !h.actor.name ? { name: t("theAuthor"), email: "" } : h.actor,
    change: h.from ? `${ts(h.from)} → ${ts(h.to)}` : `${t("created")} · ${ts(h.to)}`,
    reason: h.reason,
  }));
  const versions = d.versions.map((v) => ({
    ...v,
    sentAt: when(v.sentAt),
    statusLabel: ts(v.status),
    files: v.files.map((f) => ({ kind: f.kind, name: f.name, href: f.fileId ? fileHref(f.fileId) : null })),
  }));
  const back = access.manager ? "/platform/manage/contribute" : "/platform/submissionManage/index";
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="submission-detail" data-code={d.code}>
      <PageHeader
        title={t("title", { code: d.code || `#${d.number}` })}
        intro={t("intro", { version: d.version, zone: conf.timeZone })}
        action={
          <LinkButton href={back} variant="text" sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}>
            {t("back")}
          </LinkButton>
        }
      />
      <Typography variant="h6" component="p" sx={{ overflowWrap: "anywhere" }} data-testid="detail-title">
        {d.title}
      </Typography>
      {access.manager ? (
        <StatusActions id={d.id} code={d.code || `#${d.number}`} status={d.status} moves={d.moves} />
      ) : (
        view.readOnly && <Alert severity="info">{t("readOnly")}</Alert>
      )}
      {mine && (
        <Section title={to("form.title")} testId="my-review">
          <ScoreForm review={mine} />
        </Section>
      )}
      {all && (
        <Section title={to("all.title")} testId="all-reviews-section">
          <AllReviews data={all} />
        </Section>
      )}
      {chairView && (
        <Section title={td("title")} testId="chair-opinion-section">
          <ChairOpinionForm id={d.id} code={d.code || `#${d.number}`} {...chairView} />
        </Section>
      )}
      {reviews && (
        <Section title={tr("title")} testId="reviews-section">
          <SubmissionReviews submissionId={d.id} code={d.code || `#${d.number}`} data={reviews} />
        </Section>
      )}
      <Section title={t("facts")}>
        <Facts facts={facts} testId="submission-facts" />
      </Section>
      <Section title={t("authors")}>
        {d.blind ? <Typography color="text.secondary">{t("blindAuthors")}</Typography> : <SubmissionAuthors authors={d.authors} />}
      </Section>
      <Section title={t("abstract")}>
        {d.abstractHtml ? (
          // Sanitised when read (lib/submission/manage/detail.ts), the same way as when it was stored.
          <Box sx={{ overflowWrap: "anywhere", "& p": { mt: 0 } }} data-testid="detail-abstract" dangerouslySetInnerHTML={{ __html: d.abstractHtml }} />
        ) : (
          <Typography color="text.secondary">{t("noAbstract")}</Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }} data-testid="detail-keywords">
          <Typography variant="body2" color="text.secondary">
            {t("keywords")}:
          </Typography>
          {d.keywords.length ? d.keywords.map((k) => <Chip key={k} size="small" label={k} />) : <Typography variant="body2">{t("noKeywords")}</Typography>}
        </Stack>
      </Section>
      <Section title={t("files")}>
        {d.files.length ? (
          <Stack spacing={1} data-testid="detail-files">
            {d.files.map((f) => (
              <Box key={f.id} sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "baseline" }}>
                <Typography variant="body2" color="text.secondary">
                  {t(`fileKind.${f.kind}`)}:
                </Typography>
                <Link href={fileHref(f.id)} sx={{ overflowWrap: "anywhere" }} data-testid="detail-file">
                  {f.name}
                </Link>
                <Typography variant="caption" color="text.secondary">
                  {formatBytes(f.size, locale)} · {when(f.createdAt)}
                </Typography>
              </Box>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t("noFiles")}</Typography>
        )}
      </Section>
      <Section title={t("versions")}>
        <SubmissionVersions versions={versions} />
      </Section>
      <Section title={t("history")}>
        <OrderHistory rows={history} />
      </Section>
    </Stack>
  );
}
