"use client";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { registerAction } from "@/lib/accounts/actions";
import { ZRegisterInput } from "@/lib/accounts/schemas";
import { CodePasswordForm } from "./code-password-form";

/** SPEC §2 /userRegister: after creation the person is logged in and sent to /conferenceRegister. */
export function RegisterForm() {
  const t = useTranslations("accounts");
  return (
    <CodePasswordForm
      schema={ZRegisterInput}
      run={registerAction}
      defaults={{ email: "", code: "", trueName: "", password: "", confirmPassword: "" }}
      codeType="registerCode"
      passwordLabel="password"
      submitLabel={t("registerButton")}
      testId="register"
      extra={(control) => <FormTextField control={control} name="trueName" label={t("trueName")} autoComplete="name" required fullWidth />}
    />
  );
}
