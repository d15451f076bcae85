"use client";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { LinkButton } from "@/components/ui/link-button";
import { ACTIVATED_SIGN_IN } from "@/lib/review/activation/schemas";

/** SPEC §8 'Activated successfully', then sign-in: a new person with the password just set, anyone else with their own. */
export function ActivationDone({ newAccount }: { newAccount: boolean }) {
  const t = useTranslations("reviewActivation");
  return (
    <Stack spacing={2} data-testid="activation-done">
      <Alert severity="success" role="status">
        <AlertTitle>{t("success")}</AlertTitle>
        {t(newAccount ? "successNew" : "successExisting")}
      </Alert>
      <LinkButton href={ACTIVATED_SIGN_IN} variant="contained" size="large" data-testid="activation-sign-in">
        {t("signIn")}
      </LinkButton>
    </Stack>
  );
}
