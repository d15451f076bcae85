"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Alert from "@mui/material/Alert";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { changeSubmissionStatusAction } from "@/lib/submission/manage/actions";
import { REASON_REQUIRED, ZStatusChange } from "@/lib/submission/schemas";
import { reviewClosure } from "@/lib/review/closure";
import { MAILED_STATUSES as MAILED, type TSubmissionStatus } from "@/lib/submission/status";

const DANGER: readonly TSubmissionStatus[] = ["REJECTED"];

function StatusDialog(props: { id: number; code: string; from: TSubmissionStatus; to: TSubmissionStatus; onClose(): void; onDone(text: string): void }) {
  const t = useTranslations("submissionAdmin");
  const { form, submit, message } = useActionForm(ZStatusChange, changeSubmissionStatusAction, { id: props.id, to: props.to, reason: "" });
  const required = REASON_REQUIRED.includes(props.to);
  const status = t(`status.${props.to}`);
  return (
    <FormDialog
      id="submission-status"
      title={t("actions.dialogTitle", { code: props.code, status })}
      text={`${t("actions.dialogText", { from: t(`status.${props.from}`), to: status })} ${MAILED.includes(props.to) ? t("actions.mailNote") : t("actions.noMailNote")}`}
      submit={t("actions.confirm")}
      danger={DANGER.includes(props.to)}
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit((r) =>
        props.onDone(
          !MAILED.includes(r.status)
            ? t("actions.done", { status })
            : r.mailQueued
              ? t("actions.doneMailed", { status, count: r.mailQueued })
              : t("actions.doneNoMail", { status }),
        ),
      )}
      onClose={props.onClose}
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={required ? t("actions.reason") : t("actions.reasonOptional")}
        required={required}
        fullWidth
        multiline
        minRows={3}
        autoFocus
        slotProps={{ htmlInput: { maxLength: 2000, "data-testid": "submission-status-reason" } }}
      />
    </FormDialog>
  );
}

/** The moves a manager may make from the current status, each behind a dialog asking the reason. */
export function StatusActions({ id, code, status, moves }: { id: number; code: string; status: TSubmissionStatus; moves: TSubmissionStatus[] }) {
  const t = useTranslations("submissionAdmin.actions");
  const router = useRouter();
  const [open, setOpen] = useState<TSubmissionStatus | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack spacing={1.5} data-testid="submission-actions">
      {done && (
        <Alert severity="success" onClose={() => setDone(null)} data-testid="submission-status-done">
          {done}
        </Alert>
      )}
      {moves.length ? (
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {moves.map((m) => (
            <Button
              key={m}
              variant={MAILED.includes(m) ? "contained" : "outlined"}
              color={DANGER.includes(m) ? "error" : m === "NEEDS_MODIFICATION" ? "warning" : "primary"}
              onClick={() => setOpen(m)}
              data-testid={`submission-move-${m}`}
            >
              {m === "ASSIGNED" && reviewClosure(status) === "decided" ? t("move.reopen") : t(`move.${m}`)}
            </Button>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t("none")}</Typography>
      )}
      {open && (
        <StatusDialog
          id={id}
          code={code}
          from={status}
          to={open}
          onClose={() => setOpen(null)}
          onDone={(text) => {
            setOpen(null);
            setDone(text);
            router.refresh();
          }}
        />
      )}
    </Stack>
  );
}
