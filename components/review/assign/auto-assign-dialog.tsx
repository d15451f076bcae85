"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { commitAutoAssignmentAction, previewAutoAssignmentAction } from "@/lib/review/assign/actions";
import { reviewerLabel } from "@/lib/review/reviewers/name";

type Preview = Awaited<ReturnType<typeof previewAutoAssignmentAction>> extends infer R ? (R extends { ok: true; data: infer D } ? D : never) : never;
const SHOWN = 50;

/** "Assign automatically": the proposal first (who gets what, each reviewer's load, what stays short), saved only on confirm. */
export function AutoAssignDialog() {
  const t = useTranslations("reviewAssign.auto");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  async function start() {
    setOpen(true);
    setPreview(null);
    setMessage(null);
    const r = await previewAutoAssignmentAction({}).catch(() => null);
    if (!r || !r.ok) return setMessage({ kind: "error", text: r?.message ?? t("failed") });
    setPreview(r.data);
  }

  async function save() {
    if (!preview) return;
    setBusy(true);
    const r = await commitAutoAssignmentAction({ pairs: preview.added.map(({ submissionId, reviewerId }) => ({ submissionId, reviewerId })) }).catch(
      () => null,
    );
    setBusy(false);
    if (!r || !r.ok) return setMessage({ kind: "error", text: r?.message ?? t("failed") });
    setOpen(false);
    // Pairs that no longer fit (numbers, themes or conflicts changed since the preview) were skipped.
    const dropped = r.data.refused.length;
    setMessage({
      kind: "success",
      text: dropped ? `${t("saved", { count: r.data.added })} ${t("skipped", { count: dropped })}` : t("saved", { count: r.data.added }),
    });
    router.refresh();
  }

  const submissions = preview ? new Set(preview.added.map((p) => p.submissionId)).size : 0;
  return (
    <>
      <Box>
        <Button variant="outlined" onClick={start} data-testid="auto-assign-open">
          {t("button")}
        </Button>
      </Box>
      {message && !open && (
        <Alert severity={message.kind} onClose={() => setMessage(null)} data-testid="auto-assign-message">
          {message.text}
        </Alert>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="auto-assign-title" data-testid="auto-assign-dialog">
        <DialogTitle id="auto-assign-title">{t("title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {!preview && !message && <LinearProgress aria-label={t("computing")} />}
            {message && <Alert severity={message.kind}>{message.text}</Alert>}
            {preview && (
              <>
                <Typography data-testid="auto-assign-summary">{t("summary", { reviews: preview.added.length, submissions })}</Typography>
                {preview.short.length > 0 && (
                  <Alert severity="warning" data-testid="auto-assign-short">
                    {t("short", { list: preview.short.map((s) => `${s.code} (−${s.missing})`).join(", ") })}
                  </Alert>
                )}
                <Box>
                  <Typography variant="subtitle2" component="h3" gutterBottom>
                    {t("loads")}
                  </Typography>
                  <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, columnGap: 3 }}>
                    {preview.loads.map((l) => (
                      <Typography key={l.reviewerId} variant="body2" data-testid="auto-assign-load">
                        {reviewerLabel(l)}: {l.load}
                      </Typography>
                    ))}
                  </Box>
                </Box>
                {preview.added.length > 0 && (
                  <Box>
                    <Typography variant="subtitle2" component="h3" gutterBottom>
                      {t("pairs")}
                    </Typography>
                    {preview.added.slice(0, SHOWN).map((p) => (
                      <Typography key={`${p.submissionId}:${p.reviewerId}`} variant="body2" sx={{ overflowWrap: "anywhere" }}>
                        {p.code} {p.title} → {p.reviewer}
                      </Typography>
                    ))}
                    {preview.added.length > SHOWN && (
                      <Typography variant="body2" color="text.secondary">
                        {t("more", { count: preview.added.length - SHOWN })}
                      </Typography>
                    )}
                  </Box>
                )}
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)}>{t("cancel")}</Button>
          <Button variant="contained" disabled={!preview || preview.added.length === 0} loading={busy} onClick={save} data-testid="auto-assign-save">
            {t("save")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
