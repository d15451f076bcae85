"use client";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Section } from "@/components/ui/section";
import { deleteHotelAction, deleteRoomTypeAction } from "@/lib/hotel/config/actions";
import type { HotelView, RoomTypeView } from "@/lib/hotel/config/queries";
import { pickLocale } from "@/lib/i18n/pick";
import type { HotelContext } from "./types";
import { HotelCard } from "./hotel-card";
import { HotelDialog } from "./hotel-dialog";
import { RoomDialog } from "./room-dialog";

type Deleting = { kind: "hotel"; hotel: HotelView } | { kind: "room"; room: RoomTypeView };

/** The hotels in their order, each with its room types; add, edit and delete (after a confirmation). */
export function HotelSection({ ctx }: { ctx: HotelContext }) {
  const t = useTranslations("hotel.config");
  const locale = useLocale();
  const [hotel, setHotel] = useState<HotelView | "new" | null>(null);
  const [room, setRoom] = useState<{ hotel: HotelView; room: RoomTypeView | null } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const { hotels, config } = ctx.screen;
  const nameOf = (d: Deleting) => (d.kind === "hotel" ? pickLocale(locale, d.hotel.nameZh, d.hotel.nameEn) : pickLocale(locale, d.room.typeZh, d.room.typeEn));

  const remove = () => {
    const d = deleting!;
    setDeleting(null);
    if (d.kind === "hotel") void ctx.call(() => deleteHotelAction({ id: d.hotel.id }), t("hotels.deleted"));
    else void ctx.call(() => deleteRoomTypeAction({ id: d.room.id }), t("rooms.deleted"));
  };

  return (
    <Section title={t("hotels.heading")} testId="hotel-list">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mt: "4px !important" }}>
        <Typography variant="body2" color="text.secondary">
          {t("hotels.intro")}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setHotel("new")}
          disabled={ctx.busy}
          data-testid="hotel-add"
          sx={{ flexShrink: 0, alignSelf: { xs: "flex-start", sm: "center" } }}
        >
          {t("hotels.add")}
        </Button>
      </Stack>
      {hotels.length === 0 ? (
        <Alert severity="info" data-testid="hotels-empty">
          {t("hotels.empty")}
        </Alert>
      ) : (
        hotels.map((h) => (
          <HotelCard
            key={h.id}
            hotel={h}
            config={config}
            busy={ctx.busy}
            onEdit={() => setHotel(h)}
            onDelete={() => setDeleting({ kind: "hotel", hotel: h })}
            onAddRoom={() => setRoom({ hotel: h, room: null })}
            onEditRoom={(r) => setRoom({ hotel: h, room: r })}
            onDeleteRoom={(r) => setDeleting({ kind: "room", room: r })}
          />
        ))
      )}
      {hotel && (
        <HotelDialog
          key={hotel === "new" ? "new" : hotel.id}
          hotel={hotel === "new" ? null : hotel}
          onClose={() => setHotel(null)}
          onSaved={(next, text) => {
            setHotel(null);
            ctx.apply(next, text);
          }}
        />
      )}
      {room && config && (
        <RoomDialog
          key={room.room?.id ?? `new-${room.hotel.id}`}
          hotel={room.hotel}
          room={room.room}
          config={config}
          onClose={() => setRoom(null)}
          onSaved={(next, text) => {
            setRoom(null);
            ctx.apply(next, text);
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={deleting?.kind === "room" ? t("rooms.confirmDeleteTitle") : t("hotels.confirmDeleteTitle")}
        text={deleting ? t(deleting.kind === "room" ? "rooms.confirmDeleteText" : "hotels.confirmDeleteText", { name: nameOf(deleting) }) : ""}
        confirm={t("delete")}
        cancel={t("cancel")}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
        testId="hotel-confirm-delete"
      />
    </Section>
  );
}
