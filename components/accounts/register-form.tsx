"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { registerAction } from "@/lib/accounts/actions";
import { ZRegisterInput } from "@/lib/accounts/schemas";
import { CodeField } from "./code-field";
import { FormMessage } from "./form-message";

/** SPEC §2 /userRegister: after creation the person is logged in and sent to /conferenceRegister. */
export function RegisterForm() {
  const t = useTranslations("accounts");
  const { form, submit, message, setMessage } = useActionForm(ZRegisterInput, registerAction, { email: "", code: "", trueName: "", password: "", confirmPassword: "" });
  const onSubmit = submit(({ to }) => window.location.assign(to));
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="register-form">
      <Stack spacing={2}>
        <FormMessage message={message} />
        <FormTextField control={form.control} name="email" label={t("email")} type="email" autoComplete="email" required fullWidth />
        <CodeField form={form as never} type="registerCode" onMessage={setMessage} />
        <FormTextField control={form.control} name="trueName" label={t("trueName")} autoComplete="name" required fullWidth />
        <FormTextField control={form.control} name="password" label={t("password")} type="password" autoComplete="new-password" required fullWidth helperText={t("passwordHint")} />
        <FormTextField control={form.control} name="confirmPassword" label={t("confirmPassword")} type="password" autoComplete="new-password" required fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting} data-testid="register-submit">
          {t("registerButton")}
        </Button>
      </Stack>
    </Box>
  );
}
