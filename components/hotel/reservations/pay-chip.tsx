import Chip from "@mui/material/Chip";
import type { PayStatus } from "@/lib/generated/prisma/enums";

// Paid green, "pay later" blue, unpaid amber; a cancelled reservation grey whatever it was.
const COLOR: Record<PayStatus, "success" | "info" | "warning"> = { PAID: "success", DELAY: "info", UNPAID: "warning" };

export function PayChip({ status, label, cancelled, testId }: { status: PayStatus; label: string; cancelled: boolean; testId?: string }) {
  return (
    <Chip
      size="small"
      variant={cancelled ? "outlined" : "filled"}
      color={cancelled ? "default" : COLOR[status]}
      label={label}
      data-testid={testId}
      data-status={cancelled ? "CANCELLED" : status}
    />
  );
}
