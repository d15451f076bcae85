import Chip from "@mui/material/Chip";
import { useTranslations } from "next-intl";
import type { FeedbackStatus } from "@/lib/feedback/schemas";

const COLOR = { OPEN: "warning", REPLIED: "success", CLOSED: "default" } as const;

/** A feedback's state: awaiting a reply, replied, closed. */
export function FeedbackStatusChip({ status, testId = "feedback-status" }: { status: FeedbackStatus; testId?: string }) {
  const t = useTranslations("feedback.status");
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(status)} data-testid={testId} data-status={status} />;
}
