"use client";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { ChallengePicture } from "@/components/accounts/challenge-picture";
import { MailedCodeButton } from "@/components/accounts/mailed-code-button";
import { FormTextField } from "@/components/ui/form/form-text-field";
import type { CaptchaImage } from "@/lib/security/captcha-image";
import type { ActionResult } from "@/lib/server/action";

/**
 * SPEC §5 verification code: the server's picture with a button for a new one, then the answer
 * field. People who cannot see the picture have a code mailed instead (WCAG 1.1.1), typed in the
 * same field.
 */
export function CaptchaField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  image: CaptchaImage | null;
  busy: boolean;
  onRefresh: () => void;
  mailCode: () => Promise<ActionResult<{ sentTo: string }>>;
  onMailed: () => void;
}) {
  const t = useTranslations("feedback.form");
  const ta = useTranslations("accounts");
  const [mailed, setMailed] = useState(false);
  // The answer field takes the focus once the code is mailed (the person types it there next).
  const answer = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={0.5} data-testid="feedback-captcha">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "flex-start" } }}>
        {props.image && <ChallengePicture image={props.image} onRefresh={props.onRefresh} busy={props.busy} />}
        <FormTextField
          control={props.control}
          name={props.name}
          label={t("captcha")}
          helperText={mailed ? ta("challengeMailHint") : t("captchaHelp")}
          autoComplete="off"
          required
          inputRef={answer}
          sx={{ flex: { sm: "0 1 220px" } }}
          slotProps={{ htmlInput: { autoCapitalize: "characters", spellCheck: false, maxLength: 20 } }}
        />
      </Stack>
      <MailedCodeButton
        send={props.mailCode}
        sentText="challengeMailSent"
        testId="feedback-mail-code"
        onSent={() => {
          setMailed(true);
          props.onMailed();
          answer.current?.focus();
        }}
      />
    </Stack>
  );
}
