"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import DialogContentText from "@mui/material/DialogContentText";
import { useTranslations } from "next-intl";
import type { FormEventHandler, ReactNode } from "react";
import { DialogShell } from "./dialog-shell";

/** A form in a dialog: title, what it does, the result message, fields, cancel / do it. */
export function FormDialog(props: {
  id: string;
  title: string;
  text?: string;
  submit: string;
  danger?: boolean;
  busy: boolean;
  disabled?: boolean;
  wide?: boolean;
  message: { kind: "success" | "error"; text: string } | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  children?: ReactNode;
  /** the dismiss button's label; "Cancel" by default */
  cancel?: string;
}) {
  const t = useTranslations("common");
  return (
    <DialogShell
      title={props.title}
      testId={`${props.id}-dialog`}
      wide={props.wide}
      busy={props.busy}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
      actions={
        <>
          <Button onClick={props.onClose} disabled={props.busy}>
            {props.cancel ?? t("cancel")}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={props.danger ? "error" : "primary"}
            loading={props.busy}
            disabled={props.disabled}
            data-testid={`${props.id}-submit`}
          >
            {props.submit}
          </Button>
        </>
      }
    >
      {props.text && <DialogContentText>{props.text}</DialogContentText>}
      {props.message && (
        <Alert severity={props.message.kind} data-testid="dialog-message">
          {props.message.text}
        </Alert>
      )}
      {props.children}
    </DialogShell>
  );
}
