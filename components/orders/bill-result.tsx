"use client";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { formatMoney } from "@/lib/billing/money";
import type { PaymentStatus } from "@/lib/generated/prisma/enums";
import type { BillView } from "@/lib/payments/pay-view";
import { OrderSummary } from "./order-summary";
import { ProviderReturn } from "./provider-return";

const SEVERITY: Record<PaymentStatus, "info" | "success" | "warning" | "error"> = {
  CREATED: "warning",
  PENDING: "info",
  SUCCEEDED: "success",
  FAILED: "error",
  CANCELLED: "error",
  EXPIRED: "error",
  EXCEPTION: "warning",
  REFUNDED: "info",
};

/** A bill's outcome: waiting for the organisers' confirmation, paid, or cancelled / expired — and its orders. */
export function BillResult({ bill }: { bill: BillView }) {
  const t = useTranslations("orders.result");
  const tb = useTranslations("billing");
  const locale = useLocale();
  const payable = bill.orders.filter((o) => o.payable);
  const waitingOnline = bill.online && (bill.status === "CREATED" || bill.status === "PENDING");
  // Back from a provider: "confirming" until it says nothing was paid (or the window passes); only
  // then is paying again offered — before, it would invite a second charge.
  const [notPaid, setNotPaid] = useState(false);
  const confirming = waitingOnline && bill.status === "CREATED" && !notPaid;
  const title = confirming ? t("confirming.title") : waitingOnline ? t(`statusOnline.${bill.status}`) : t(`status.${bill.status}`);
  const help = confirming ? t("confirming.help") : waitingOnline ? t(`statusOnlineHelp.${bill.status}`) : t(`statusHelp.${bill.status}`);
  const displays = new Set(bill.orders.map((o) => o.displayCurrency));
  const sameDisplay = displays.size === 1 && !displays.has(null) && bill.orders.every((o) => o.displayTotalMinor !== null);
  const rows: [string, string, string?][] = [
    [t("reference"), bill.billNo, "result-reference"],
    [t("method"), tb(`method.${bill.method}`)],
    [t("amount"), formatMoney(bill.amountMinor, bill.currency, locale), "result-amount"],
    ...(bill.transactionNo ? ([[t("transactionNo"), bill.transactionNo, "result-transaction"]] as [string, string, string][]) : []),
    [t("createdAt"), bill.createdAt],
    ...(bill.paidAt ? ([[t("paidAt"), bill.paidAt]] as [string, string][]) : []),
    ...(bill.payerNote ? ([[t("note"), bill.payerNote]] as [string, string][]) : []),
  ];
  return (
    <Stack spacing={2.5}>
      <Alert
        severity={confirming ? "info" : SEVERITY[bill.status]}
        data-testid="result-status"
        data-status={bill.status}
        data-phase={confirming ? "confirming" : notPaid ? "notPaid" : undefined}
        role="status"
      >
        <AlertTitle>{title}</AlertTitle>
        {help}
      </Alert>
      {waitingOnline && !notPaid && <ProviderReturn billNo={bill.billNo} status={bill.status} onNotPaid={() => setNotPaid(true)} />}
      {bill.registrationCode && (
        <Alert severity="success" icon={false} data-testid="result-registration-code">
          {t("registrationCode", { code: bill.registrationCode })}
        </Alert>
      )}
      <Section title={t("details")} testId="result-details">
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "180px 1fr" }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
          {rows.map(([label, value, id]) => (
            <Box key={label} sx={{ display: "contents" }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: "anywhere", fontFamily: id === "result-reference" ? "monospace" : undefined }}
                data-testid={id}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <OrderSummary
        title={t("orders")}
        totalLabel={t("total", { currency: bill.currency })}
        orders={bill.orders}
        total={{
          minor: bill.amountMinor,
          currency: bill.currency,
          displayMinor: sameDisplay ? bill.orders.reduce((s, o) => s + o.displayTotalMinor!, 0) : null,
          displayCurrency: sameDisplay ? bill.orders[0].displayCurrency : null,
        }}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
        {bill.status === "CREATED" && !confirming && payable.length === bill.orders.length && (
          <LinkButton href={`/profile/order/pay/goto/${bill.orders.map((o) => o.id).join(",")}`} variant="contained">
            {t("continuePaying")}
          </LinkButton>
        )}
        <LinkButton href="/profile/order/list" variant={bill.status === "CREATED" ? "outlined" : "contained"}>
          {t("toOrders")}
        </LinkButton>
      </Stack>
    </Stack>
  );
}
