"use client";
import Alert from "@mui/material/Alert";

export function FormMessage({ message }: { message: { kind: "success" | "error"; text: string } | null }) {
  if (!message) return null;
  return (
    <Alert severity={message.kind} data-testid="form-message" role={message.kind === "error" ? "alert" : "status"}>
      {message.text}
    </Alert>
  );
}
