"use client";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";

// The 'Page loading error' notice of the error boundaries (app/error.tsx, app/global-error.tsx).
export function LoadErrorNotice({ title, body, action, onAction }: { title: string; body: string; action: string; onAction: () => void }) {
  return (
    <Alert
      severity="error"
      data-testid="load-error-boundary"
      sx={{ maxWidth: 720, mx: "auto", my: 4 }}
      action={
        <Button color="inherit" size="small" onClick={onAction}>
          {action}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {body}
    </Alert>
  );
}
