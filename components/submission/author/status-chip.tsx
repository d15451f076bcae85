"use client";
import Chip from "@mui/material/Chip";
import { useTranslations } from "next-intl";
import type { TSubmissionStatus } from "@/lib/submission/status";

// One colour per kind of state: decided green/red, waiting on the author orange, with the
// organisers blue, over grey — the same in the list, the history and the form's header.
const COLOR: Record<TSubmissionStatus, "success" | "info" | "warning" | "error" | "default"> = {
  WAITING_ALLOCATION: "info",
  ASSIGNED: "info",
  RESUBMITTED: "info",
  NEEDS_MODIFICATION: "warning",
  ACCEPTED: "success",
  REJECTED: "error",
  WITHDRAWN: "default",
};

export function SubmissionStatusChip({ status, testId }: { status: TSubmissionStatus; testId?: string }) {
  const t = useTranslations("submission.status");
  return (
    <Chip
      size="small"
      variant={COLOR[status] === "default" ? "outlined" : "filled"}
      color={COLOR[status]}
      label={t(status)}
      data-testid={testId}
      data-status={status}
    />
  );
}
