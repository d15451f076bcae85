"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import dynamic from "next/dynamic";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { loginAction, loginChallengeAction } from "@/lib/accounts/actions";
import { mailLoginChallengeAction } from "@/lib/accounts/mail-challenge-actions";
import type { CaptchaImage } from "@/lib/security/captcha-image";
import { ZLoginInput, type TLoginInput } from "@/lib/accounts/schemas";
import { FormMessage } from "@/components/ui/form-message";

// The challenge appears only after repeated failures: its picture (with a tooltip, so Popper) and
// mailed-code button load then, not with every visitor's sign-in page.
const ChallengePicture = dynamic(() => import("./challenge-picture").then((m) => m.ChallengePicture), { ssr: false });
const MailedCodeButton = dynamic(() => import("./mailed-code-button").then((m) => m.MailedCodeButton), { ssr: false });

/**
 * SPEC §2/§4 account login: email + password; lands where the server says (redirect query or
 * attendance). After repeated failures the server asks for a challenge: the picture
 * appears, and every failed try while it is shown brings a new one (each is good for one answer).
 */
export function LoginForm({ redirect, notice }: { redirect?: string; notice?: string }) {
  const t = useTranslations("accounts");
  const [image, setImage] = useState<CaptchaImage | null>(null);
  const [loading, setLoading] = useState(false);
  const [mailed, setMailed] = useState(false);
  const challengeInput = useRef<HTMLInputElement>(null);
  // A new picture always comes with an empty answer field. `form` is read when this runs (after
  // a submit or a click), by which time useActionForm below has created it.
  const loadChallenge = async () => {
    setLoading(true);
    try {
      const r = await loginChallengeAction({});
      if (r.ok) setImage(r.data);
      form.setValue("challenge", "");
    } finally {
      setLoading(false);
    }
  };

  const run = async (input: TLoginInput) => {
    const r = await loginAction(input);
    if (!r.ok && (r.fieldErrors?.challenge || image)) await loadChallenge();
    return r;
  };
  const { form, submit, message } = useActionForm(ZLoginInput, run, { email: "", password: "", challenge: "", redirect });
  const onSubmit = submit(({ to }) => {
    window.location.assign(to);
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="login-form">
      <Stack spacing={2}>
        <FormMessage message={message ?? (notice ? { kind: "success", text: notice } : null)} />
        <FormTextField control={form.control} name="email" label={t("email")} type="email" autoComplete="username" required fullWidth />
        <FormTextField control={form.control} name="password" label={t("password")} type="password" autoComplete="current-password" required fullWidth />
        {image && (
          <Stack spacing={1} data-testid="login-challenge">
            <ChallengePicture image={image} onRefresh={loadChallenge} busy={loading} />
            <FormTextField
              control={form.control}
              name="challenge"
              label={t("challenge")}
              helperText={mailed ? t("challengeMailHint") : t("challengeHint")}
              inputRef={challengeInput}
              autoComplete="off"
              required
              fullWidth
              slotProps={{ htmlInput: { autoCapitalize: "characters", spellCheck: false, maxLength: 20 } }}
            />
            {/* WCAG 1.1.1: a code mailed to the account instead of the picture, typed in the same field. */}
            <MailedCodeButton
              send={async () => {
                if (!(await form.trigger("email"))) return { ok: false, message: t("challengeMailNeedsEmail") };
                return mailLoginChallengeAction({ email: form.getValues("email") });
              }}
              sentText="challengeMailLoginSent"
              testId="login-mail-code"
              onSent={() => {
                setMailed(true);
                form.setValue("challenge", "");
                form.clearErrors("challenge");
                challengeInput.current?.focus();
              }}
            />
          </Stack>
        )}
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
