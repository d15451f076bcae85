import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import type { TScoreKey } from "@/lib/review/config/schemas";
import type { reviewsOfSubmission } from "@/lib/review/opinion/service";

type Reviews = Awaited<ReturnType<typeof reviewsOfSubmission>>;
const STATUS_COLOR = { NONE: "default", DRAFT: "info", SUBMITTED: "success" } as const;

/** Every review of a submission for its chair and organisers: the summary first, then each review. */
export async function AllReviews({ data }: { data: Reviews }) {
  const [t, scoreName] = await Promise.all([getTranslations("reviewOpinion"), getTranslations("reviewConfig.scores.name")]); // score names: the settings' own
  if (!data.reviews.length) return <Typography color="text.secondary">{t("all.none")}</Typography>;
  return (
    <Stack spacing={1.5} data-testid="all-reviews">
      <Typography data-testid="reviews-summary">
        {data.sent
          ? t("all.summary", { sent: data.sent, total: data.reviews.length, average: data.average ?? 0, spread: data.spread })
          : t("all.noneSent", { total: data.reviews.length })}
      </Typography>
      {data.disagreement && (
        <Alert severity="warning" data-testid="reviews-disagreement">
          {t("all.disagreement", { spread: data.spread })}
        </Alert>
      )}
      {data.reviews.map((r) => (
        <Paper key={r.assignmentId} variant="outlined" sx={{ p: 1.5 }} data-testid="review-card">
          <Stack spacing={0.75}>
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}>
              <Typography sx={{ fontWeight: 600 }}>{r.reviewer}</Typography>
              <Chip size="small" color={STATUS_COLOR[r.status]} variant={r.status === "NONE" ? "outlined" : "filled"} label={t(`status.${r.status}`)} />
              {r.total != null && r.status === "SUBMITTED" && <Typography variant="body2">{t("all.total", { total: r.total })}</Typography>}
            </Stack>
            {r.status === "SUBMITTED" && (
              <>
                <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2 }}>
                  {Object.entries(r.scores).map(([k, v]) => (
                    <Typography key={k} variant="body2" color="text.secondary">
                      {scoreName(k as TScoreKey)}: {v}
                    </Typography>
                  ))}
                </Box>
                {r.comment && (
                  <Typography variant="body2" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                    {r.comment}
                  </Typography>
                )}
                {r.confidential && (
                  <Typography variant="body2" color="warning.dark" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                    {t("all.confidential")}: {r.confidential}
                  </Typography>
                )}
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
