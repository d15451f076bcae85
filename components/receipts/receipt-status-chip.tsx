import Chip from "@mui/material/Chip";
import type { TReceiptStatus } from "@/lib/receipts/schemas";

// Unbilled waits on the organisers (grey), to be invoiced is in hand (blue), invoiced is done (green).
const COLOR = { UNBILLED: "default", TO_BE_INVOICED: "info", INVOICED: "success" } as const;

export function ReceiptStatusChip({ status, label, testId }: { status: TReceiptStatus; label: string; testId?: string }) {
  return (
    <Chip size="small" color={COLOR[status]} variant={status === "UNBILLED" ? "outlined" : "filled"} label={label} data-testid={testId} data-status={status} />
  );
}
