"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Path } from "react-hook-form";
import { FormSwitch } from "@/components/ui/form/form-switch";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { saveMailConfigAction, testMailConfigAction } from "@/lib/mail/actions";
import type { MailConfigView, MailSetupStatus } from "@/lib/mail/config-service";
import { ZMailConfigInput } from "@/lib/mail/schemas";

type FormValues = { address: string; password: string; confirmPassword: string; smtpHost: string; port: string; ssl: boolean; active: boolean };

/** SPEC §3 "Email config" sender form. The stored password is shown only as set/unset. */
export function MailConfigForm({ initial, setup }: { initial: MailConfigView | null; setup: MailSetupStatus }) {
  const t = useTranslations("mail");
  const [passwordSet, setPasswordSet] = useState(initial?.passwordSet ?? false);
  const [testing, setTesting] = useState(false);
  const defaults: FormValues = {
    address: initial?.address ?? "",
    password: "",
    confirmPassword: "",
    smtpHost: initial?.smtpHost ?? "",
    port: String(initial?.port ?? 465),
    ssl: initial?.ssl ?? true,
    active: initial?.active ?? true,
  };
  const { form, submit, message, setMessage } = useActionForm(ZMailConfigInput, saveMailConfigAction, defaults);
  const { control, formState } = form;

  const onSave = submit((saved) => {
    setPasswordSet(saved.passwordSet);
    form.reset({ ...form.getValues(), password: "", confirmPassword: "" });
    setMessage({ kind: "success", text: t("saved") });
  });

  const onTest = form.handleSubmit(async (values) => {
    setMessage(null);
    setTesting(true);
    try {
      const r = await testMailConfigAction(values as never);
      if (r.ok) return setMessage({ kind: "success", text: r.data.message });
      for (const [field, text] of Object.entries(r.fieldErrors ?? {})) form.setError(field as Path<FormValues>, { type: "server", message: text });
      setMessage({ kind: "error", text: r.message });
    } finally {
      setTesting(false);
    }
  });

  const setupText = setup.source === "conference" ? t("setupConference") : setup.source === "platform" ? t("setupPlatform") : t("setupNone");
  const busy = formState.isSubmitting || testing;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="mail-sender-title">
      <Typography id="mail-sender-title" variant="h6" component="h2" gutterBottom>
        {t("senderTitle")}
      </Typography>
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Alert severity={setup.source ? "info" : "warning"} data-testid="mail-setup-status">
          {setupText}
        </Alert>
        {setup.capture && <Alert severity="info">{t("setupCapture")}</Alert>}
      </Stack>
      <Box component="form" noValidate onSubmit={onSave} data-testid="mail-config-form">
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <FormTextField
            control={control}
            name="address"
            label={t("address")}
            type="email"
            autoComplete="off"
            required
            fullWidth
            sx={{ gridColumn: { sm: "1 / -1" } }}
          />
          <FormTextField
            control={control}
            name="password"
            label={t("password")}
            type="password"
            autoComplete="new-password"
            fullWidth
            helperText={passwordSet ? t("passwordSet") : t("passwordUnset")}
          />
          <FormTextField control={control} name="confirmPassword" label={t("confirmPassword")} type="password" autoComplete="new-password" fullWidth />
          <FormTextField control={control} name="smtpHost" label={t("smtpHost")} required fullWidth autoComplete="off" />
          <FormTextField control={control} name="port" label={t("port")} required fullWidth slotProps={{ htmlInput: { inputMode: "numeric" } }} />
          <FormSwitch control={control} name="ssl" label={t("ssl")} />
          <FormSwitch control={control} name="active" label={t("active")} />
        </Box>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: "center" } }}>
          <Button type="submit" variant="contained" disabled={busy} data-testid="mail-config-save">
            {t("save")}
          </Button>
          <Button variant="outlined" onClick={onTest} disabled={busy} data-testid="mail-config-test">
            {testing ? t("testing") : t("sendTest")}
          </Button>
        </Stack>
        {message && (
          <Alert severity={message.kind} sx={{ mt: 2 }} data-testid="mail-config-message" role={message.kind === "error" ? "alert" : "status"}>
            {message.text}
          </Alert>
        )}
      </Box>
    </Paper>
  );
}
