"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormMessage } from "@/components/ui/form-message";
import { PasswordFields } from "@/components/accounts/password-fields";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { OrganisationField } from "@/components/submission/author/organisation-field";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { activateReviewerAction } from "@/lib/review/activation/actions";
import { activationFormSchema, type InvitationFacts, type TActivationInput } from "@/lib/review/activation/schemas";
import { ActivationDone } from "./activation-done";

type Props = { activationKey: string; facts: InvitationFacts; countries: { value: string; label: string }[] };

/**
 * SPEC §2 /review/active/{key}: email read-only, password and confirmation only for a person
 * without an account, the profile, and Activate behind a confirmation prompt (§8 'Failed' when the
 * server fails unexpectedly; field errors land on their fields).
 */
export function ActivationForm({ activationKey, facts, countries }: Props) {
  const t = useTranslations("reviewActivation");
  const errorText = useFieldErrorText();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<{ newAccount: boolean } | null>(null);
  const needsPassword = !facts.hasAccount;
  // An unexpected failure (no status) or a broken connection is §8's 'Failed'.
  const run = async (input: TActivationInput) => {
    const r = await activateReviewerAction(input).catch(() => null);
    return r && (r.ok || r.status) ? r : { ok: false as const, message: t("failed") };
  };
  const defaults: TActivationInput = {
    key: activationKey,
    password: "",
    confirmPassword: "",
    lastName: facts.lastName,
    middleName: facts.middleName,
    firstName: facts.firstName,
    unit: facts.unit,
    phone: facts.phone,
    countryArea: countries.some((c) => c.value === facts.countryArea) ? facts.countryArea : "",
    direction: facts.direction,
  };
  const { form, submit, message } = useActionForm(activationFormSchema(needsPassword), run, defaults);
  const send = submit((data) => setDone({ newAccount: data.newAccount }));

  if (done) return <ActivationDone newAccount={done.newAccount} />;

  // Enter in a field asks too: nothing is posted before the prompt is confirmed. Going through
  // handleSubmit marks the form submitted, so errors clear as the person types, not only on blur.
  const ask = form.handleSubmit(() => setAsking(true));
  const field = (name: "lastName" | "middleName" | "firstName" | "phone" | "direction", required = true, max = 100) => (
    <FormTextField control={form.control} name={name} label={t(name)} required={required} fullWidth slotProps={{ htmlInput: { maxLength: max } }} />
  );

  return (
    <Box component="form" noValidate onSubmit={ask} data-testid="activation-form">
      <Stack spacing={2}>
        <FormMessage message={message} />
        {facts.hasAccount && (
          <Alert severity="info" data-testid="activation-existing">
            {t("existingAccount")}
          </Alert>
        )}
        <TextField label={t("email")} value={facts.email} fullWidth slotProps={{ htmlInput: { readOnly: true, "data-testid": "field-email" } }} />
        {needsPassword && (
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            <PasswordFields control={form.control} />
          </Box>
        )}
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr" } }}>
          {field("lastName")}
          {field("middleName", false)}
          {field("firstName")}
        </Box>
        <Controller
          control={form.control}
          name="unit"
          render={({ field: f, fieldState }) => (
            <OrganisationField
              value={f.value ?? ""}
              onChange={f.onChange}
              onBlur={f.onBlur}
              label={`${t("unit")} *`}
              error={errorText(fieldState.error?.message)}
              testId="field-unit"
            />
          )}
        />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          {field("phone", true, 40)}
          <FormTextField control={form.control} name="countryArea" label={t("countryArea")} select required fullWidth>
            <MenuItem value="">{t("notSet")}</MenuItem>
            {countries.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </FormTextField>
        </Box>
        {field("direction", true, 200)}
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting} data-testid="activation-submit">
          {t("activate")}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t("confirmTitle")}
        text={t("confirmText")}
        confirm={t("confirm")}
        cancel={t("cancel")}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void send();
        }}
        testId="activation-confirm"
      />
    </Box>
  );
}
