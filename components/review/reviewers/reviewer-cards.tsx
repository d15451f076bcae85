import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { colonFor, LabelledLine } from "@/components/ui/labelled-line";
import { RowActions } from "./row-actions";
import { ReviewerStatusChip } from "./status-chip";
import { infoHref, type ReviewerView } from "./reviewer-table";
import type { ThemeChoice } from "./theme-select";

/** The list below 1200 px: one card per reviewer (two side by side from 600 px), every fact labelled. */
export async function ReviewerCards({ rows, themes }: { rows: ReviewerView[]; themes: ThemeChoice[] }) {
  const [t, locale] = await Promise.all([getTranslations("reviewerAdmin.columns"), getLocale()]);
  const colon = colonFor(locale);
  const line = (label: string, value: string, testId?: string) => <LabelledLine label={label} value={value} colon={colon} testId={testId} />;
  return (
    <Box data-testid="reviewer-cards" sx={{ display: { xs: "grid", lg: "none" }, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 1.5 }}>
      {rows.map((r) => (
        <Paper key={r.id} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="reviewer-card" data-email={r.email}>
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
              <Box sx={{ minWidth: 0 }}>
                <Link href={infoHref(r.id)} sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                  {r.name || r.email}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                  {r.email}
                </Typography>
              </Box>
              <ReviewerStatusChip activated={r.activated} expired={r.expired} label={r.statusLabel} />
            </Stack>
            {line(t("unit"), r.unit)}
            {line(t("role"), r.roleLabel, "reviewer-card-role")}
            {line(t("themes"), r.themeLabels.join("; "))}
            {line(t("progress"), `${r.finished}/${r.assigned}`)}
            <Typography variant="body2" color="text.secondary">
              {r.activated ? r.activatedAt : r.invited}
            </Typography>
            <RowActions reviewer={r} themes={themes} />
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
