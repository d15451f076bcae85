import Chip from "@mui/material/Chip";
import type { TSubmissionStatus } from "@/lib/submission/status";

// One colour per kind of state, the same in the lists and the detail: decided green / red, waiting
// on the author orange, in the organisers' hands blue, withdrawn grey.
const COLOR: Record<TSubmissionStatus, "success" | "info" | "warning" | "error" | "default" | "primary"> = {
  WAITING_ALLOCATION: "default",
  ASSIGNED: "info",
  RESUBMITTED: "primary",
  NEEDS_MODIFICATION: "warning",
  ACCEPTED: "success",
  REJECTED: "error",
  WITHDRAWN: "default",
};

export function SubmissionStatusChip({ status, label, testId }: { status: TSubmissionStatus; label: string; testId?: string }) {
  return (
    <Chip
      size="small"
      variant={status === "WITHDRAWN" || status === "WAITING_ALLOCATION" ? "outlined" : "filled"}
      color={COLOR[status]}
      label={label}
      data-testid={testId}
      data-status={status}
    />
  );
}
