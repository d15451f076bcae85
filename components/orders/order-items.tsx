"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/billing/money";
import type { OrderView } from "@/lib/orders/order-view";
import { lineUnits, stayLineValues } from "@/lib/orders/stay-line";

/** The line items of an order: title × quantity and the line's amount; a hotel line spells out nights × rooms × rate. */
export function OrderItems({ order }: { order: OrderView }) {
  const locale = useLocale();
  const t = useTranslations("orders.order");
  const tb = useTranslations("billing");
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none" }} data-testid={`order-items-${order.id}`}>
      {order.items.map((i, n) => {
        const stay = stayLineValues(i, order.currency, locale);
        const shown = i.displayUnitPriceMinor != null && i.displayCurrency && i.displayCurrency !== order.currency;
        return (
          <Typography key={n} component="li" variant="body2" sx={{ overflowWrap: "anywhere" }}>
            {i.title}
            {i.quantity > 1 && ` ${t("times", { n: i.quantity })}`}
            {stay ? (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }} data-testid="order-stay-line">
                {tb("stayLine", stay)}
                {/* the figure the payer saw, kept on one line ("(≈" alone at a line's end reads as broken) */}
                {shown && (
                  <>
                    {" "}
                    <Box component="span" sx={{ whiteSpace: "nowrap" }}>
                      ({t("totalDisplay", { amount: formatMoney(i.displayUnitPriceMinor! * lineUnits(i), i.displayCurrency!, locale) })})
                    </Box>
                  </>
                )}
              </Typography>
            ) : (
              <Typography component="span" variant="caption" color="text.secondary">
                {" "}
                {shown ? formatMoney(i.displayUnitPriceMinor! * lineUnits(i), i.displayCurrency!, locale) : formatMoney(i.amountMinor, order.currency, locale)}
              </Typography>
            )}
          </Typography>
        );
      })}
    </Box>
  );
}
