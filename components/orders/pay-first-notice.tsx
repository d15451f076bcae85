"use client";
import { useTranslations } from "next-intl";
import { CountdownNotice } from "@/components/ui/countdown-notice";

const FEE_PAGE = "/profile/conference/fee";

/**
 * SPEC §6: a part of the personal centre that waits for a paid registration fee shows this notice,
 * counts down from 3 (the §4/§9 post-registration countdown) and then sends the person to the fee
 * page. Use with lib/orders/payment-gate.ts: `if (await mustPayFirst(...)) return <PayFirstNotice />`.
 */
export function PayFirstNotice({ seconds = 3 }: { seconds?: number }) {
  const t = useTranslations("orders.gate");
  return (
    <CountdownNotice href={FEE_PAGE} seconds={seconds} title={t("title")} countdown={(left) => t("text", { seconds: left })} go={t("go")} testId="pay-first" />
  );
}
