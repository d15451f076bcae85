"use client";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

const FEE_PAGE = "/profile/conference/fee";

/**
 * SPEC §6: a part of the personal centre that waits for a paid registration fee shows this notice,
 * counts down from 3 (the §4/§9 post-registration countdown) and then sends the person to the fee
 * page. Use with lib/orders/payment-gate.ts: `if (await mustPayFirst(...)) return <PayFirstNotice />`.
 */
export function PayFirstNotice({ seconds = 3 }: { seconds?: number }) {
  const t = useTranslations("orders.gate");
  const router = useRouter();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      router.replace(FEE_PAGE);
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, router]);
  return (
    <Alert
      severity="warning"
      data-testid="pay-first-notice"
      action={
        <Button component={NextLink} href={FEE_PAGE} color="inherit" size="small" data-testid="pay-first-go">
          {t("go")}
        </Button>
      }
    >
      <AlertTitle>{t("title")}</AlertTitle>
      <span aria-live="polite" data-testid="pay-first-countdown" data-seconds={left}>
        {t("text", { seconds: left })}
      </span>
    </Alert>
  );
}
