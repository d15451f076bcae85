"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

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
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="confirm-title" data-testid={props.testId}>
      <DialogTitle id="confirm-title">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{props.cancel}</Button>
        <Button color="warning" variant="contained" onClick={props.onConfirm} data-testid={props.testId ? `${props.testId}-confirm` : undefined}>
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
