import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { colonFor, LabelledLine } from "@/components/ui/labelled-line";
import { CancelReservation } from "./cancel-reservation";
import { PayChip } from "./pay-chip";
import { OrderLink, type ReservationView } from "./reservation-table";

/** The list below 1200 px: one card per reservation (two side by side from 600 px), every fact labelled. */
export async function ReservationCards({ rows }: { rows: ReservationView[] }) {
  const [t, locale] = await Promise.all([getTranslations("hotel.manage.columns"), getLocale()]);
  const colon = colonFor(locale);
  const line = (label: string, value: string) => <LabelledLine label={label} value={value} colon={colon} />;
  return (
    <Box data-testid="hotel-cards" sx={{ display: { xs: "grid", lg: "none" }, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 1.5 }}>
      {rows.map((r) => (
        <Paper key={r.id} variant="outlined" sx={{ p: 1.5, ...(r.cancelled ? { bgcolor: "action.hover" } : {}) }} data-testid="hotel-card" data-email={r.email}>
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{r.name}</Typography>
              <PayChip status={r.payStatus} label={r.statusLabel} cancelled={r.cancelled} testId="hotel-card-status" />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {r.email}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {r.hotel} · {r.roomType}
            </Typography>
            <Typography variant="body2">
              {r.stay} · {r.nightsRooms}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {r.total}
              <Box component="span" sx={{ fontWeight: 400, color: "text.secondary" }}>
                {" "}
                ({r.paid})
              </Box>
            </Typography>
            {line(t("unit"), r.unit)}
            {line(t("phone"), r.phone)}
            {line(t("specialRequirements"), r.specialRequirements)}
            {line(t("createdAt"), r.createdAt)}
            {line(r.cancelled ? t("cancelledAt") : t("updatedAt"), r.cancelled ? r.cancelledAt : r.updatedAt)}
            <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "center", pt: 0.5 }}>
              <OrderLink r={r} testId="hotel-card-order-link" />
              <CancelReservation target={r.cancel} />
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
