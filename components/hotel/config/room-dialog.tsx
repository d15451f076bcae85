"use client";
import Box from "@mui/material/Box";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EditDialog } from "@/components/ui/edit-dialog";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { OrderField } from "@/components/ui/form/order-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { fromMinor } from "@/lib/billing/money";
import { saveRoomTypeAction } from "@/lib/hotel/config/actions";
import type { HotelConfigScreen, HotelConfigView, HotelView, RoomTypeView } from "@/lib/hotel/config/queries";
import { roomTypeSchema, type TRoomTypeForm } from "@/lib/hotel/schemas";
import { NightTotals } from "./night-totals";

type Props = {
  hotel: HotelView;
  /** null: a new room type of `hotel` */
  room: RoomTypeView | null;
  config: HotelConfigView;
  onSaved(s: HotelConfigScreen, text: string): void;
  onClose(): void;
};

const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } } as const;
const GRID3 = { ...GRID, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" } } as const;
const DATE = { type: "date", fullWidth: true, required: true, slotProps: { inputLabel: { shrink: true } } } as const;
const COUNT = { type: "number", fullWidth: true, required: true, slotProps: { htmlInput: { min: 0, inputMode: "numeric" } } } as const;

function valuesOf(hotelId: number, r: RoomTypeView | null, c: HotelConfigView): TRoomTypeForm {
  return {
    id: r?.id ?? null,
    hotelId,
    typeZh: r?.typeZh ?? "",
    typeEn: r?.typeEn ?? "",
    // null after a settlement-currency change: the manager prices it again
    price: r?.priceMinor != null ? fromMinor(r.priceMinor, c.settlementCurrency) : "",
    displayPrice: c.displayCurrency && r?.displayPriceMinor != null ? fromMinor(r.displayPriceMinor, c.displayCurrency) : "",
    checkInStart: r?.checkInStart ?? "",
    checkInEnd: r?.checkInEnd ?? "",
    totalBookable: (r?.totalBookable ?? "") as number,
    nightTotals: (r?.nights ?? []).filter((n) => n.total !== r!.totalBookable).map((n) => ({ night: n.night, total: n.total })),
    maxPerPerson: (r?.maxPerPerson ?? "") as number,
    minPerPerson: r?.minPerPerson ?? 1,
    notesZh: r?.notesZh ?? "",
    notesEn: r?.notesEn ?? "",
    order: r?.order ?? 0,
    voidCount: null,
  };
}

/**
 * Add or edit a room type. Every SPEC §5 rule shows on its field — in the browser with the same
 * rules as the server (prices in the configured currencies, nights already booked), and again from
 * the server under its locks. A price change with unpaid orders asks first how many it voids.
 */
export function RoomDialog({ hotel, room, config, onSaved, onClose }: Props) {
  const t = useTranslations("hotel.config");
  const tf = useTranslations("hotel.config.roomForm");
  const booked = useMemo(() => Object.fromEntries((room?.nights ?? []).filter((n) => n.booked > 0).map((n) => [n.night, n.booked])), [room]);
  const schema = useMemo(
    () => roomTypeSchema({ currency: config.settlementCurrency, displayCurrency: config.displayCurrency || null, booked }),
    [config, booked],
  );
  // The number of orders the manager agreed to void; sent with the next save.
  const voidCount = useRef<number | null>(null);
  const [confirm, setConfirm] = useState<number | null>(null);
  const run = (v: TRoomTypeForm) => saveRoomTypeAction({ ...v, id: room?.id ?? null, hotelId: hotel.id, voidCount: voidCount.current });
  const { form, submit, message } = useActionForm(schema, run, valuesOf(hotel.id, room, config));
  const c = form.control;
  const save = submit((answer) => {
    if (!answer.saved) return setConfirm(answer.confirmCount);
    onSaved(answer.screen, !room ? t("rooms.added") : answer.voided ? t("rooms.savedVoided", { count: answer.voided }) : t("rooms.saved"));
  });

  return (
    <>
      <EditDialog
        testId="room"
        title={room ? tf("editTitle") : tf("addTitle")}
        busy={form.formState.isSubmitting}
        message={message}
        onSubmit={(e) => {
          voidCount.current = null; // a fresh save asks again
          return save(e);
        }}
        onClose={onClose}
        cancel={t("cancel")}
        save={t("save")}
        wide
      >
        <Box sx={GRID}>
          <FormTextField control={c} name="typeZh" label={tf("typeZh")} required fullWidth />
          <FormTextField control={c} name="typeEn" label={tf("typeEn")} fullWidth />
          <FormTextField
            control={c}
            name="price"
            label={tf("price", { currency: config.settlementCurrency })}
            required
            fullWidth
            helperText={tf("priceHelp")}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
          {config.displayCurrency && (
            <FormTextField
              control={c}
              name="displayPrice"
              label={tf("displayPrice", { currency: config.displayCurrency })}
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: "decimal" } }}
            />
          )}
        </Box>
        <Box sx={GRID}>
          <FormTextField control={c} name="checkInStart" label={tf("checkInStart")} {...DATE} />
          <FormTextField control={c} name="checkInEnd" label={tf("checkInEnd")} helperText={tf("checkInEndHelp")} {...DATE} />
        </Box>
        <Box sx={GRID3}>
          <FormTextField control={c} name="totalBookable" label={tf("totalBookable")} helperText={tf("totalBookableHelp")} {...COUNT} />
          <FormTextField control={c} name="maxPerPerson" label={tf("maxPerPerson")} {...COUNT} />
          <FormTextField control={c} name="minPerPerson" label={tf("minPerPerson")} {...COUNT} />
        </Box>
        <NightTotals form={form} booked={booked} />
        <Box sx={GRID}>
          <FormTextField control={c} name="notesZh" label={tf("notesZh")} fullWidth multiline minRows={2} />
          <FormTextField control={c} name="notesEn" label={tf("notesEn")} fullWidth multiline minRows={2} />
          <OrderField control={c} label={tf("order")} help={tf("orderHelp")} />
        </Box>
      </EditDialog>
      <ConfirmDialog
        open={confirm != null}
        title={t("roomVoid.title")}
        text={confirm != null ? t("roomVoid.text", { count: confirm }) : ""}
        confirm={confirm != null ? t("roomVoid.confirm", { count: confirm }) : ""}
        cancel={t("cancel")}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          voidCount.current = confirm;
          setConfirm(null);
          void save();
        }}
        testId="room-confirm-void"
      />
    </>
  );
}
