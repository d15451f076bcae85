"use client";
import Button from "@mui/material/Button";
import DialogContentText from "@mui/material/DialogContentText";
import { DialogShell } from "./dialog-shell";

/** "Are you sure?" before a destructive or irreversible step. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm(): void;
  onClose(): void;
  testId?: string;
}) {
  return (
    <DialogShell
      open={props.open}
      title={props.title}
      testId={props.testId}
      onClose={props.onClose}
      actions={
        <>
          <Button onClick={props.onClose}>{props.cancel}</Button>
          <Button color="warning" variant="contained" onClick={props.onConfirm} data-testid={props.testId ? `${props.testId}-confirm` : undefined}>
            {props.confirm}
          </Button>
        </>
      }
    >
      <DialogContentText>{props.text}</DialogContentText>
    </DialogShell>
  );
}
