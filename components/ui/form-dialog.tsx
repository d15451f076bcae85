"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import type { FormEventHandler, ReactNode } from "react";

/** The frame of every form in a dialog: title, what it does, the result message, fields, cancel / do it. */
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
    <Dialog open onClose={props.onClose} fullWidth maxWidth={props.wide ? "md" : "sm"} aria-labelledby={`${props.id}-title`} data-testid={`${props.id}-dialog`}>
      <form noValidate onSubmit={props.onSubmit}>
        <DialogTitle id={`${props.id}-title`}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            {props.text && <DialogContentText>{props.text}</DialogContentText>}
            {props.message && (
              <Alert severity={props.message.kind} data-testid="dialog-message">
                {props.message.text}
              </Alert>
            )}
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose}>{props.cancel ?? t("cancel")}</Button>
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
        </DialogActions>
      </form>
    </Dialog>
  );
}
