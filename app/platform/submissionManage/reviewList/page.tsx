import Alert from "@mui/material/Alert";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { listMyReviews } from "@/lib/review/opinion/service";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/submissionManage/reviewList");

const STATUS_COLOR = { NONE: "default", DRAFT: "info", SUBMITTED: "success" } as const;

// SPEC §2 /platform/submissionManage/reviewList: the reviewer's own assignments with how far each
// review is and the deadline; a row opens the submission with the score form.
export default async function ReviewListPage() {
  const access = await guardSignedInPage("/platform/submissionManage/reviewList");
  const [t, mine] = await Promise.all([getTranslations("reviewOpinion"), listMyReviews(access.conference, access.user.id)]);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="review-list">
      <PageHeader title={t("list.title")} intro={t("list.progress", mine.progress)} />
      {mine.deadline && (
        <Alert severity={mine.open ? "info" : "warning"} data-testid="review-deadline">
          {mine.open ? t("form.deadline", { deadline: mine.deadline }) : t("form.closed", { deadline: mine.deadline })}
        </Alert>
      )}
      {mine.rows.length === 0 ? (
        <Typography color="text.secondary" data-testid="review-list-empty">
          {t("list.empty")}
        </Typography>
      ) : (
        mine.rows.map((r) => (
          <Paper key={r.assignmentId} variant="outlined" sx={{ p: 1.5 }} data-testid="review-row" data-code={r.submission.code}>
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, alignItems: "center", justifyContent: "space-between" }}>
              <Stack sx={{ minWidth: 0 }}>
                <Link href={`/platform/submissionManage/submission/detail?id=${r.submission.id}`} sx={{ fontWeight: 600 }} data-testid="review-open">
                  {r.submission.code}
                </Link>
                <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                  {r.submission.title}
                </Typography>
              </Stack>
              <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
                {r.closure && <Chip size="small" variant="outlined" label={t(`list.closure.${r.closure}`)} data-testid="review-closure" />}
                <Chip
                  size="small"
                  color={STATUS_COLOR[r.status]}
                  variant={r.status === "NONE" ? "outlined" : "filled"}
                  label={t(`status.${r.status}`)}
                  data-testid="review-status"
                />
              </Stack>
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
