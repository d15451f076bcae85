"use client";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/billing/money";
import type { BookingRoomView } from "@/lib/hotel/booking/queries";

/** A room-night's price: in the display currency when there is one, and what is charged in the settlement currency. */
export function RoomPrice({ room, currency, displayCurrency }: { room: BookingRoomView; currency: string; displayCurrency: string | null }) {
  const t = useTranslations("hotel.book");
  const tm = useTranslations("orders.money");
  const locale = useLocale();
  const charged = formatMoney(room.priceMinor ?? 0, currency, locale);
  const display =
    displayCurrency && room.displayPriceMinor !== null && displayCurrency !== currency ? formatMoney(room.displayPriceMinor, displayCurrency, locale) : null;
  return (
    <div data-testid={`room-price-${room.id}`}>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
        {display ?? charged}{" "}
        <Typography component="span" variant="caption" color="text.secondary">
          {t("perNight")}
        </Typography>
      </Typography>
      {display && (
        <Typography variant="caption" color="text.secondary">
          {tm("charged", { amount: charged })}
        </Typography>
      )}
    </div>
  );
}
