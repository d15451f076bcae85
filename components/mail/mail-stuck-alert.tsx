"use client";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import { useFormatter, useTranslations } from "next-intl";

/** Over the mail log when mail has waited over 5 minutes with no delivery attempt: nothing sends it. */
export function MailStuckAlert({ since }: { since: string }) {
  const t = useTranslations("mail");
  const format = useFormatter();
  return (
    <Alert severity="warning" data-testid="mail-stuck-alert">
      <AlertTitle>{t("stuckTitle")}</AlertTitle>
      {t("stuck", { time: format.dateTime(new Date(since), { dateStyle: "short", timeStyle: "medium" }) })}
    </Alert>
  );
}
