"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CancelDialog } from "./cancel-dialog";
import { ConfirmPaymentDialog, type ConfirmTarget } from "./confirm-payment-dialog";
import { ReasonDialog } from "./reason-dialog";
import { RefundNoteDialog } from "./refund-note-dialog";
import type { OfferedAction } from "@/lib/orders/manage/offered";

export type OrderActionKind = OfferedAction;
const DONE: Record<OrderActionKind, string> = {
  confirm: "confirmed",
  exception: "exceptionDone",
  reject: "rejected",
  payLater: "payLaterDone",
  cancel: "cancelled",
  refundNote: "refundNoteSaved",
};
const LOOK: Record<OrderActionKind, { variant: "contained" | "outlined"; color: "primary" | "error" | "warning" | "inherit" }> = {
  confirm: { variant: "contained", color: "primary" },
  exception: { variant: "outlined", color: "warning" },
  reject: { variant: "outlined", color: "warning" },
  payLater: { variant: "outlined", color: "primary" },
  refundNote: { variant: "outlined", color: "primary" },
  cancel: { variant: "outlined", color: "error" },
};

type Props = { orderId: number; orderNo: string; allowed: OrderActionKind[]; paid: boolean; refundNote: string; confirm: ConfirmTarget };

/**
 * The moves a manager may make on this order now (the server offers only legal ones), each behind
 * its dialog. After one, the page reloads its data: the new status and its history row show.
 */
export function OrderActions({ orderId, orderNo, allowed, paid, refundNote, confirm }: Props) {
  const t = useTranslations("orderAdmin.actions");
  const router = useRouter();
  const [open, setOpen] = useState<OrderActionKind | null>(null);
  const [done, setDone] = useState<OrderActionKind | null>(null);
  const close = () => setOpen(null);
  const finish = (kind: OrderActionKind) => () => {
    setOpen(null);
    setDone(kind);
    router.refresh();
  };
  return (
    <Stack spacing={1.5} role="group" aria-label={t("label")} data-testid="order-actions">
      {done && (
        <Alert severity="success" data-testid="order-action-message" onClose={() => setDone(null)}>
          {t(DONE[done])}
        </Alert>
      )}
      {allowed.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("none")}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {allowed.map((kind) => (
            <Button
              key={kind}
              {...LOOK[kind]}
              onClick={() => {
                setDone(null);
                setOpen(kind);
              }}
              data-testid={`action-${kind}`}
            >
              {t(kind)}
            </Button>
          ))}
        </Stack>
      )}
      {open === "confirm" && <ConfirmPaymentDialog target={confirm} onClose={close} onDone={finish("confirm")} />}
      {(open === "exception" || open === "reject" || open === "payLater") && (
        <ReasonDialog kind={open} orderId={orderId} onClose={close} onDone={finish(open)} />
      )}
      {open === "cancel" && <CancelDialog orderId={orderId} orderNo={orderNo} paid={paid} onClose={close} onDone={finish("cancel")} />}
      {open === "refundNote" && <RefundNoteDialog orderId={orderId} refundNote={refundNote} onClose={close} onDone={finish("refundNote")} />}
    </Stack>
  );
}
