"use client";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { LinkButton } from "@/components/ui/link-button";
import type { OrderView } from "@/lib/orders/order-view";
import { Amount } from "./money";
import { OrderItems } from "./order-items";

/** The registration order this person already holds: shown on the fee page instead of offering a second one. */
export function RegistrationOrderCard({ order }: { order: OrderView }) {
  const t = useTranslations("orders.fee");
  const tb = useTranslations("billing");
  const settled = order.transactionStatus === "PAID" || order.transactionStatus === "SUCCESSFUL";
  return (
    <Alert severity={settled ? "success" : "info"} data-testid="fee-registration-order" sx={{ "& .MuiAlert-message": { width: "100%" } }}>
      <AlertTitle>{t("yourRegistration", { orderNo: order.orderNo })}</AlertTitle>
      <OrderItems order={order} />
      <Box sx={{ mt: 1, display: "flex", flexWrap: "wrap", columnGap: 2, rowGap: 1, alignItems: "center" }}>
        <Amount minor={order.totalMinor} currency={order.currency} displayMinor={order.displayTotalMinor} displayCurrency={order.displayCurrency} />
        <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="fee-registration-status">
          {tb(`status.${order.transactionStatus}`)}
        </Typography>
        {order.payable && order.deadlineAt && (
          <Typography variant="body2" color="text.secondary">
            {t("payBy", { time: order.deadlineAt })}
          </Typography>
        )}
      </Box>
      <Box sx={{ mt: 1.5, display: "flex", flexWrap: "wrap", gap: 1 }}>
        {order.payable && (
          <LinkButton variant="contained" size="small" href={`/profile/order/pay/goto/${order.id}`}>
            {t("payNow")}
          </LinkButton>
        )}
        {order.changeable && (
          <LinkButton variant="outlined" size="small" href={`/profile/conference/fee/register/update/${order.id}`}>
            {t("change")}
          </LinkButton>
        )}
        <LinkButton variant="text" size="small" href="/profile/order/list">
          {t("myOrders")}
        </LinkButton>
      </Box>
    </Alert>
  );
}
