"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { FormEventHandler, ReactNode } from "react";
import { DialogShell } from "./dialog-shell";

type Props = {
  /** `<testId>-dialog`, `<testId>-dialog-message`, `<testId>-save`. */
  testId: string;
  title: string;
  busy: boolean;
  message: { kind: "success" | "error"; text: string } | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  cancel: string;
  save: string;
  wide?: boolean;
  children: ReactNode;
};

/** The add / edit dialog of a configuration screen: the fields, the answer under them, cancel / save. */
export function EditDialog({ testId, title, busy, message, onSubmit, onClose, cancel, save, wide, children }: Props) {
  return (
    <DialogShell
      title={title}
      testId={`${testId}-dialog`}
      wide={wide}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {cancel}
          </Button>
          <Button type="submit" variant="contained" loading={busy} data-testid={`${testId}-save`}>
            {save}
          </Button>
        </>
      }
    >
      {children}
      {message && (
        <Alert severity={message.kind} data-testid={`${testId}-dialog-message`}>
          {message.text}
        </Alert>
      )}
    </DialogShell>
  );
}
