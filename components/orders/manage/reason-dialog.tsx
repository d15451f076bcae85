"use client";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { grantPayLaterAction, markPaymentExceptionAction, rejectPaymentClaimAction } from "@/lib/orders/manage/actions";
import { ZOrderReason, ZPayLater } from "@/lib/orders/manage/schemas";
import { ActionDialog } from "./action-dialog";

export type ReasonKind = "exception" | "reject" | "payLater";

const SETUP = {
  exception: { schema: ZOrderReason, run: markPaymentExceptionAction, required: true, danger: true },
  reject: { schema: ZOrderReason, run: rejectPaymentClaimAction, required: true, danger: true },
  payLater: { schema: ZPayLater, run: grantPayLaterAction, required: false, danger: false },
} as const;

/** The moves that need only a reason: payment exception, "payment not received", pay later. */
export function ReasonDialog({ kind, orderId, onClose, onDone }: { kind: ReasonKind; orderId: number; onClose(): void; onDone(): void }) {
  const t = useTranslations("orderAdmin.actions");
  const setup = SETUP[kind];
  const { form, submit, message } = useActionForm(setup.schema as typeof ZOrderReason, setup.run as typeof markPaymentExceptionAction, { orderId, reason: "" });
  return (
    <ActionDialog
      id={kind}
      title={t(`${kind}Title`)}
      text={t(`${kind}Text`)}
      submit={t("submit")}
      danger={setup.danger}
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit(onDone)}
      onClose={onClose}
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={setup.required ? t("reason") : t("reasonOptional")}
        required={setup.required}
        fullWidth
        multiline
        minRows={2}
        autoFocus
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ActionDialog>
  );
}
