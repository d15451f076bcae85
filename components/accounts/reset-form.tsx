"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { resetPasswordAction } from "@/lib/accounts/actions";
import { ZResetPasswordInput } from "@/lib/accounts/schemas";
import { CodeField } from "./code-field";
import { FormMessage } from "./form-message";

/** SPEC §2 /resetPassword: success → /conferencelogin with a success message. */
export function ResetForm() {
  const t = useTranslations("accounts");
  const { form, submit, message, setMessage } = useActionForm(ZResetPasswordInput, resetPasswordAction, { email: "", code: "", password: "", confirmPassword: "" });
  const onSubmit = submit(({ to }) => window.location.assign(to));
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="reset-form">
      <Stack spacing={2}>
        <FormMessage message={message} />
        <FormTextField control={form.control} name="email" label={t("email")} type="email" autoComplete="email" required fullWidth />
        <CodeField form={form as never} type="resetPassCode" onMessage={setMessage} />
        <FormTextField control={form.control} name="password" label={t("newPassword")} type="password" autoComplete="new-password" required fullWidth helperText={t("passwordHint")} />
        <FormTextField control={form.control} name="confirmPassword" label={t("confirmPassword")} type="password" autoComplete="new-password" required fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting} data-testid="reset-submit">
          {t("confirmButton")}
        </Button>
      </Stack>
    </Box>
  );
}
