"use client";
import Alert from "@mui/material/Alert";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Snackbar from "@mui/material/Snackbar";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { feedbackVisitorsAction } from "@/lib/feedback/actions";
import { NOTIFY_MS } from "@/lib/client/notify";

/** "Accept feedback from visitors": people who are not signed in may send (name, email, phone required). */
export function VisitorsSwitch({ initial }: { initial: boolean }) {
  const t = useTranslations("feedback.manage");
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  async function change(next: boolean) {
    setBusy(true);
    const r = await feedbackVisitorsAction({ on: next }).catch(() => null);
    setBusy(false);
    if (!r?.ok) return setToast({ kind: "error", text: r?.message ?? t("failed") });
    setOn(r.data.on);
    setToast({ kind: "success", text: r.data.on ? t("visitorsOnDone") : t("visitorsOffDone") });
  }
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={busy}
            onChange={(e) => void change(e.target.checked)}
            slotProps={{ input: { "data-testid": "feedback-visitors" } as object }}
          />
        }
        label={t("visitors")}
      />
      <Typography variant="body2" color="text.secondary">
        {t("visitorsHelp")}
      </Typography>
      <Snackbar open={!!toast} autoHideDuration={NOTIFY_MS} onClose={() => setToast(null)} anchorOrigin={{ vertical: "bottom", horizontal: "center" }}>
        <Alert severity={toast?.kind ?? "success"} variant="filled" onClose={() => setToast(null)} role="status" data-testid="feedback-visitors-done">
          {toast?.text}
        </Alert>
      </Snackbar>
    </Paper>
  );
}
