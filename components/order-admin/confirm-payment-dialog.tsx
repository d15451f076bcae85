"use client";
import Alert from "@mui/material/Alert";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { confirmPaymentAction } from "@/lib/orders/manager-actions";
import { ZConfirmPaymentForm } from "@/lib/orders/manager-schemas";
import { ActionDialog } from "./action-dialog";

export type ConfirmTarget = { orderId: number; orderNo: string; amount: string; currency: string; total: string; today: string; otherOrders: string[] };

/** Money received: amount (prefilled with what is due), the day it was paid, the bank's reference. */
export function ConfirmPaymentDialog({ target, onClose, onDone }: { target: ConfirmTarget; onClose(): void; onDone(): void }) {
  const t = useTranslations("orderAdmin.actions");
  const { form, submit, message } = useActionForm(ZConfirmPaymentForm, confirmPaymentAction, {
    orderId: target.orderId,
    amount: target.amount,
    paidOn: target.today,
    transactionNo: "",
  });
  return (
    <ActionDialog
      id="confirm"
      title={t("confirmTitle", { orderNo: target.orderNo })}
      text={t("confirmText")}
      submit={t("confirmSubmit")}
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit(onDone)}
      onClose={onClose}
    >
      {target.otherOrders.length > 0 && <Alert severity="info">{t("confirmCombined", { orders: target.otherOrders.join(", ") })}</Alert>}
      <FormTextField
        control={form.control}
        name="amount"
        label={t("amount", { currency: target.currency })}
        helperText={t("amountHelp", { total: target.total })}
        required
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { inputMode: "decimal", maxLength: 16 } }}
      />
      <FormTextField
        control={form.control}
        name="paidOn"
        type="date"
        label={t("paidOn")}
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: target.today } }}
      />
      <FormTextField
        control={form.control}
        name="transactionNo"
        label={t("transactionNo")}
        helperText={t("transactionNoHelp")}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </ActionDialog>
  );
}
