"use client";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/billing/money";

/**
 * An amount as the participant reads it: the display price (what the fee was advertised in) first
 * when there is one, and always the amount actually charged in the settlement currency.
 */
export function Amount(props: { minor: number; currency: string; displayMinor?: number | null; displayCurrency?: string | null; testId?: string }) {
  const locale = useLocale();
  const t = useTranslations("orders.money");
  const charged = formatMoney(props.minor, props.currency, locale);
  const showDisplay = props.displayMinor != null && !!props.displayCurrency && props.displayCurrency !== props.currency;
  if (!showDisplay) {
    return (
      <Typography variant="body2" component="span" data-testid={props.testId}>
        {charged}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" component="span" sx={{ display: "inline-flex", flexDirection: "column" }} data-testid={props.testId}>
      <span>{formatMoney(props.displayMinor!, props.displayCurrency!, locale)}</span>
      <Typography variant="caption" color="text.secondary" component="span">
        {t("charged", { amount: charged })}
      </Typography>
    </Typography>
  );
}
