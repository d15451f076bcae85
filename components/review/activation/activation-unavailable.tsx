import Alert from "@mui/material/Alert";

/** SPEC §2: a missing, used or expired link shows only this notice (or "too many attempts" when throttled). */
export function ActivationUnavailable({ text }: { text: string }) {
  return (
    <Alert severity="warning" data-testid="activation-unavailable">
      {text}
    </Alert>
  );
}
