"use client";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Section } from "@/components/ui/section";
import { formatMoney } from "@/lib/billing/money";
import type { OrderView } from "@/lib/orders/order-view";
import { Amount } from "./money";
import { OrderItems } from "./order-items";
import { OrderStatus } from "./order-status";

/** The orders being paid (or paid by one bill), each with its items and statuses, and their total. */
export function OrderSummary(props: {
  title: string;
  orders: OrderView[];
  total: { minor: number; currency: string; displayMinor: number | null; displayCurrency: string | null };
  showStatus?: boolean;
  /** The total's label; default "Amount to pay (CNY)". */
  totalLabel?: string;
}) {
  const t = useTranslations("orders.order");
  const tb = useTranslations("billing");
  const locale = useLocale();
  const { total } = props;
  const showDisplay = total.displayMinor != null && total.displayCurrency && total.displayCurrency !== total.currency;
  return (
    <Section title={props.title} testId="order-summary">
      <Stack divider={<Divider flexItem />} spacing={1.5}>
        {props.orders.map((o) => (
          <Box
            key={o.id}
            sx={{ display: "grid", gridTemplateColumns: { xs: "1fr auto", sm: "minmax(0,1fr) auto auto" }, gap: 1.5, alignItems: "start" }}
            data-testid={`summary-order-${o.id}`}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">
                <Box component="span" sx={{ fontFamily: "monospace", fontWeight: 500 }}>
                  {o.orderNo}
                </Box>
                <Typography component="span" variant="caption" color="text.secondary">
                  {" "}
                  · {tb(`orderType.${o.type}`)}
                </Typography>
              </Typography>
              <OrderItems order={o} />
              {o.deadlineAt && o.payable && (
                <Typography variant="caption" color="text.secondary">
                  {t("payBy", { time: o.deadlineAt })}
                </Typography>
              )}
            </Box>
            {props.showStatus !== false && (
              <Box sx={{ gridRow: { xs: 2, sm: "auto" } }}>
                <OrderStatus order={o} compact />
              </Box>
            )}
            <Box sx={{ textAlign: "right" }}>
              <Amount minor={o.totalMinor} currency={o.currency} displayMinor={o.displayTotalMinor} displayCurrency={o.displayCurrency} />
            </Box>
          </Box>
        ))}
      </Stack>
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, alignItems: "baseline", pt: 1, borderTop: 2, borderColor: "divider" }}>
        <Typography sx={{ fontWeight: 600 }}>{props.totalLabel ?? t("totalCharged", { currency: total.currency })}</Typography>
        <Box sx={{ textAlign: "right" }}>
          <Typography variant="h6" component="p" data-testid="summary-total">
            {formatMoney(total.minor, total.currency, locale)}
          </Typography>
          {showDisplay && (
            <Typography variant="caption" color="text.secondary" data-testid="summary-total-display">
              {t("totalDisplay", { amount: formatMoney(total.displayMinor!, total.displayCurrency!, locale) })}
            </Typography>
          )}
        </Box>
      </Box>
    </Section>
  );
}
