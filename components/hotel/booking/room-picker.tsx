"use client";
import CheckCircle from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Rating from "@mui/material/Rating";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import type { BookingHotelView, BookingRoomView } from "@/lib/hotel/booking/queries";
import { RoomPrice } from "./room-price";
import { siteImageSrcSet } from "@/lib/server/site-file-url";

type Props = {
  hotels: BookingHotelView[];
  currency: string;
  displayCurrency: string | null;
  selected: number | null;
  onSelect(room: BookingRoomView, hotel: BookingHotelView): void;
};

/** Photos side by side, scrolled sideways on a phone; the first one larger on a wide screen. */
function Photos({ hotel }: { hotel: BookingHotelView }) {
  const t = useTranslations("hotel.book");
  if (!hotel.photos.length) return null;
  return (
    <Box sx={{ display: "flex", gap: 1, overflowX: "auto", scrollSnapType: "x mandatory", pb: 0.5 }}>
      {hotel.photos.map((src, i) => (
        // Organiser photos of any size: plain <img> kept inside a fixed box.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          key={src}
          src={src}
          srcSet={siteImageSrcSet(src, 210) ?? undefined}
          sizes="210px"
          alt={t("photo", { hotel: hotel.name, n: i + 1 })}
          loading="lazy"
          style={{ height: 140, width: 210, flex: "0 0 auto", objectFit: "cover", borderRadius: 8, scrollSnapAlign: "start" }}
        />
      ))}
    </Box>
  );
}

function RoomCard({
  room,
  hotel,
  selected,
  onSelect,
  currency,
  displayCurrency,
}: Omit<Props, "hotels" | "selected"> & { room: BookingRoomView; hotel: BookingHotelView; selected: boolean }) {
  const t = useTranslations("hotel.book");
  const bookable = room.priceMinor !== null;
  return (
    <Card variant="outlined" sx={{ borderColor: selected ? "primary.main" : undefined, borderWidth: selected ? 2 : 1, opacity: bookable ? 1 : 0.6 }}>
      <CardActionArea
        disabled={!bookable}
        onClick={() => onSelect(room, hotel)}
        aria-pressed={selected}
        data-testid={`room-${room.id}`}
        sx={{ p: 2, height: "100%", display: "flex", flexDirection: "column", alignItems: "stretch", justifyContent: "flex-start" }}
      >
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 1 }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
            {room.name}
          </Typography>
          {selected && <CheckCircle color="primary" fontSize="small" titleAccess={t("selected")} />}
        </Stack>
        {bookable ? (
          <RoomPrice room={room} currency={currency} displayCurrency={displayCurrency} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t("notPriced")}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
          {t("roomWindow", { start: room.checkInStart, end: room.checkInEnd })}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
          {room.minPerPerson === room.maxPerPerson
            ? t("perPersonExact", { count: room.minPerPerson })
            : t("perPerson", { min: room.minPerPerson, max: room.maxPerPerson })}
        </Typography>
        {room.notes && (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {room.notes}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}

/** Every hotel with its photos, stars, address and links, and its room types as cards to choose from. */
export function RoomPicker(props: Props) {
  const t = useTranslations("hotel.book");
  return (
    <Stack spacing={2}>
      {props.hotels.map((h) => (
        <Paper key={h.id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`hotel-${h.id}`}>
          <Stack spacing={1.5}>
            <Photos hotel={h} />
            <div>
              <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                <Typography variant="h6" component="h3" sx={{ overflowWrap: "anywhere" }}>
                  {h.name}
                </Typography>
                {h.star && <Rating value={h.star} readOnly size="small" aria-label={t("stars", { count: h.star })} />}
              </Stack>
              {h.address && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                  {h.address}
                </Typography>
              )}
              <Stack direction="row" sx={{ gap: 2 }}>
                {h.link && (
                  <Link href={h.link} target="_blank" rel="noopener noreferrer" variant="body2">
                    {t("website")}
                  </Link>
                )}
                {h.mapLink && (
                  <Link href={h.mapLink} target="_blank" rel="noopener noreferrer" variant="body2">
                    {t("map")}
                  </Link>
                )}
              </Stack>
            </div>
            <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "repeat(auto-fill, minmax(240px, 1fr))" } }}>
              {h.rooms.map((r) => (
                <RoomCard key={r.id} {...props} room={r} hotel={h} selected={props.selected === r.id} />
              ))}
            </Box>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
