import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { RowCheckbox } from "@/components/review/assign/bulk-selection";
import { colonFor, LabelledLine } from "@/components/ui/labelled-line";
import { SubmissionStatusChip } from "./status-chip";
import { detailHref, type SubmissionRowView } from "./submission-table";

/** The list below 1200 px: one card per submission (two side by side from 600 px), every fact labelled; `selectable`: a checkbox by the number. */
export async function SubmissionCards({ rows, selectable = false }: { rows: SubmissionRowView[]; selectable?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("submissionAdmin.columns"), getLocale()]);
  const colon = colonFor(locale);
  const line = (label: string, value: string) => <LabelledLine label={label} value={value} colon={colon} />;
  return (
    <Box data-testid="submission-cards" sx={{ display: { xs: "grid", lg: "none" }, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 1.5 }}>
      {rows.map((r) => (
        <Paper key={r.id} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="submission-card" data-code={r.code}>
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
              <Stack direction="row" sx={{ alignItems: "center", gap: 0.5 }}>
                {selectable && <RowCheckbox id={r.id} code={r.code} />}
                <Link href={detailHref(r.id)} sx={{ fontWeight: 600 }} data-testid="submission-card-link">
                  {r.code || "—"}
                </Link>
              </Stack>
              <SubmissionStatusChip status={r.status} label={r.statusLabel} />
            </Stack>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              {r.title}
            </Typography>
            {line(t("theme"), r.theme)}
            {line(t("category"), r.category)}
            {line(t("reportType"), r.reportType)}
            {line(t("corresponding"), [r.corresponding, r.correspondingEmail].filter(Boolean).join(" · "))}
            {line(t("country"), r.country)}
            {line(t("submittedAt"), r.submittedAt)}
            {line(t("updatedAt"), r.updatedAt)}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
