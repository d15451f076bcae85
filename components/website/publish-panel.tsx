"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { handleSessionExpired } from "@/lib/client/session-expired";
import { STATUS_KEYS } from "@/lib/conference/status";
import { publishAction } from "@/lib/website/actions";
import type { PublishAction } from "@/lib/website/publish-actions";
import type { PublishPanel as Panel } from "@/lib/website/publish-service";
import { statusKey } from "./status-chip";
import { StatusHistory } from "./status-history";

// Actions that take the site away from visitors ask first and say what happens.
const CONFIRM: Partial<Record<PublishAction, true>> = { cancel: true, close: true };

/** /platform/publish: the status, what the manager may do from it, and the history of changes. */
export function PublishPanel({ panel }: { panel: Panel }) {
  const t = useTranslations("website");
  const router = useRouter();
  const [pending, start] = useTransition();
  const [asking, setAsking] = useState<PublishAction | null>(null);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const statusName = (s: number) => t(statusKey(s));

  const run = (action: PublishAction) =>
    start(async () => {
      setMessage(null);
      const r = await publishAction({ action }).catch(() => null);
      if (!r) return setMessage({ kind: "error", text: t("requestFailed") });
      if (!r.ok) {
        if (r.status === 401) return handleSessionExpired(r.message);
        return setMessage({ kind: "error", text: r.message });
      }
      setMessage({ kind: "success", text: t(`done.${action}`) });
      router.refresh();
    });

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby="publish-status" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="publish-status" variant="h6" component="h2" gutterBottom>
          {t("currentStatus")}
        </Typography>
        <Typography variant="h5" component="p" data-testid="publish-status" data-status={panel.status} sx={{ mb: 1 }}>
          {statusName(panel.status)}
        </Typography>
        <Typography color="text.secondary" data-testid="publish-explain">
          {t(`explain.${STATUS_KEYS[panel.status] ?? "notPublished"}`)}
        </Typography>
        {panel.status === 3 && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="rejection-reason">
            <strong>{t("rejectionReason")}</strong> {panel.rejectionReason || t("noReason")}
          </Alert>
        )}
        {panel.status === 5 && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="reopen-hint">
            {t("reopenHint")}
          </Alert>
        )}
        {panel.actions.length > 0 && (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 2 }}>
            {panel.actions.map((a) => (
              <Button
                key={a}
                variant={a === "apply" ? "contained" : "outlined"}
                color={a === "close" ? "warning" : "primary"}
                disabled={pending}
                onClick={() => (CONFIRM[a] ? setAsking(a) : run(a))}
                data-testid={`publish-${a}`}
              >
                {t(`action.${a}`)}
              </Button>
            ))}
          </Stack>
        )}
        {message && (
          <Alert severity={message.kind} sx={{ mt: 2 }} role={message.kind === "error" ? "alert" : "status"} data-testid="publish-message">
            {message.text}
          </Alert>
        )}
      </Paper>
      <StatusHistory rows={panel.history} timeZone={panel.timeZone} statusName={statusName} />
      <ConfirmDialog
        open={!!asking}
        title={asking ? t(`confirm.${asking}Title`) : ""}
        text={asking ? t(`confirm.${asking}Text`) : ""}
        confirm={asking ? t(`action.${asking}`) : ""}
        cancel={t("cancel")}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          const a = asking;
          setAsking(null);
          if (a) run(a);
        }}
        testId="publish-confirm"
      />
    </Stack>
  );
}
