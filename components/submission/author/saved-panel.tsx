"use client";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import type { TSubmissionStatus } from "@/lib/submission/status";

export type SavedSubmission = { id: number; code: string; status: TSubmissionStatus; mailQueued: boolean; payLater: boolean };

/** After saving: the number to quote, and with "submit then pay" (SPEC §6) the way on to the fee page. */
export function SavedPanel({ saved, kind }: { saved: SavedSubmission; kind: "created" | "edited" | "resubmitted" }) {
  const t = useTranslations("submission.saved");
  return (
    <Stack spacing={2} data-testid="submission-saved">
      <Alert severity="success">
        <AlertTitle>{t(kind)}</AlertTitle>
        <Typography variant="body2">
          {t("number")}{" "}
          <Box component="strong" sx={{ fontFamily: "monospace", fontSize: "1.1em" }} data-testid="submission-saved-code">
            {saved.code}
          </Box>
        </Typography>
        {saved.mailQueued && <Typography variant="body2">{t("mailQueued")}</Typography>}
      </Alert>
      {saved.payLater && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: "warning.main", borderWidth: 2 }} data-testid="submission-pay-later">
          <Typography variant="h6" component="h2" gutterBottom>
            {t("payTitle")}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t("payText")}
          </Typography>
          <Button component={NextLink} href="/profile/conference/fee" variant="contained" color="warning" data-testid="submission-pay-go">
            {t("payGo")}
          </Button>
        </Paper>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button component={NextLink} href="/profile/submission" variant={saved.payLater ? "outlined" : "contained"} data-testid="submission-saved-list">
          {t("toList")}
        </Button>
        <Button component={NextLink} href={`/profile/submission/details?id=${saved.id}`} data-testid="submission-saved-view">
          {t("view")}
        </Button>
      </Stack>
    </Stack>
  );
}
