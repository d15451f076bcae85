"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/billing/money";
import type { OrderView } from "@/lib/orders/queries";

/** The line items of an order: title × quantity, and the line's amount. */
export function OrderItems({ order }: { order: OrderView }) {
  const locale = useLocale();
  const t = useTranslations("orders.order");
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none" }} data-testid={`order-items-${order.id}`}>
      {order.items.map((i, n) => (
        <Typography key={n} component="li" variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {i.title}
          {i.quantity > 1 && ` ${t("times", { n: i.quantity })}`}
          <Typography component="span" variant="caption" color="text.secondary">
            {" "}
            {i.displayUnitPriceMinor != null && i.displayCurrency && i.displayCurrency !== order.currency
              ? formatMoney(i.displayUnitPriceMinor * i.quantity, i.displayCurrency, locale)
              : formatMoney(i.amountMinor, order.currency, locale)}
          </Typography>
        </Typography>
      ))}
    </Box>
  );
}
