import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { colonFor, LabelledLine } from "@/components/ui/labelled-line";
import { ExceptionChip, StatusChip } from "./status-chip";
import type { OrderTableRow } from "./order-table";

/** The list below 1200 px: one card per order (two side by side from 600 px), every fact labelled. */
export async function OrderCards({ rows }: { rows: OrderTableRow[] }) {
  const [t, locale] = await Promise.all([getTranslations("orderAdmin.columns"), getLocale()]);
  const colon = colonFor(locale);
  const line = (label: string, value: string) => <LabelledLine label={label} value={value} colon={colon} />;
  return (
    <Box data-testid="order-cards" sx={{ display: { xs: "grid", lg: "none" }, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 1.5 }}>
      {rows.map((r) => (
        <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid="order-card" data-order-no={r.orderNo}>
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
              <Link href={`/platform/manage/order/${r.id}`} sx={{ fontWeight: 600 }} data-testid="order-card-link">
                {r.orderNo}
              </Link>
              <Stack spacing={0.5} sx={{ alignItems: "flex-end" }}>
                <StatusChip status={r.status} label={r.statusLabel} />
                {r.exceptionLabel && <ExceptionChip label={r.exceptionLabel} />}
              </Stack>
            </Stack>
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {r.payerName}{" "}
              <Box component="span" sx={{ color: "text.secondary" }}>
                {r.email}
              </Box>
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {r.type} · {r.items}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {r.total}
              {r.displayTotal && (
                <Box component="span" sx={{ fontWeight: 400, color: "text.secondary" }}>
                  {" "}
                  ({r.displayTotal})
                </Box>
              )}
            </Typography>
            {line(t("method"), r.method)}
            {line(t("payStatus"), r.payStatus)}
            {line(t("available"), r.available)}
            {line(t("createdAt"), r.createdAt)}
            {line(t("deadline"), r.deadline)}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
