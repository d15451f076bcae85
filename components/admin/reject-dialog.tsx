"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { rejectConferenceAction } from "@/lib/admin/actions";
import { ZRejectInput } from "@/lib/admin/schemas";

/** Reject a publish request: a reason is required (≤ 500), mailed to the creators and kept in the history. */
export function RejectDialog({ target, onClose, onDone }: { target: { id: number; name: string } | null; onClose(): void; onDone(name: string): void }) {
  const t = useTranslations("admin.requests");
  const { form, submit, message } = useActionForm(ZRejectInput, rejectConferenceAction, { id: target?.id ?? 0, reason: "" });
  const onSubmit = submit(() => {
    onDone(target?.name ?? "");
    form.reset({ id: 0, reason: "" });
  });
  return (
    <Dialog open={!!target} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-title" data-testid="reject-dialog">
      <form
        noValidate
        onSubmit={(e) => {
          form.setValue("id", target?.id ?? 0);
          return onSubmit(e);
        }}
      >
        <DialogTitle id="reject-title">{t("rejectTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t("rejectText", { name: target?.name ?? "" })}</DialogContentText>
            {message && <Alert severity={message.kind}>{message.text}</Alert>}
            <FormTextField
              control={form.control}
              name="reason"
              label={t("reason")}
              required
              fullWidth
              multiline
              minRows={3}
              helperText={t("reasonHelp")}
              slotProps={{ htmlInput: { "data-testid": "reject-reason", maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="submit" color="error" variant="contained" loading={form.formState.isSubmitting} data-testid="reject-confirm">
            {t("reject")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
