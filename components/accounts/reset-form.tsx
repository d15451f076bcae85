"use client";
import { useTranslations } from "next-intl";
import { resetPasswordAction } from "@/lib/accounts/actions";
import { ZResetPasswordInput } from "@/lib/accounts/schemas";
import { CodePasswordForm } from "./code-password-form";

/** SPEC §2 /resetPassword: success → /conferencelogin with a success message. */
export function ResetForm({ email = "" }: { email?: string }) {
  const t = useTranslations("accounts");
  return (
    <CodePasswordForm
      schema={ZResetPasswordInput}
      run={resetPasswordAction}
      defaults={{ email, code: "", password: "", confirmPassword: "" }}
      codeType="resetPassCode"
      passwordLabel="newPassword"
      submitLabel={t("confirmButton")}
      testId="reset"
    />
  );
}
