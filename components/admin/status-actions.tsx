"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { approveConferenceAction, closeConferenceAction, reopenConferenceAction } from "@/lib/admin/actions";
import { RejectDialog } from "./reject-dialog";

type Kind = "close" | "reopen" | "approve";
type Message = { kind: "success" | "error"; text: string } | null;

const RUN = { close: closeConferenceAction, reopen: reopenConferenceAction, approve: approveConferenceAction };

/**
 * The status actions of one conference, each after a confirmation: a pending request is approved
 * or rejected (with a reason) here as in the queue; close (published → 5); reopen (5 → 4).
 */
export function StatusActions({ id, name, status }: { id: number; name: string; status: number }) {
  const t = useTranslations("admin");
  const router = useRouter();
  const [asking, setAsking] = useState<Kind | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const done: Record<Kind, string> = { close: t("detail.closed"), reopen: t("detail.reopened"), approve: t("requests.approved", { name }) };
  const dialog: Record<Kind, { title: string; text: string }> = {
    close: { title: t("detail.closeTitle"), text: t("detail.closeText") },
    reopen: { title: t("detail.reopenTitle"), text: t("detail.reopenText") },
    approve: { title: t("requests.approveTitle"), text: t("requests.approveText", { name }) },
  };

  const run = async () => {
    if (!asking || busy) return;
    setBusy(true);
    const r = await RUN[asking]({ id }).catch(() => null);
    setBusy(false);
    setMessage(r?.ok ? { kind: "success", text: done[asking] } : { kind: "error", text: r?.message ?? t("detail.failed") });
    setAsking(null);
    router.refresh();
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
      {message && (
        <Alert severity={message.kind} data-testid="status-message" sx={{ alignSelf: "stretch" }}>
          {message.text}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        {status === 2 && (
          <>
            <Button variant="contained" color="success" onClick={() => setAsking("approve")} data-testid="status-approve">
              {t("requests.approve")}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setRejecting(true)} data-testid="status-reject">
              {t("requests.reject")}
            </Button>
          </>
        )}
        {status === 5 && (
          <Button variant="outlined" color="success" onClick={() => setAsking("reopen")} data-testid="status-reopen">
            {t("detail.reopen")}
          </Button>
        )}
        {status === 4 && (
          <Button variant="outlined" color="warning" onClick={() => setAsking("close")} data-testid="status-close">
            {t("detail.close")}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={!!asking}
        title={asking ? dialog[asking].title : ""}
        text={asking ? dialog[asking].text : ""}
        confirm={t("detail.confirm")}
        cancel={t("detail.cancel")}
        onConfirm={() => void run()}
        onClose={() => setAsking(null)}
        testId="status-dialog"
      />
      <RejectDialog
        target={rejecting ? { id, name } : null}
        onClose={() => setRejecting(false)}
        onDone={() => {
          setRejecting(false);
          setMessage({ kind: "success", text: t("requests.rejected", { name }) });
          router.refresh();
        }}
      />
    </Stack>
  );
}
