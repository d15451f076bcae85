"use client";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent, useState } from "react";

/** Counts down once a second from `seconds` while `running`, then calls `onZero` once. Returns the seconds left. */
export function useCountdown(seconds: number, onZero: () => void, running = true): number {
  const [left, setLeft] = useState(seconds);
  const zero = useEffectEvent(onZero);
  useEffect(() => {
    if (!running) return;
    if (left <= 0) return zero();
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, running]);
  return left;
}

/**
 * A gate of the personal centre (SPEC §6: register first, pay first): why this page is not open
 * yet, a visible countdown (announced politely, once a second), then on to `href`; the link goes
 * at once. Test ids: `<testId>-notice`, `<testId>-countdown` (with data-seconds), `<testId>-go`.
 */
export function CountdownNotice(props: {
  href: string;
  seconds: number;
  title: string;
  body?: string;
  countdown: (seconds: number) => string;
  go: string;
  testId: string;
}) {
  const router = useRouter();
  const left = useCountdown(props.seconds, () => router.replace(props.href));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: "center", maxWidth: 640, mx: "auto", mt: 4 }} data-testid={`${props.testId}-notice`}>
      <Typography variant="h4" component="h1" gutterBottom>
        {props.title}
      </Typography>
      {props.body && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {props.body}
        </Typography>
      )}
      <Typography role="status" aria-live="polite" sx={{ mb: 3 }} data-testid={`${props.testId}-countdown`} data-seconds={left}>
        {props.countdown(left)}
      </Typography>
      <Button component={NextLink} href={props.href} variant="contained" data-testid={`${props.testId}-go`}>
        {props.go}
      </Button>
    </Paper>
  );
}
