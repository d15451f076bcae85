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

/** The frame of every order action: title, what it does, the form's message, fields, back / do it. */
export function ActionDialog(props: {
  id: string;
  title: string;
  text: string;
  submit: string;
  danger?: boolean;
  busy: boolean;
  message: { kind: "success" | "error"; text: string } | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  children?: ReactNode;
}) {
  const t = useTranslations("orderAdmin.actions");
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={`${props.id}-title`} data-testid={`${props.id}-dialog`}>
      <form noValidate onSubmit={props.onSubmit}>
        <DialogTitle id={`${props.id}-title`}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <DialogContentText>{props.text}</DialogContentText>
            {props.message && (
              <Alert severity={props.message.kind} data-testid="dialog-message">
                {props.message.text}
              </Alert>
            )}
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose}>{t("back")}</Button>
          <Button type="submit" variant="contained" color={props.danger ? "error" : "primary"} loading={props.busy} data-testid={`${props.id}-submit`}>
            {props.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
