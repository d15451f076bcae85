"use client";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { LinkButton } from "@/components/ui/link-button";
import { handleSessionExpired } from "@/lib/client/session-expired";
import { cancelOpenPaymentAction } from "@/lib/payments/payer-actions";

/**
 * The pay page while an online payment of these orders is open at a provider: no second payment
 * starts (it could charge twice); the payer sees its result, or cancels it (confirmed) and pays anew.
 */
export function PaymentInProgress({ billNo, method }: { billNo: string; method: string }) {
  const t = useTranslations("orders.pay");
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const cancel = () =>
    startTransition(async () => {
      setError(null);
      const r = await cancelOpenPaymentAction({ billNo });
      setAsking(false);
      if (!r.ok) {
        if (r.status === 401) return handleSessionExpired(r.message);
        setError(r.message);
      }
      router.refresh();
    });
  return (
    <Stack spacing={1.5} data-testid="pay-in-progress" data-bill={billNo}>
      <Alert severity="info">
        <AlertTitle>{t("inProgressTitle")}</AlertTitle>
        {t("inProgressHelp", { method, billNo })}
      </Alert>
      {error && (
        <Alert severity="error" role="alert" data-testid="pay-in-progress-error">
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
        <LinkButton href={`/profile/order/pay/goto/result/${billNo}`} variant="contained">
          {t("inProgressResult")}
        </LinkButton>
        <Button variant="outlined" color="error" onClick={() => setAsking(true)} disabled={pending} data-testid="pay-in-progress-cancel">
          {t("inProgressCancel")}
        </Button>
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="cancel-payment-title">
        <DialogContent>
          <DialogContentText id="cancel-payment-title">{t("inProgressCancelConfirm")}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t("inProgressCancelNo")}</Button>
          <Button color="error" variant="contained" onClick={cancel} disabled={pending} data-testid="pay-in-progress-cancel-confirm">
            {t("inProgressCancelYes")}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
