"use client";
import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormSwitch } from "@/components/ui/form/form-switch";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { ZRecordRefundForm } from "@/lib/orders/manage/schemas";
import { recordBillRefundAction } from "@/lib/payments/manage-actions";
import { ActionDialog } from "./action-dialog";
import { MoneyMovementFields } from "./money-movement-fields";

export type RefundTarget = { billNo: string; amount: string; currency: string; total: string; today: string };

/** "Record refund" on a bill in exception: the day, amount and reference of the money sent back, confirmed. */
export function BillRefundButton({ target }: { target: RefundTarget }) {
  const t = useTranslations("orderAdmin.actions");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="error" variant="outlined" sx={{ mt: 0.5 }} onClick={() => setOpen(true)} data-testid="bill-record-refund">
        {t("recordRefund")}
      </Button>
      {open && (
        <RefundDialog
          target={target}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            router.refresh();
          }}
        />
      )}
    </>
  );
}

function RefundDialog({ target, onClose, onDone }: { target: RefundTarget; onClose(): void; onDone(): void }) {
  const t = useTranslations("orderAdmin.actions");
  const { form, submit, message } = useActionForm(ZRecordRefundForm, recordBillRefundAction, {
    billNo: target.billNo,
    amount: target.amount,
    refundedOn: target.today,
    reference: "",
    confirmed: false,
  });
  return (
    <ActionDialog
      id="record-refund"
      title={t("recordRefundTitle", { billNo: target.billNo })}
      text={t("recordRefundText")}
      submit={t("recordRefundSubmit")}
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit(onDone)}
      onClose={onClose}
    >
      <MoneyMovementFields
        control={form.control}
        amount={{ name: "amount", label: t("refundAmount", { currency: target.currency }), helperText: t("refundAmountHelp", { total: target.total }) }}
        day={{ name: "refundedOn", label: t("refundedOn") }}
        reference={{ name: "reference", label: t("refundReference"), helperText: t("refundReferenceHelp") }}
        today={target.today}
      />
      <FormSwitch control={form.control} name="confirmed" label={t("refundConfirm", { total: target.total })} helperText=" " />
    </ActionDialog>
  );
}
