import Chip from "@mui/material/Chip";
import { STATUS_KEYS } from "@/lib/conference/status";

// One look for a conference status (SPEC §4) wherever it shows: the administrator's list and
// detail, the website settings, the publish panel and the /platform overview.
const COLOR: Record<number, "default" | "warning" | "error" | "success" | "info"> = { 1: "default", 2: "warning", 3: "error", 4: "success", 5: "info" };

type Props = { status: number; label: string; testId?: string; size?: "small" | "medium" };

/** `label` comes translated (website.status.* via statusKey, or the administrator's own labels). */
export function StatusChip({ status, label, testId = "conference-status", size = "medium" }: Props) {
  return <Chip size={size} label={label} color={COLOR[status] ?? "default"} variant="outlined" data-testid={testId} data-status={status} />;
}

export function statusColor(status: number) {
  return COLOR[status] ?? "default";
}

/** The message key of a status under the "website" namespace. */
export function statusKey(status: number): string {
  return `status.${STATUS_KEYS[status] ?? "notPublished"}`;
}
