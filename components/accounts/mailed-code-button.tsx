"use client";
import MailOutlined from "@mui/icons-material/MailOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { ActionResult } from "@/lib/server/action";

type Status = { kind: "sent" | "error"; text: string } | null;

/**
 * The verification picture's alternative for people who cannot see it (WCAG 1.1.1): a real button
 * (keyboard, screen reader) that mails a 6-digit code, to be typed in the picture's answer field.
 * What happened is announced in a polite live region beside it.
 */
export function MailedCodeButton(props: {
  send: () => Promise<ActionResult<{ sentTo: string }>>;
  sentText: "challengeMailSent" | "challengeMailLoginSent";
  /** After a send, e.g. to focus the answer field. */
  onSent?: () => void;
  testId: string;
}) {
  const t = useTranslations("accounts");
  const tv = useTranslations("validation");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const click = async () => {
    setBusy(true);
    setStatus(null);
    const r = await props.send().catch(() => null);
    setBusy(false);
    if (!r) return setStatus({ kind: "error", text: tv("requestFailed") });
    if (!r.ok) return setStatus({ kind: "error", text: r.fieldErrors?.email ?? r.message });
    setStatus({ kind: "sent", text: t(props.sentText, { to: r.data.sentTo }) });
    props.onSent?.();
  };
  return (
    <Box>
      <Button variant="text" size="small" startIcon={<MailOutlined />} onClick={() => void click()} loading={busy} data-testid={props.testId}>
        {t("challengeMailButton")}
      </Button>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        color={status?.kind === "error" ? "error" : "text.secondary"}
        data-testid={`${props.testId}-status`}
        data-kind={status?.kind ?? ""}
      >
        {status?.text}
      </Typography>
    </Box>
  );
}
