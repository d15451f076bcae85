"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Section } from "@/components/ui/section";
import { formatMoney } from "@/lib/billing/money";
import { handleSessionExpired } from "@/lib/client/session-expired";
import { billStatusAction } from "@/lib/payments/payer-actions";
import { useBillPolling } from "./use-bill-polling";

export type QrBill = { billNo: string; amountMinor: number; currency: string; codeUrl: string; qrDataUrl: string };

/**
 * WeChat Pay Native: the code to scan, polled until the provider confirms (then the result page).
 * In a demo the simulator's scan page stands in for the phone.
 */
export function QrPayment({ bill, simulatorUrl, onOtherMethod }: { bill: QrBill; simulatorUrl: string | null; onOtherMethod: () => void }) {
  const t = useTranslations("orders.pay");
  const locale = useLocale();
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();
  const result = `/profile/order/pay/goto/result/${bill.billNo}`;
  const onStatus = (s: { status: string; settled: boolean }) => {
    if (s.settled || s.status === "EXCEPTION") router.push(result);
    else if (s.status !== "CREATED" && s.status !== "PENDING") setFailed(true);
    return !(s.status === "CREATED" || s.status === "PENDING");
  };
  useBillPolling(bill.billNo, !failed, onStatus);
  const checkNow = () =>
    startTransition(async () => {
      const r = await billStatusAction({ billNo: bill.billNo });
      if (r.ok) onStatus(r.data);
      else if (r.status === 401) handleSessionExpired(r.message);
    });

  return (
    <Section title={t("qrTitle")} testId="pay-qr">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3} sx={{ alignItems: { xs: "center", sm: "flex-start" } }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server, not an optimisable asset */}
        <img
          src={bill.qrDataUrl}
          alt={t("qrTitle")}
          width={240}
          height={240}
          data-testid="pay-qr-image"
          data-code-url={bill.codeUrl}
          style={{ imageRendering: "pixelated" }}
        />
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{t("qrAmount", { amount: formatMoney(bill.amountMinor, bill.currency, locale) })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t("qrHelp")}
          </Typography>
          {failed ? (
            <Alert severity="error" data-testid="pay-qr-failed">
              {t("qrFailed")}
            </Alert>
          ) : (
            <Box sx={{ display: "flex", alignItems: "center", gap: 1 }} role="status" data-testid="pay-qr-waiting">
              <CircularProgress size={18} />
              <Typography variant="body2">{t("qrWaiting")}</Typography>
            </Box>
          )}
          {simulatorUrl && (
            <Link href={`${simulatorUrl}/wechat/scan?code=${encodeURIComponent(bill.codeUrl)}`} target="_blank" rel="noopener" data-testid="pay-qr-simulate">
              {t("qrSimulate")}
            </Link>
          )}
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
            {!failed && (
              <Button variant="outlined" onClick={checkNow} disabled={pending} data-testid="pay-qr-check">
                {t("checkNow")}
              </Button>
            )}
            <Button onClick={onOtherMethod} data-testid="pay-other-method">
              {t("otherMethod")}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Section>
  );
}
