"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/billing/money";
import type { BookingRoomView } from "@/lib/hotel/booking/queries";
import type { Availability } from "./use-availability";

type Props = {
  room: BookingRoomView;
  currency: string;
  displayCurrency: string | null;
  availability: Availability;
  nights: number;
  /** the rooms asked for, when a whole number */
  rooms: number | null;
};

/** How many nights lack rooms for this stay (0 until availability is known). */
export function shortNights(a: Availability, rooms: number | null): number {
  return a.kind === "ready" && rooms ? a.nights.filter((n) => n.free < rooms).length : 0;
}

function NightList({ availability, rooms }: { availability: Extract<Availability, { kind: "ready" }>; rooms: number | null }) {
  const t = useTranslations("hotel.book");
  return (
    <Box
      component="ul"
      sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.75, gridTemplateColumns: { xs: "1fr", sm: "repeat(auto-fill, minmax(220px, 1fr))" } }}
    >
      {availability.nights.map((n) => {
        const enough = n.free >= (rooms ?? 1);
        return (
          <Box
            component="li"
            key={n.night}
            data-testid={`night-${n.night}`}
            data-free={n.free}
            sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 1, px: 1.5, py: 0.75, borderRadius: 1, bgcolor: "action.hover" }}
          >
            <Typography variant="body2">{t("night", { date: n.night })}</Typography>
            <Chip
              size="small"
              color={enough ? "success" : "error"}
              variant={enough ? "outlined" : "filled"}
              label={n.free > 0 ? t("left", { free: n.free }) : t("soldOut")}
            />
          </Box>
        );
      })}
    </Box>
  );
}

/** Before booking: the rooms left each night and the total — nights × rooms × price, and what is charged. */
export function StayQuote({ room, currency, displayCurrency, availability, nights, rooms }: Props) {
  const t = useTranslations("hotel.book");
  const locale = useLocale();
  const short = shortNights(availability, rooms);
  const showDisplay = !!displayCurrency && room.displayPriceMinor !== null && displayCurrency !== currency;
  const money = (minor: number, c: string) => formatMoney(minor, c, locale);
  const price = showDisplay ? money(room.displayPriceMinor!, displayCurrency!) : money(room.priceMinor ?? 0, currency);
  const total = (unit: number) => unit * nights * (rooms ?? 0);
  return (
    <Stack spacing={1.5} data-testid="stay-quote" aria-live="polite">
      <Typography variant="subtitle2" component="h3">
        {t("availabilityTitle")}
      </Typography>
      {availability.kind === "idle" && (
        <Typography variant="body2" color="text.secondary">
          {t("pickDates")}
        </Typography>
      )}
      {availability.kind === "loading" && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t("checking")}
          </Typography>
          <LinearProgress />
        </Box>
      )}
      {availability.kind === "error" && <Alert severity="error">{t("checkFailed", { message: availability.text })}</Alert>}
      {availability.kind === "ready" && <NightList availability={availability} rooms={rooms} />}
      {short > 0 && (
        <Alert severity="warning" data-testid="stay-short">
          {t("short", { count: short })}
        </Alert>
      )}
      {availability.kind !== "idle" && rooms && nights > 0 && (
        <Paper variant="outlined" sx={{ p: 2, bgcolor: "action.hover" }} data-testid="stay-total">
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline", gap: 1, flexWrap: "wrap" }}>
            <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
              {t("total")}
            </Typography>
            <Typography variant="h6" component="span" data-testid="stay-total-amount">
              {showDisplay ? money(total(room.displayPriceMinor!), displayCurrency!) : money(total(room.priceMinor ?? 0), currency)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" data-testid="stay-formula">
            {t("formula", { nights, rooms, price })}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="stay-charged">
            {t("charged", { amount: money(total(room.priceMinor ?? 0), currency) })}
          </Typography>
        </Paper>
      )}
    </Stack>
  );
}
