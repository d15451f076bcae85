"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { cancelReservationAction } from "@/lib/hotel/reservations/actions";
import { ZReservationCancel } from "@/lib/hotel/reservations/schemas";
import { CancelFields } from "@/components/orders/manage/cancel-fields";
import { NOTIFY_MS } from "@/lib/client/notify";

// A paid booking is cancelled only with a refund note; the server says so too, this says it first.
const ZPaidCancel = ZReservationCancel.refine((v) => v.refundNote.length > 0, { path: ["refundNote"], message: "validation.required" });

export type CancelTarget = { id: number; name: string; orderNo: string; paid: boolean };

function CancelDialog({ target, onClose, onDone }: { target: CancelTarget; onClose(): void; onDone(): void }) {
  const t = useTranslations("hotel.manage.cancel");
  const { form, submit, message } = useActionForm(target.paid ? ZPaidCancel : ZReservationCancel, cancelReservationAction, {
    reservationId: target.id,
    reason: "",
    refundNote: "",
  });
  return (
    <FormDialog
      id="hotel-cancel"
      title={t("title", { name: target.name })}
      text={target.paid ? `${t("text", { orderNo: target.orderNo })} ${t("paidText")}` : t("text", { orderNo: target.orderNo })}
      submit={t("submit")}
      cancel={t("back")}
      danger
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit(onDone)}
      onClose={onClose}
    >
      <CancelFields
        control={form.control}
        paid={target.paid}
        labels={{ reason: t("reason"), refundNote: t("refundNote"), refundNoteHelp: t("refundNoteHelp") }}
      />
    </FormDialog>
  );
}

/**
 * The row's cancel button behind its confirmation. Rendered for every row (the button only while
 * the order can still be cancelled), so the "cancelled" notice outlives the reload that hides it.
 */
export function CancelReservation({ target }: { target: CancelTarget | null }) {
  const t = useTranslations("hotel.manage.cancel");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      {target && (
        <Button size="small" color="error" variant="outlined" onClick={() => setOpen(true)} data-testid="hotel-cancel" sx={{ whiteSpace: "nowrap" }}>
          {t("button")}
        </Button>
      )}
      {open && target && (
        <CancelDialog
          target={target}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setDone(true);
            router.refresh();
          }}
        />
      )}
      <Snackbar open={done} autoHideDuration={NOTIFY_MS} onClose={() => setDone(false)} anchorOrigin={{ vertical: "bottom", horizontal: "center" }}>
        <Alert severity="success" variant="filled" onClose={() => setDone(false)} role="status" data-testid="hotel-cancel-done">
          {t("done")}
        </Alert>
      </Snackbar>
    </>
  );
}
