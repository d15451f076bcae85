"use client";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import type { AbstractBookJobView } from "@/lib/abstract-book/schemas";

/** The generation under way: phase, a bar of abstracts done against the total, the last error if retrying. */
export function BookProgress({ job }: { job: AbstractBookJobView }) {
  const t = useTranslations("abstractBook");
  const measured = job.phase === "rendering" || job.phase === "saving";
  const percent = job.total ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <Box sx={{ width: "100%", maxWidth: 520 }} data-testid="abstract-book-progress" data-phase={job.phase}>
      <Typography variant="body2" sx={{ mb: 0.5 }} aria-live="polite" data-testid="abstract-book-phase">
        {t(`phase.${job.phase}`)}
      </Typography>
      <LinearProgress variant={measured ? "determinate" : "indeterminate"} value={percent} aria-label={t("progressLabel")} />
      <Typography variant="caption" color="text.secondary" data-testid="abstract-book-count">
        {t("progress", { done: job.done, total: job.total })}
      </Typography>
      {job.phase === "retrying" && job.error ? (
        <Typography variant="caption" color="error" component="p">
          {job.error}
        </Typography>
      ) : null}
    </Box>
  );
}
