"use client";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import type { OrderView } from "@/lib/orders/order-view";

const SETTLED = new Set(["PAID", "SUCCESSFUL"]);

/** What the payer may do with one order now (the server decides each flag from the order's state). */
export function OrderActions({ order: o, disabled, onCancel, row = false }: { order: OrderView; disabled: boolean; onCancel(): void; row?: boolean }) {
  const t = useTranslations("orders.list");
  const changeHref = `/profile/conference/fee/${o.type === "REGISTRATION" ? "register" : "optional"}/update/${o.id}`;
  return (
    <Box sx={{ display: "flex", flexDirection: row ? "row" : "column", gap: row ? 1 : 0.5, alignItems: row ? "center" : "flex-start", flexWrap: "wrap" }}>
      {o.payable && (
        <Button component={NextLink} href={`/profile/order/pay/goto/${o.id}`} size="small" variant="contained" data-testid={`order-pay-${o.id}`}>
          {t("pay")}
        </Button>
      )}
      {o.changeable && (
        <Button component={NextLink} href={changeHref} size="small" data-testid={`order-change-${o.id}`}>
          {t("change")}
        </Button>
      )}
      {o.cancellable && (
        <Button size="small" color="warning" disabled={disabled} onClick={onCancel} data-testid={`order-cancel-${o.id}`}>
          {t("cancel")}
        </Button>
      )}
      {o.pendingBillNo && (
        <Link component={NextLink} href={`/profile/order/pay/goto/result/${o.pendingBillNo}`} variant="body2" data-testid={`order-bill-${o.id}`}>
          {t("viewPayment")}
        </Link>
      )}
      {SETTLED.has(o.transactionStatus) && (
        // A PDF download: a plain link, not a client-side navigation.
        <Link href={`/profile/order/confirmation/${o.id}`} variant="body2" data-testid={`order-confirmation-${o.id}`}>
          {t("confirmationPdf")}
        </Link>
      )}
      {o.receipt === "ok" && (
        <Link component={NextLink} href={`/profile/order/receipt/${o.id}`} variant="body2" data-testid={`order-receipt-${o.id}`}>
          {t("receiptRequest")}
        </Link>
      )}
      {o.receipt === "exists" && (
        <Link component={NextLink} href={`/profile/order/receipt/${o.id}`} variant="body2" color="text.secondary" data-testid={`order-receipt-${o.id}`}>
          {t("receiptRequested")}
        </Link>
      )}
      {o.receipt === "tooLate" && (
        <Typography variant="caption" color="text.secondary" data-testid={`order-receipt-${o.id}`}>
          {t("receiptTooLate")}
        </Typography>
      )}
    </Box>
  );
}
