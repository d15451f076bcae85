"use client";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { RichText } from "@/components/ui/rich-text";
import { Section } from "@/components/ui/section";
import type { BookingConfigView, BookingHotelView, BookingRoomView } from "@/lib/hotel/booking/queries";
import { RoomPicker } from "./room-picker";
import { StayForm } from "./stay-form";

type Chosen = { room: BookingRoomView; hotel: BookingHotelView };

/** The only bookable room type, chosen from the start; otherwise the person picks one. */
function onlyRoom(hotels: BookingHotelView[]): Chosen | null {
  const all = hotels.flatMap((hotel) => hotel.rooms.filter((r) => r.priceMinor !== null).map((room) => ({ room, hotel })));
  return all.length === 1 ? all[0] : null;
}

/** Step 1, a room type; step 2, the stay in it (a fresh form for each room type: its window differs). */
export function BookingPanel({ config, hotels }: { config: BookingConfigView; hotels: BookingHotelView[] }) {
  const t = useTranslations("hotel.book");
  const [chosen, setChosen] = useState<Chosen | null>(() => onlyRoom(hotels));
  const choose = (room: BookingRoomView, hotel: BookingHotelView) => {
    setChosen({ room, hotel });
    // On a phone the form is below every card: bring it up once it has rendered.
    requestAnimationFrame(() => document.getElementById("stay-section")?.scrollIntoView({ behavior: "smooth", block: "start" }));
  };
  const texts = [
    { key: "condition", title: t("conditionTitle"), html: config.condition },
    { key: "explanation", title: t("explanationTitle"), html: config.explanation },
  ].filter((x) => x.html);
  const conditions = texts.length > 0 && (
    <Stack spacing={1.5}>
      {texts.map((x) => (
        <div key={x.key} data-testid={`hotel-${x.key}`}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {x.title}
          </Typography>
          <RichText html={x.html} />
        </div>
      ))}
    </Stack>
  );
  return (
    <Stack spacing={2.5}>
      <Section title={t("chooseTitle")} testId="room-picker">
        <RoomPicker hotels={hotels} currency={config.currency} displayCurrency={config.displayCurrency} selected={chosen?.room.id ?? null} onSelect={choose} />
      </Section>
      {chosen && (
        <StayForm
          key={chosen.room.id}
          room={chosen.room}
          hotel={chosen.hotel}
          currency={config.currency}
          displayCurrency={config.displayCurrency}
          conditions={conditions || undefined}
        />
      )}
    </Stack>
  );
}
