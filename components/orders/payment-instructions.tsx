"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { friendlyFormatIBAN } from "ibantools";
import { useLocale, useTranslations } from "next-intl";
import { Section } from "@/components/ui/section";
import { formatMoney } from "@/lib/billing/money";
import type { PayMethodView } from "@/lib/payments/pay-view";
import { CopyButton } from "./copy-button";

// The offline methods' own fields, in the order a transfer form asks for them.
const FIELDS = ["accountName", "account", "bankName", "branch", "swift", "iban", "payee", "address", "postcode"] as const;

/** The IBAN in groups of four, as banks print it (stored without spaces). */
const shown = (field: (typeof FIELDS)[number], value: string) => (field === "iban" ? (friendlyFormatIBAN(value) ?? value) : value);

/** How to pay by an offline method: where to send the money, the reference to quote, how much. */
export function PaymentInstructions({
  method,
  title,
  bill,
}: {
  method: PayMethodView;
  title: string;
  bill: { billNo: string; amountMinor: number; currency: string };
}) {
  const t = useTranslations("orders.pay");
  const locale = useLocale();
  const rows = FIELDS.filter((f) => method.details[f]);
  return (
    <Section title={t("instructionsTitle", { method: title })} testId="pay-instructions">
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "180px 1fr" }, columnGap: 2, rowGap: { xs: 0.25, sm: 1.25 }, m: 0, alignItems: "center" }}
      >
        <Typography component="dt" color="text.secondary">
          {t("reference")}
        </Typography>
        <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography component="span" sx={{ fontFamily: "monospace", fontSize: "1.15rem", fontWeight: 600, letterSpacing: 0.5 }} data-testid="pay-reference">
            {bill.billNo}
          </Typography>
          <CopyButton text={bill.billNo} testId="pay-reference-copy" />
        </Box>
        <Typography component="dt" color="text.secondary">
          {t("amountToTransfer")}
        </Typography>
        <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontSize: "1.15rem", fontWeight: 600 }} data-testid="pay-amount">
          {formatMoney(bill.amountMinor, bill.currency, locale)}
        </Typography>
        {rows.map((f) => (
          <Box key={f} sx={{ display: "contents" }}>
            <Typography component="dt" color="text.secondary">
              {t(`details.${f}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: "anywhere", whiteSpace: "pre-line" }} data-testid={`pay-detail-${f}`}>
              {shown(f, method.details[f])}
            </Typography>
          </Box>
        ))}
      </Box>
      {method.details.html && (
        // Sanitised by lib/payments (on save and again on the way out).
        <Box
          sx={{ "& img": { maxWidth: "100%" }, overflowWrap: "anywhere" }}
          dangerouslySetInnerHTML={{ __html: method.details.html }}
          data-testid="pay-detail-html"
        />
      )}
      {method.note && (
        <Typography variant="body2" sx={{ whiteSpace: "pre-line" }} data-testid="pay-note-text">
          {method.note}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t("referenceHelp")}
      </Typography>
    </Section>
  );
}
