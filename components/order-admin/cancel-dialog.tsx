"use client";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { cancelOrderAction } from "@/lib/orders/manager-actions";
import { ZManagerCancel } from "@/lib/orders/manager-schemas";
import { ActionDialog } from "./action-dialog";

// A paid order is cancelled only with a refund note; the server says so too, this says it first.
const ZPaidCancel = ZManagerCancel.refine((v) => v.refundNote.length > 0, { path: ["refundNote"], message: "validation.required" });

/** Cancel with a reason (kept in the history); a paid order also says what was refunded. */
export function CancelDialog({
  orderId,
  orderNo,
  paid,
  onClose,
  onDone,
}: {
  orderId: number;
  orderNo: string;
  paid: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const t = useTranslations("orderAdmin.actions");
  const { form, submit, message } = useActionForm(paid ? ZPaidCancel : ZManagerCancel, cancelOrderAction, { orderId, reason: "", refundNote: "" });
  return (
    <ActionDialog
      id="cancel"
      title={t("cancelTitle", { orderNo })}
      text={paid ? `${t("cancelText")} ${t("cancelPaidText")}` : t("cancelText")}
      submit={t("cancel")}
      danger
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit(onDone)}
      onClose={onClose}
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={t("reason")}
        required
        fullWidth
        multiline
        minRows={2}
        autoFocus
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {paid && (
        <FormTextField
          control={form.control}
          name="refundNote"
          label={t("refundNoteField")}
          helperText={t("refundNoteHelp")}
          required
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      )}
    </ActionDialog>
  );
}
