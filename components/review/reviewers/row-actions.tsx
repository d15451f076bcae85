"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { resendInvitationAction } from "@/lib/review/reviewers/actions";
import { RemoveDialog } from "./remove-dialog";
import { RoleDialog } from "./role-dialog";
import type { ThemeChoice } from "./theme-select";

export type ActionTarget = { id: number; name: string; email: string; activated: boolean; chair: boolean; themeIds: number[]; finished: number };

/** One reviewer's actions: details, resend the invitation (before activation), role and themes, remove. */
export function RowActions({ reviewer: r, themes }: { reviewer: ActionTarget; themes: ThemeChoice[] }) {
  const t = useTranslations("reviewerAdmin.actions");
  const router = useRouter();
  const [open, setOpen] = useState<"role" | "remove" | null>(null);
  const [note, setNote] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const done = (text?: string) => {
    setOpen(null);
    if (text) setNote({ kind: "success", text });
    router.refresh();
  };
  const resend = async () => {
    setSending(true);
    setNote(null);
    const res = await resendInvitationAction({ id: r.id }).catch(() => null);
    setSending(false);
    setNote(res?.ok ? { kind: "success", text: t("resent", { email: r.email }) } : { kind: "error", text: res?.message || t("failed") });
    if (res?.ok) router.refresh();
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }}>
        <Button size="small" component={Link} href={`/platform/manage/reviewer/info/${r.id}`} data-testid="reviewer-info-link">
          {t("details")}
        </Button>
        {!r.activated && (
          <Button size="small" onClick={resend} loading={sending} data-testid="reviewer-resend">
            {t("resend")}
          </Button>
        )}
        <Button size="small" onClick={() => (setNote(null), setOpen("role"))} data-testid="reviewer-role">
          {t("role")}
        </Button>
        <Button size="small" color="error" onClick={() => (setNote(null), setOpen("remove"))} data-testid="reviewer-remove">
          {t("remove")}
        </Button>
      </Stack>
      {note && (
        <Alert severity={note.kind} onClose={() => setNote(null)} sx={{ py: 0 }} data-testid="reviewer-row-message">
          {note.text}
        </Alert>
      )}
      {open === "role" && <RoleDialog reviewer={r} themes={themes} onClose={() => setOpen(null)} onDone={() => done(t("roleSaved"))} />}
      {open === "remove" && <RemoveDialog reviewer={r} onClose={() => setOpen(null)} onDone={() => done()} />}
    </Stack>
  );
}
