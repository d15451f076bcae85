"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useId, type FormEventHandler, type ReactNode } from "react";

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

/**
 * The add / edit dialog of a configuration screen: full screen on a phone, the fields, the answer
 * under them, cancel / save. It cannot be dismissed while saving, so an answer never lands nowhere.
 */
export function EditDialog({ testId, title, busy, message, onSubmit, onClose, cancel, save, wide, children }: Props) {
  const titleId = useId();
  const phone = useMediaQuery("(max-width:599.95px)");
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={wide ? "md" : "sm"}
      fullScreen={phone}
      aria-labelledby={titleId}
      data-testid={`${testId}-dialog`}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "contents" }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {message && (
              <Alert severity={message.kind} data-testid={`${testId}-dialog-message`}>
                {message.text}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {cancel}
          </Button>
          <Button type="submit" variant="contained" loading={busy} data-testid={`${testId}-save`}>
            {save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
