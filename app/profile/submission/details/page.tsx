import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { PayFirstNotice } from "@/components/orders/pay-first-notice";
import { SubmissionInstructions } from "@/components/submission/author/instructions";
import { SubmissionStatusChip } from "@/components/submission/author/status-chip";
import { SubmissionForm } from "@/components/submission/author/submission-form";
import { SubmissionHistory } from "@/components/submission/author/submission-history";
import { SubmissionSummary } from "@/components/submission/author/submission-summary";
import { WindowBanner } from "@/components/submission/author/window-banner";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { sanitizeInstructions } from "@/lib/registration/instructions-html";
import { guardSignedInPage, searchString, type SignedIn } from "@/lib/server/guard";
import { notFoundOn404, orNotFound } from "@/lib/server/or-not-found";
import type { Locale } from "@/lib/i18n/locale";
import { mySubmissionView, newSubmissionView } from "@/lib/submission/author/detail-view";
import { zId } from "@/lib/validation/fields";
import { ModuleClosed } from "@/components/modules/module-closed";
import { moduleOn } from "@/lib/server/modules";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/submission/details");

type Search = Promise<Record<string, string | string[] | undefined>>;

// SPEC §2 /profile/submission/details: a new submission, or (?id=) the author's own one to edit,
// resubmit or — when that is no longer possible — read, with its versions and history.
export default async function SubmissionDetailsPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const access = await guardSignedInPage("/profile/submission/details", { search: searchString(params) });
  if (!moduleOn(access.conference.modules, "submission")) return <ModuleClosed module="submission" manager={access.manager} />;
  if (params.id === undefined) return <NewSubmission access={access} />;
  return <ExistingSubmission access={access} id={orNotFound(zId().safeParse(params.id).data)} />;
}

async function NewSubmission({ access }: { access: SignedIn }) {
  const locale = (await getLocale()) as Locale;
  const view = await newSubmissionView(access, locale);
  // SPEC §6 "pay then submit": the notice, a short countdown, then the fee page.
  if (view.payFirst) return <PayFirstNotice />;
  const { screen, limit } = view;
  const [t, tr] = await Promise.all([getTranslations("submission"), getTranslations()]);
  return (
    <Stack spacing={2.5}>
      <PageHeader title={t("details.new")} />
      <WindowBanner window={screen.window} />
      {limit && !screen.window.createRefusal && (
        <Alert severity="warning" data-testid="submission-limit">
          {tr(limit.key, limit.values)}
        </Alert>
      )}
      {screen.window.createRefusal || limit ? (
        <div>
          <LinkButton href="/profile/submission" variant="outlined">
            {t("details.toList")}
          </LinkButton>
        </div>
      ) : (
        <>
          {screen.instructions && <SubmissionInstructions title={t("details.instructions")} html={screen.instructions} />}
          <SubmissionForm screen={screen} />
        </>
      )}
    </Stack>
  );
}

async function ExistingSubmission({ access, id }: { access: SignedIn; id: number }) {
  const locale = (await getLocale()) as Locale;
  // someone else's submission, or none: the same 404
  const [{ submission, screen, resubmit, editable }, t, tr] = await Promise.all([
    mySubmissionView(access, id, locale).catch(notFoundOn404),
    getTranslations("submission"),
    getTranslations(),
  ]);
  const title = editable ? t(resubmit ? "details.resubmit" : "details.edit", { code: submission.code }) : t("details.view", { code: submission.code });
  return (
    <Stack spacing={2.5}>
      <PageHeader title={title} action={<SubmissionStatusChip status={submission.status} testId="submission-status" />} />
      {submission.reason && (
        <Alert severity={resubmit ? "warning" : "info"} data-testid="submission-reason">
          <AlertTitle>{t("details.reasonTitle")}</AlertTitle>
          <span style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{submission.reason}</span>
        </Alert>
      )}
      {editable ? (
        <>
          {screen.instructions && <SubmissionInstructions title={t("details.instructions")} html={screen.instructions} />}
          <SubmissionForm screen={screen} initial={submission.values} resubmit={resubmit} />
        </>
      ) : (
        <>
          <Alert severity="info" data-testid="submission-locked">
            {tr(submission.editRefusal as never)}
          </Alert>
          <Section title={t("details.sent")}>
            <SubmissionSummary
              submission={submission}
              abstractHtml={sanitizeInstructions(submission.values.abstract)}
              categories={screen.categories}
              reportTypes={screen.reportTypes}
              countries={screen.countries}
            />
          </Section>
        </>
      )}
      <Section title={t("history.title")}>
        <SubmissionHistory revisions={submission.revisions} history={submission.history} />
      </Section>
    </Stack>
  );
}
