"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { loginAction } from "@/lib/accounts/actions";
import { ZLoginInput } from "@/lib/accounts/schemas";
import { FormMessage } from "./form-message";

/** SPEC §2/§4 account login: email + password; lands where the server says (redirect query or attendance). */
export function LoginForm({ redirect, notice }: { redirect?: string; notice?: string }) {
  const t = useTranslations("accounts");
  const { form, submit, message } = useActionForm(ZLoginInput, loginAction, { email: "", password: "", redirect });
  const onSubmit = submit(({ to }) => {
    window.location.assign(to);
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="login-form">
      <Stack spacing={2}>
        <FormMessage message={message ?? (notice ? { kind: "success", text: notice } : null)} />
        <FormTextField control={form.control} name="email" label={t("email")} type="email" autoComplete="username" required fullWidth />
        <FormTextField control={form.control} name="password" label={t("password")} type="password" autoComplete="current-password" required fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting} data-testid="login-submit">
          {t("loginButton")}
        </Button>
        <Stack direction="row" sx={{ justifyContent: "space-between" }}>
          <Link component={NextLink} href="/userRegister">
            {t("toRegister")}
          </Link>
          <Link component={NextLink} href="/resetPassword">
            {t("toReset")}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
