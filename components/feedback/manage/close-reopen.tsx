"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { closeFeedbackAction, reopenFeedbackAction } from "@/lib/feedback/actions";

/** Close (no more messages from anyone) or reopen a feedback, each after a confirmation. */
export function CloseReopen({ id, closed, title }: { id: number; closed: boolean; title: string }) {
  const t = useTranslations("feedback.manage");
  const tc = useTranslations("common");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const what = closed ? "reopen" : "close";
  async function confirm() {
    setBusy(true);
    setError(null);
    const r = await (closed ? reopenFeedbackAction : closeFeedbackAction)({ id }).catch(() => null);
    setBusy(false);
    if (!r?.ok) return setError(r?.message ?? t("failed"));
    setOpen(false);
    router.refresh();
  }
  return (
    <>
      <Button variant="outlined" color={closed ? "primary" : "warning"} onClick={() => setOpen(true)} data-testid={`feedback-${what}`}>
        {t(what)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="feedback-confirm-title" data-testid="feedback-confirm-dialog">
        <DialogTitle id="feedback-confirm-title">{t(`${what}Title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t(`${what}Text`, { title })}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)}>{tc("cancel")}</Button>
          <Button variant="contained" color={closed ? "primary" : "warning"} loading={busy} onClick={confirm} data-testid="feedback-confirm">
            {t(what)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
