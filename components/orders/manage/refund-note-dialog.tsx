"use client";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { setRefundNoteAction } from "@/lib/orders/manage/actions";
import { ZRefundNote } from "@/lib/orders/manage/schemas";
import { ActionDialog } from "./action-dialog";

/** The refund note alone (shown to the payer), without changing the order's status. */
export function RefundNoteDialog({ orderId, refundNote, onClose, onDone }: { orderId: number; refundNote: string; onClose(): void; onDone(): void }) {
  const t = useTranslations("orderAdmin.actions");
  const { form, submit, message } = useActionForm(ZRefundNote, setRefundNoteAction, { orderId, refundNote });
  return (
    <ActionDialog
      id="refund-note"
      title={t("refundNoteTitle")}
      text={t("refundNoteText")}
      submit={t("save")}
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit(onDone)}
      onClose={onClose}
    >
      <FormTextField
        control={form.control}
        name="refundNote"
        label={t("refundNoteField")}
        helperText={t("refundNoteHelp")}
        fullWidth
        multiline
        minRows={3}
        autoFocus
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </ActionDialog>
  );
}
