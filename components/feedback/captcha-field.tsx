"use client";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import type { Control, FieldValues, Path } from "react-hook-form";
import { ChallengePicture } from "@/components/accounts/challenge-picture";
import { FormTextField } from "@/components/ui/form/form-text-field";
import type { CaptchaImage } from "@/lib/accounts/captcha-image";

/** SPEC §5 verification code: the server's picture with a button for a new one, then the answer field. */
export function CaptchaField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  image: CaptchaImage | null;
  busy: boolean;
  onRefresh: () => void;
}) {
  const t = useTranslations("feedback.form");
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "flex-start" } }} data-testid="feedback-captcha">
      {props.image && <ChallengePicture image={props.image} onRefresh={props.onRefresh} busy={props.busy} />}
      <FormTextField
        control={props.control}
        name={props.name}
        label={t("captcha")}
        helperText={t("captchaHelp")}
        autoComplete="off"
        required
        sx={{ flex: { sm: "0 1 220px" } }}
        slotProps={{ htmlInput: { autoCapitalize: "characters", spellCheck: false, maxLength: 20 } }}
      />
    </Stack>
  );
}
