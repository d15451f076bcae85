"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { approveConferenceAction } from "@/lib/admin/actions";
import { LocalTime } from "./local-time";
import { RejectDialog } from "./reject-dialog";

export type PublishRequest = { id: number; name: string; hosts: string[]; preview: string; creators: string[]; requestedAt: string };

/** The publish-request queue: preview the site, approve (with confirmation) or reject with a reason. */
export function RequestQueue({ requests }: { requests: PublishRequest[] }) {
  const t = useTranslations("admin.requests");
  const tl = useTranslations("admin.list");
  const td = useTranslations("admin.detail");
  const locale = useLocale();
  const router = useRouter();
  const [approving, setApproving] = useState<PublishRequest | null>(null);
  const [rejecting, setRejecting] = useState<PublishRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  const approve = async () => {
    if (!approving) return;
    setBusy(true);
    const r = await approveConferenceAction({ id: approving.id }).catch(() => null);
    setBusy(false);
    setMessage(r?.ok ? { kind: "success", text: t("approved", { name: approving.name }) } : { kind: "error", text: r?.message ?? td("failed") });
    setApproving(null);
    router.refresh();
  };

  return (
    <Stack spacing={2} data-testid="request-queue">
      {message && (
        <Alert severity={message.kind} data-testid="request-message">
          {message.text}
        </Alert>
      )}
      {!requests.length && (
        <Typography color="text.secondary" data-testid="request-empty">
          {t("empty")}
        </Typography>
      )}
      {requests.map((r) => (
        <Card key={r.id} variant="outlined" data-testid="request-card" data-id={r.id}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: "anywhere" }}>
              <Link component={NextLink} href={`/admin/conferences/${r.id}`} underline="hover">
                {r.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {r.hosts.join(" · ")}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {tl("creator")}: {r.creators.join(", ") || tl("noCreator")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t("requestedAt")}: <LocalTime iso={r.requestedAt} locale={locale} />
            </Typography>
          </CardContent>
          <CardActions sx={{ flexWrap: "wrap", gap: 1 }}>
            <Button href={r.preview} target="_blank" rel="noopener" data-testid="request-preview">
              {t("preview")}
            </Button>
            <Button variant="contained" color="success" onClick={() => setApproving(r)} data-testid="request-approve">
              {t("approve")}
            </Button>
            <Button color="error" onClick={() => setRejecting(r)} data-testid="request-reject">
              {t("reject")}
            </Button>
          </CardActions>
        </Card>
      ))}
      <ConfirmDialog
        open={!!approving}
        title={t("approveTitle")}
        text={t("approveText", { name: approving?.name ?? "" })}
        confirm={busy ? "…" : t("approve")}
        cancel={t("cancel")}
        onConfirm={() => void (busy || approve())}
        onClose={() => setApproving(null)}
        testId="approve-dialog"
      />
      <RejectDialog
        target={rejecting}
        onClose={() => setRejecting(null)}
        onDone={(name) => {
          setRejecting(null);
          setMessage({ kind: "success", text: t("rejected", { name }) });
          router.refresh();
        }}
      />
    </Stack>
  );
}
