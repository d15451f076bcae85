"use client";
import { useTranslations } from "next-intl";
import { CountdownNotice } from "@/components/ui/countdown-notice";

const REGISTER_PAGE = "/conferenceRegister";
/** SPEC §6 leaves the length open; the same 3 s as after registering (§9) and before paying. */
const REGISTER_FIRST_SECONDS = 3;

/** SPEC §6: a signed-in person who is not registered is sent to registration after a visible countdown. */
export function RegisterFirstNotice({ seconds = REGISTER_FIRST_SECONDS }: { seconds?: number }) {
  const t = useTranslations("registration.first");
  return (
    <CountdownNotice
      href={REGISTER_PAGE}
      seconds={seconds}
      title={t("title")}
      body={t("body")}
      countdown={(left) => t("countdown", { seconds: left })}
      go={t("go")}
      testId="register-first"
    />
  );
}
