"use client";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/billing/money";
import type { ChooserFee } from "@/lib/orders/fee-chooser-view";

type Line = { fee: ChooserFee; quantity: number };

/**
 * The chosen fees' totals: in the display currency when every chosen fee has the same one (what
 * the fees were advertised in), and — always, clearly apart — the amount charged in the settlement currency.
 */
export function FeeTotals({ chosen }: { chosen: Line[] }) {
  const t = useTranslations("orders.fee");
  const locale = useLocale();
  if (!chosen.length) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="fee-total-none">
        {t("nothingChosen")}
      </Typography>
    );
  }
  const displays = new Set(chosen.map((l) => l.fee.displayCurrency));
  const displayCurrency = displays.size === 1 && chosen.every((l) => l.fee.displayPriceMinor != null) ? [...displays][0] : null;
  const charged = new Map<string, number>();
  for (const l of chosen) charged.set(l.fee.currency, (charged.get(l.fee.currency) ?? 0) + l.fee.priceMinor * l.quantity);
  const showDisplay = displayCurrency && !(charged.size === 1 && charged.has(displayCurrency));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, bgcolor: "action.hover" }} data-testid="fee-totals">
      <Box sx={{ display: "grid", gridTemplateColumns: "1fr auto", columnGap: 2, rowGap: 1, alignItems: "baseline" }}>
        {showDisplay && (
          <>
            <Typography>{t("totalDisplay", { currency: displayCurrency })}</Typography>
            <Typography sx={{ fontWeight: 500, textAlign: "right" }} data-testid="fee-total-display">
              {formatMoney(
                chosen.reduce((s, l) => s + l.fee.displayPriceMinor! * l.quantity, 0),
                displayCurrency,
                locale,
              )}
            </Typography>
          </>
        )}
        {[...charged].map(([currency, minor]) => (
          <Box key={currency} sx={{ display: "contents" }}>
            <Typography sx={{ fontWeight: 600 }}>{t("totalCharged", { currency })}</Typography>
            <Typography variant="h6" component="p" sx={{ textAlign: "right" }} data-testid={`fee-total-charged-${currency}`}>
              {formatMoney(minor, currency, locale)}
            </Typography>
          </Box>
        ))}
      </Box>
      {showDisplay && (
        <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
          {t("chargedNote", { display: displayCurrency, currency: [...charged.keys()].join(", ") })}
        </Typography>
      )}
    </Paper>
  );
}
