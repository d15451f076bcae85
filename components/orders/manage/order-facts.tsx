import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { Section } from "@/components/ui/section";
import type { OrderDetail } from "@/lib/orders/manage/queries";
import { Facts, type Fact } from "@/components/ui/facts";
import { StatusChip } from "./status-chip";

type Props = {
  order: OrderDetail;
  statusLabel: (s: string) => string;
  money: (minor: number, currency: string) => string;
  when: (at: Date) => string;
};

/** Who pays (and their registration code's validity) beside where the order stands. */
export async function OrderFacts({ order: d, statusLabel, money, when }: Props) {
  const [t, b] = await Promise.all([getTranslations("orderAdmin"), getTranslations("billing")]);
  const none = t("detail.none");
  const payer: Fact[] = [
    { key: "name", label: t("detail.name"), value: d.payer.name || none },
    { key: "email", label: t("detail.email"), value: d.payer.email },
    {
      key: "code",
      label: t("detail.registrationCode"),
      value: d.payer.registrationCode ? (
        <Stack direction="row" spacing={1} component="span" sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <span>{d.payer.registrationCode}</span>
          {d.payer.codeStatus && (
            <Chip
              size="small"
              variant="outlined"
              color={d.payer.codeStatus === "NORMAL" ? "success" : "default"}
              label={b(`codeStatus.${d.payer.codeStatus}`)}
              data-testid="code-status"
            />
          )}
        </Stack>
      ) : (
        t("detail.noCode")
      ),
    },
  ];
  const voidReason = d.voidReason ? (t.has(`voidReason.${d.voidReason}`) ? t(`voidReason.${d.voidReason}`) : d.voidReason) : "";
  const order: Fact[] = [
    {
      key: "status",
      label: t("detail.status"),
      value: (
        <Stack direction="row" component="span" sx={{ flexWrap: "wrap", gap: 0.75 }}>
          <StatusChip status={d.transactionStatus} label={statusLabel(d.transactionStatus)} testId="detail-status" />
          <Chip size="small" variant="outlined" label={`${t("columns.payStatus")}: ${b(`payStatus.${d.payStatus}`)}`} data-testid="detail-pay-status" />
          <Chip size="small" variant="outlined" label={`${t("columns.available")}: ${b(`available.${d.available}`)}`} data-testid="detail-available" />
        </Stack>
      ),
    },
    { key: "total", label: t("detail.total"), value: money(d.totalMinor, d.currency) },
    ...(d.displayTotalMinor !== null && d.displayCurrency
      ? [{ key: "displayTotal", label: t("detail.displayTotal"), value: money(d.displayTotalMinor, d.displayCurrency) }]
      : []),
    { key: "createdAt", label: t("detail.createdAt"), value: when(d.createdAt) },
    { key: "deadline", label: t("detail.deadline"), value: d.deadlineAt ? when(d.deadlineAt) : t("detail.noDeadline") },
    // A confirmed offline payment records a day (its start on the conference's clock): show the day.
    { key: "paidAt", label: t("detail.paidAt"), value: d.paidAt ? when(d.paidAt).replace(/ 00:00$/, "") : none },
    { key: "method", label: t("detail.method"), value: d.paymentMethod ? b(`method.${d.paymentMethod}`) : none },
    { key: "transactionNo", label: t("detail.transactionNo"), value: d.transactionNo || none },
    { key: "refundNote", label: t("detail.refundNote"), value: d.refundNote || none },
    { key: "voidReason", label: t("detail.voidReason"), value: voidReason || none },
    ...(d.remarks ? [{ key: "remarks", label: t("detail.remarks"), value: d.remarks }] : []),
  ];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Section title={t("detail.payer")} testId="order-payer">
          <Facts facts={payer} />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Section title={t("detail.order")} testId="order-facts">
          <Facts facts={order} />
        </Section>
      </Grid>
    </Grid>
  );
}
