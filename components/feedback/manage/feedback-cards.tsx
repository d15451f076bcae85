import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FeedbackLink } from "@/components/feedback/feedback-link";
import { getLocale, getTranslations } from "next-intl/server";
import { FeedbackStatusChip } from "@/components/feedback/status-chip";
import { colonFor, LabelledLine } from "@/components/ui/labelled-line";
import type { FeedbackView } from "./feedback-table";

/** The list below 1200 px: one card per feedback (two side by side from 600 px), every fact labelled. */
export async function FeedbackCards({ rows }: { rows: FeedbackView[] }) {
  const [t, locale] = await Promise.all([getTranslations("feedback.columns"), getLocale()]);
  const colon = colonFor(locale);
  return (
    <Box data-testid="feedback-cards" sx={{ display: { xs: "grid", lg: "none" }, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 1.5 }}>
      {rows.map((r) => (
        <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid="feedback-card" data-id={r.id}>
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
              <FeedbackLink href={r.href} sx={{ fontWeight: 600, overflowWrap: "anywhere" }} data-testid="feedback-card-open">
                {r.title}
              </FeedbackLink>
              <FeedbackStatusChip status={r.status} testId="feedback-card-status" />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[r.type, r.recipient].filter(Boolean).join(" · ")}
            </Typography>
            <LabelledLine label={t("sender")} value={`${r.sender} · ${r.kind}`} colon={colon} />
            <LabelledLine label={t("email")} value={r.contact} colon={colon} />
            <LabelledLine label={t("phone")} value={r.phone} colon={colon} />
            <LabelledLine label={t("createdAt")} value={r.createdAt} colon={colon} />
            <LabelledLine label={t("lastActivity")} value={`${r.lastActivityAt} · ${r.messages}`} colon={colon} />
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
