"use client";
import { useTranslations } from "next-intl";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";

type WithPassword = FieldValues & { password?: string; confirmPassword?: string };

type Props<T extends WithPassword> = {
  control: Control<T>;
  /** Message key of the "accounts" namespace for the first field. */
  label?: "password" | "newPassword";
};

/**
 * The new password (with the policy hint) and its confirmation, as every form that sets a password
 * asks them: register, reset, change password and reviewer activation. The schema checks the match.
 */
export function PasswordFields<T extends WithPassword>({ control, label = "password" }: Props<T>) {
  const t = useTranslations("accounts");
  // The constraint keeps callers honest; a generic Path<T> cannot be proved to hold the names.
  return (
    <>
      <FormTextField
        control={control}
        name={"password" as Path<T>}
        label={t(label)}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        helperText={t("passwordHint")}
      />
      <FormTextField
        control={control}
        name={"confirmPassword" as Path<T>}
        label={t("confirmPassword")}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
    </>
  );
}
