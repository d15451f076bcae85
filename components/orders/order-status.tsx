"use client";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import type { TransactionStatus } from "@/lib/generated/prisma/enums";
import type { OrderView } from "@/lib/orders/order-view";

/** The chip colour of each transaction status, wherever an order's status is shown to its payer. */
export const STATUS_COLOR: Record<TransactionStatus, "default" | "success" | "warning" | "error" | "info"> = {
  UNPAID: "warning",
  PAYMENT_FAILED: "error",
  WAITING_CONFIRMATION: "info",
  TO_BE_CONFIRMED: "info",
  PAID: "success",
  SUCCESSFUL: "success",
  PAYMENT_EXCEPTION: "error",
  TRANSACTION_EXCEPTION: "error",
  EXPIRED: "default",
  CANCELLED: "default",
};

/** SPEC §4's three statuses of an order: transaction status, pay status, order status (+ why it was voided). */
export function OrderStatus({ order, compact = false }: { order: OrderView; compact?: boolean }) {
  const t = useTranslations("billing");
  const to = useTranslations("orders.order");
  const reason =
    order.voidReason && t.has(`voidReason.${order.voidReason}` as "voidReason.replaced") ? t(`voidReason.${order.voidReason}` as "voidReason.replaced") : "";
  return (
    <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
      <Chip
        size="small"
        color={STATUS_COLOR[order.transactionStatus]}
        label={t(`status.${order.transactionStatus}`)}
        data-testid={`order-status-${order.id}`}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
        <span data-testid={`order-pay-status-${order.id}`}>{to("payStatus", { value: t(`payStatus.${order.payStatus}`) })}</span>
        {compact ? " · " : <br />}
        <span data-testid={`order-available-${order.id}`}>{to("orderStatus", { value: t(order.available ? "available.true" : "available.false") })}</span>
      </Typography>
      {!order.available && reason && (
        <Typography variant="caption" color="text.secondary" sx={{ display: "block", maxWidth: 280 }} data-testid={`order-void-reason-${order.id}`}>
          {reason}
        </Typography>
      )}
      {order.refundNote && (
        <Typography variant="caption" sx={{ display: "block", maxWidth: 280, overflowWrap: "anywhere" }}>
          {to("refundNote", { note: order.refundNote })}
        </Typography>
      )}
    </Stack>
  );
}
