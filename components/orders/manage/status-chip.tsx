import Chip from "@mui/material/Chip";
import type { TransactionStatus } from "@/lib/generated/prisma/enums";

// One colour per kind of state, the same in the list and the detail: settled green, waiting on
// someone blue, needs attention red, over (expired / cancelled) grey.
const COLOR: Record<TransactionStatus, "success" | "info" | "warning" | "error" | "default"> = {
  PAID: "success",
  SUCCESSFUL: "success",
  WAITING_CONFIRMATION: "info",
  TO_BE_CONFIRMED: "info",
  UNPAID: "warning",
  PAYMENT_EXCEPTION: "error",
  TRANSACTION_EXCEPTION: "error",
  PAYMENT_FAILED: "error",
  EXPIRED: "default",
  CANCELLED: "default",
};

/** Beside the order's status: a bill of it was paid but settles nothing (a double charge): money to send back. */
export function ExceptionChip({ label }: { label: string }) {
  return (
    <Chip size="small" color="error" variant="outlined" label={label} data-testid="order-exception" sx={{ mt: 0.5, display: "flex", width: "fit-content" }} />
  );
}

export function StatusChip({ status, label, testId }: { status: TransactionStatus; label: string; testId?: string }) {
  return (
    <Chip
      size="small"
      variant={COLOR[status] === "default" ? "outlined" : "filled"}
      color={COLOR[status]}
      label={label}
      data-testid={testId}
      data-status={status}
    />
  );
}
