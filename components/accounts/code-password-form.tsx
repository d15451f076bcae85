"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { Control, DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import type { TCodeType } from "@/lib/accounts/schemas";
import type { ActionResult } from "@/lib/server/action";
import { CodeField } from "./code-field";
import { FormMessage } from "@/components/ui/form-message";
import { PasswordFields } from "./password-fields";

type Credentials = { email: string; code: string; password: string; confirmPassword: string };

type Props<S extends z.ZodType<FieldValues, FieldValues>> = {
  schema: S;
  run: (input: z.input<S>) => Promise<ActionResult<{ to: string }>>;
  defaults: DefaultValues<z.input<S>> & Credentials;
  codeType: TCodeType;
  /** Message keys of the "accounts" namespace. */
  passwordLabel: "password" | "newPassword";
  submitLabel: string;
  /** data-testid prefix: `<testId>-form`, `<testId>-submit`. */
  testId: string;
  /** Fields between the code and the password (registration asks for the name there). */
  extra?: (control: Control<FieldValues>) => ReactNode;
};

/**
 * The email + code + password + confirm form of SPEC §2 /userRegister and /resetPassword: a code
 * mailed to the address proves it, then the password is set and the server says where to go.
 */
export function CodePasswordForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  run,
  defaults,
  codeType,
  passwordLabel,
  submitLabel,
  testId,
  extra,
}: Props<S>) {
  const t = useTranslations("accounts");
  const { form, submit, message, setMessage } = useActionForm(schema, run, defaults);
  const control = form.control as unknown as Control<FieldValues>;
  const onSubmit = submit(({ to }) => window.location.assign(to));
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid={`${testId}-form`}>
      <Stack spacing={2}>
        <FormMessage message={message} />
        <FormTextField control={control} name="email" label={t("email")} type="email" autoComplete="email" required fullWidth />
        <CodeField form={form as never} type={codeType} onMessage={setMessage} />
        {extra?.(control)}
        <PasswordFields control={control} label={passwordLabel} />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
