"use client";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

export const REGISTER_PAGE = "/conferenceRegister";
/** SPEC §6 leaves the length open; the same 3 s as after registering (§9) and before paying. */
export const REGISTER_FIRST_SECONDS = 3;

/**
 * SPEC §6: a signed-in person who is not registered is sent to registration after a visible
 * countdown, with a link to go at once. The seconds left are announced politely, once a second.
 */
export function RegisterFirstNotice({ seconds = REGISTER_FIRST_SECONDS }: { seconds?: number }) {
  const t = useTranslations("registration.first");
  const router = useRouter();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      router.replace(REGISTER_PAGE);
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, router]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: "center", maxWidth: 640, mx: "auto", mt: 4 }} data-testid="register-first">
      <Typography variant="h4" component="h1" gutterBottom>
        {t("title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t("body")}
      </Typography>
      <Typography role="status" aria-live="polite" sx={{ mb: 3 }} data-testid="register-first-countdown" data-seconds={left}>
        {t("countdown", { seconds: left })}
      </Typography>
      <Button component={NextLink} href={REGISTER_PAGE} variant="contained" data-testid="register-first-go">
        {t("go")}
      </Button>
    </Paper>
  );
}
