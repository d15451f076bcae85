"use client";
import Alert from "@mui/material/Alert";
import { useTranslations } from "next-intl";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { confirmPaymentAction } from "@/lib/payments/manage-actions";
import { ZConfirmPaymentForm } from "@/lib/orders/manage/schemas";
import { ActionDialog } from "./action-dialog";
import { MoneyMovementFields } from "./money-movement-fields";

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
      <MoneyMovementFields
        control={form.control}
        amount={{ name: "amount", label: t("amount", { currency: target.currency }), helperText: t("amountHelp", { total: target.total }) }}
        day={{ name: "paidOn", label: t("paidOn") }}
        reference={{ name: "transactionNo", label: t("transactionNo"), helperText: t("transactionNoHelp") }}
        today={target.today}
      />
    </ActionDialog>
  );
}
