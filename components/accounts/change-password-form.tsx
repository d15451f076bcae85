"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { changePasswordAction } from "@/lib/accounts/actions";
import { ZChangePasswordInput } from "@/lib/accounts/schemas";
import { FormMessage } from "@/components/ui/form-message";
import { PasswordFields } from "./password-fields";

export function ChangePasswordForm() {
  const t = useTranslations("accounts");
  const defaults = { oldPassword: "", password: "", confirmPassword: "" };
  const { form, submit, message, setMessage } = useActionForm(ZChangePasswordInput, changePasswordAction, defaults);
  const onSubmit = submit(() => {
    form.reset(defaults);
    setMessage({ kind: "success", text: t("passwordChanged") });
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="change-password-form" sx={{ maxWidth: 480 }}>
      <Stack spacing={2}>
        <FormMessage message={message} />
        <FormTextField control={form.control} name="oldPassword" label={t("oldPassword")} type="password" autoComplete="current-password" required fullWidth />
        <PasswordFields control={form.control} label="newPassword" />
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} data-testid="change-password-submit">
          {t("save")}
        </Button>
      </Stack>
    </Box>
  );
}
