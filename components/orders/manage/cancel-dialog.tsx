"use client";
import { useTranslations } from "next-intl";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { cancelOrderAction } from "@/lib/orders/manage/actions";
import { ZManagerCancel } from "@/lib/orders/manage/schemas";
import { ActionDialog } from "./action-dialog";
import { CancelFields } from "./cancel-fields";

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
      <CancelFields
        control={form.control}
        paid={paid}
        labels={{ reason: t("reason"), refundNote: t("refundNoteField"), refundNoteHelp: t("refundNoteHelp") }}
      />
    </ActionDialog>
  );
}
