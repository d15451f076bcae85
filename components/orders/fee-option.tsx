"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Radio from "@mui/material/Radio";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/billing/money";
import type { ChooserFee } from "@/lib/orders/fee-chooser-view";

const STEP = { border: 1, borderColor: "divider", width: 32, height: 32, fontSize: "1.1rem" } as const;

/** One fee of the chooser: a radio (registration) or a quantity stepper (optional), price in both currencies, why it is disabled. */
export function FeeOption(props: { fee: ChooserFee; selected?: boolean; quantity: number; disabled: boolean; onSelect(): void; onQuantity(q: number): void }) {
  const { fee } = props;
  const t = useTranslations("orders.fee");
  const locale = useLocale();
  const off = !!fee.unavailable;
  const registration = fee.kind === "REGISTRATION";
  const labelId = `fee-title-${fee.id}`;
  const display = fee.displayPriceMinor != null && fee.displayCurrency && fee.displayCurrency !== fee.currency;

  return (
    <Box
      sx={{
        display: "flex",
        gap: 1.5,
        alignItems: "flex-start",
        p: 1.5,
        border: 1,
        borderRadius: 1,
        borderColor: props.selected || props.quantity > 0 ? "primary.main" : "divider",
        opacity: off ? 0.65 : 1,
        cursor: registration && !off ? "pointer" : undefined,
      }}
      onClick={registration && !off && !props.disabled ? props.onSelect : undefined}
      data-testid={`fee-${fee.id}`}
      data-unavailable={fee.unavailable ?? undefined}
    >
      {registration && (
        <Radio
          checked={!!props.selected}
          disabled={off || props.disabled}
          onChange={props.onSelect}
          name="registrationFeeId"
          sx={{ mt: -0.75, ml: -0.5 }}
          slotProps={{ input: { "aria-labelledby": labelId, "data-testid": `fee-radio-${fee.id}` } as object }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0.5, sm: 2 }} sx={{ justifyContent: "space-between" }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={labelId} sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
              {fee.title}
              {fee.needsCode && <Chip size="small" label={t("byCode")} sx={{ ml: 1 }} />}
            </Typography>
            {fee.description && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {fee.description}
              </Typography>
            )}
          </Box>
          <Box sx={{ textAlign: { sm: "right" }, flexShrink: 0 }} data-testid={`fee-price-${fee.id}`}>
            <Typography sx={{ fontWeight: 500 }}>
              {formatMoney(display ? fee.displayPriceMinor! : fee.priceMinor, display ? fee.displayCurrency! : fee.currency, locale)}
            </Typography>
            {display && (
              <Typography variant="caption" color="text.secondary">
                {t("chargedAs", { amount: formatMoney(fee.priceMinor, fee.currency, locale) })}
              </Typography>
            )}
          </Box>
        </Stack>
        <Box sx={{ mt: 1, display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          {fee.deadline && (
            <Typography variant="caption" color="text.secondary">
              {t("until", { date: fee.deadline })}
            </Typography>
          )}
          {off && <Chip size="small" color="warning" label={t(fee.unavailable!)} data-testid={`fee-unavailable-${fee.id}`} />}
          {!registration && !off && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", ml: "auto" }} role="group" aria-label={t("quantityOf", { fee: fee.title })}>
              <IconButton
                size="small"
                sx={STEP}
                aria-label={t("less")}
                disabled={props.disabled || props.quantity <= 0}
                onClick={() => props.onQuantity(props.quantity - 1)}
                data-testid={`fee-less-${fee.id}`}
              >
                −
              </IconButton>
              <Typography sx={{ minWidth: 28, textAlign: "center" }} aria-live="polite" data-testid={`fee-qty-${fee.id}`}>
                {props.quantity}
              </Typography>
              <IconButton
                size="small"
                sx={STEP}
                aria-label={t("more")}
                disabled={props.disabled || props.quantity >= fee.max}
                onClick={() => props.onQuantity(props.quantity + 1)}
                data-testid={`fee-more-${fee.id}`}
              >
                +
              </IconButton>
              <Typography variant="caption" color="text.secondary" sx={{ pl: 0.5 }}>
                {fee.held ? t("upToMore", { max: fee.max, held: fee.held }) : t("upTo", { max: fee.max })}
              </Typography>
            </Stack>
          )}
        </Box>
      </Box>
    </Box>
  );
}
