"use client";
import Alert from "@mui/material/Alert";

export type Message = { kind: "success" | "error"; text: string } | null;

/** The outcome of the last action on a site-content list or form, until closed. */
export function ActionMessage({ message, onClose, testId }: { message: Message; onClose(): void; testId: string }) {
  if (!message) return null;
  return (
    <Alert severity={message.kind} onClose={onClose} data-testid={testId}>
      {message.text}
    </Alert>
  );
}
