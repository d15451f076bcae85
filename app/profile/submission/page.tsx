import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { PayFirstNotice } from "@/components/orders/pay-first-notice";
import { SubmissionList } from "@/components/submission/author/submission-list";
import { WindowBanner } from "@/components/submission/author/window-banner";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { getSubmissionSettings } from "@/lib/submission/settings";
import { listMySubmissions, paymentStep, windowView } from "@/lib/submission/author/queries";
import { ModuleClosed } from "@/components/modules/module-closed";
import { moduleOn } from "@/lib/server/modules";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/submission");

type Search = Promise<Record<string, string | string[] | undefined>>;

// SPEC §2 /profile/submission: the author's own submissions, the call's window, and the way to submit.
export default async function MySubmissionsPage({ searchParams }: { searchParams: Search }) {
  const access = await guardSignedInPage("/profile/submission", { search: searchString(await searchParams) });
  if (!moduleOn(access.conference.modules, "submission")) return <ModuleClosed module="submission" manager={access.manager} />;
  const conf = access.conference;
  const locale = await getLocale();
  const [t, rows, settings, step] = await Promise.all([
    getTranslations("submission"),
    listMySubmissions(conf, access.user.id, locale),
    getSubmissionSettings(conf.id),
    paymentStep(conf, access),
  ]);
  // SPEC §6 "pay then submit": nothing here yet, so straight on to the fee page.
  if (step === "payFirst" && !rows.length) return <PayFirstNotice />;
  const win = windowView(settings, conf);
  const canCreate = !win.createRefusal && step !== "payFirst";
  const create = (
    <LinkButton href="/profile/submission/details" variant="contained" data-testid="submission-new">
      {t("list.new")}
    </LinkButton>
  );
  return (
    <Stack spacing={2.5}>
      <PageHeader title={t("list.title")} intro={t("list.intro", { zone: conf.timeZone })} action={canCreate && rows.length ? create : undefined} />
      <WindowBanner window={win} />
      {step === "payFirst" && (
        <Alert severity="warning" action={<LinkButton href="/profile/conference/fee">{t("list.payGo")}</LinkButton>} data-testid="submission-pay-first">
          {t("errors.payFirst")}
        </Alert>
      )}
      {step === "payLater" && rows.length > 0 && (
        <Alert
          severity="warning"
          action={
            <LinkButton href="/profile/conference/fee" color="warning" variant="contained" size="small">
              {t("list.payGo")}
            </LinkButton>
          }
          data-testid="submission-pay-later"
        >
          {t("list.payLater")}
        </Alert>
      )}
      {rows.length ? (
        <SubmissionList rows={rows} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: "center" }} data-testid="submission-empty">
          <Typography variant="h6" component="h2" gutterBottom>
            {t("list.emptyTitle")}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: canCreate ? 2.5 : 0 }}>
            {canCreate ? t("list.emptyOpen") : t("list.emptyClosed")}
          </Typography>
          {canCreate && create}
        </Paper>
      )}
    </Stack>
  );
}
