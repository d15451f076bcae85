"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { Control, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { sendCodeAction } from "@/lib/accounts/actions";
import type { TCodeType } from "@/lib/accounts/schemas";

const COUNTDOWN_S = 60; // SPEC §9

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  type: TCodeType;
  onMessage: (m: { kind: "success" | "error"; text: string } | null) => void;
  /** Where the form keeps the email and the code (the attendance form nests them). */
  emailName?: string;
  codeName?: string;
};

/** SPEC §4: code field with a send button; empty email does nothing; 60 s countdown, then "resend". */
export function CodeField<T extends FieldValues>({ form, type, onMessage, emailName = "email", codeName = "code" }: Props<T>) {
  const t = useTranslations("accounts");
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  // Counts against a deadline (not tick by tick), so a throttled background tab stays right.
  useEffect(() => {
    if (!deadline) return;
    const tick = () => {
      const s = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) setDeadline(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const send = async () => {
    const email = String(form.getValues(emailName as Path<T>) ?? "").trim();
    if (!email || left > 0 || busy) return;
    if (!(await form.trigger(emailName as Path<T>))) return;
    setBusy(true);
    onMessage(null);
    try {
      const r = await sendCodeAction({ email, type });
      if (r.ok) {
        setSent(true);
        setLeft(COUNTDOWN_S);
        setDeadline(Date.now() + COUNTDOWN_S * 1000);
        onMessage({ kind: "success", text: t("codeSent", { email }) });
      } else {
        if (r.fieldErrors?.email) form.setError(emailName as Path<T>, { type: "server", message: r.fieldErrors.email });
        onMessage({ kind: "error", text: r.message });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
      <FormTextField
        control={form.control as unknown as Control<T>}
        name={codeName as Path<T>}
        label={t("code")}
        required
        fullWidth
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6 } }}
      />
      <Button variant="outlined" onClick={send} disabled={left > 0 || busy} data-testid="send-code" sx={{ minWidth: 120, height: 56, flexShrink: 0 }}>
        {left > 0 ? t("resendIn", { seconds: left }) : sent ? t("resend") : t("sendCode")}
      </Button>
    </Stack>
  );
}
