"use client";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useId, type FormEventHandler, type ReactNode } from "react";

// The one frame of every dialog: titled for screen readers, not dismissed while its work runs (so
// an answer never lands nowhere), and — for a form — full screen on a phone, where the keyboard
// leaves no room for a floating box at 390 px. With onSubmit the content and actions are one form
// (Enter submits); a question without fields stays a small box.

export function DialogShell(props: {
  open?: boolean;
  title: ReactNode;
  /** The dialog's data-testid. */
  testId?: string;
  wide?: boolean;
  busy?: boolean;
  onClose(): void;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  actions: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const phone = useMediaQuery("(max-width:599.95px)");
  const body = (
    <>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>{props.actions}</DialogActions>
    </>
  );
  return (
    <Dialog
      open={props.open ?? true}
      onClose={props.busy ? undefined : props.onClose}
      fullWidth={!!props.onSubmit}
      maxWidth={props.wide ? "md" : "sm"}
      fullScreen={phone && !!props.onSubmit}
      aria-labelledby={titleId}
      data-testid={props.testId}
    >
      {props.onSubmit ? (
        <Box component="form" noValidate onSubmit={props.onSubmit} sx={{ display: "contents" }}>
          {body}
        </Box>
      ) : (
        body
      )}
    </Dialog>
  );
}
