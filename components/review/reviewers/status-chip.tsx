import Chip from "@mui/material/Chip";

/** Not activated (waiting for the invitee; "expired" when the link has run out) or activated. */
export function ReviewerStatusChip({ activated, expired, label }: { activated: boolean; expired: boolean; label: string }) {
  return (
    <Chip
      size="small"
      variant={activated ? "filled" : "outlined"}
      color={activated ? "success" : expired ? "warning" : "default"}
      label={label}
      data-testid="reviewer-status"
      data-activated={activated ? "yes" : "no"}
    />
  );
}
