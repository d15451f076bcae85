"use client";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useState, type FormEvent, type ReactNode } from "react";
import { ActionMessage, type Message } from "./action-message";

type Arrival = { notice: Message; clear(): void };

/** The success a new row brought from its add page (`text`), shown until the next save or a close. */
export function useArrivalNotice(text: string | null): Arrival {
  const [shown, setShown] = useState(text !== null);
  return { notice: shown && text ? { kind: "success", text } : null, clear: () => setShown(false) };
}

/**
 * The frame the page and template forms share: the last outcome (else the arrival notice) above,
 * the settings block, then the rest (content, buttons). Test ids: `{testId}` on the form, `{testId}-message`.
 */
export function FormShell(props: {
  testId: string;
  onSubmit(e: FormEvent): unknown;
  message: Message;
  arrival: Arrival;
  onCloseMessage(): void;
  settings: ReactNode;
  children: ReactNode;
}) {
  const close = () => {
    props.onCloseMessage();
    props.arrival.clear();
  };
  return (
    <Box component="form" noValidate onSubmit={props.onSubmit} data-testid={props.testId} sx={{ minWidth: 0 }}>
      <Stack spacing={2}>
        <ActionMessage message={props.message ?? props.arrival.notice} onClose={close} testId={`${props.testId}-message`} />
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Stack spacing={2}>{props.settings}</Stack>
        </Paper>
        {props.children}
      </Stack>
    </Box>
  );
}
