"use client";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { EditDialog } from "@/components/ui/edit-dialog";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { OrderField } from "@/components/ui/form/order-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { saveHotelAction } from "@/lib/hotel/config/actions";
import type { HotelConfigScreen, HotelView } from "@/lib/hotel/config/queries";
import { ZHotel } from "@/lib/hotel/schemas";
import type { z } from "@/lib/validation/z";
import { PhotoField } from "./photo-field";

type Values = z.input<typeof ZHotel>;
const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } } as const;

function valuesOf(h: HotelView | null): Values {
  return {
    id: h?.id ?? null,
    nameZh: h?.nameZh ?? "",
    nameEn: h?.nameEn ?? "",
    star: h?.star ?? null,
    link: h?.link ?? "",
    addressZh: h?.addressZh ?? "",
    addressEn: h?.addressEn ?? "",
    mapLink: h?.mapLink ?? "",
    photos: h?.photos ?? [],
    order: h?.order ?? 0,
  };
}

/** Add or edit a hotel; each rule's message lands on its field, from the browser or the server. */
export function HotelDialog({ hotel, onSaved, onClose }: { hotel: HotelView | null; onSaved(s: HotelConfigScreen, text: string): void; onClose(): void }) {
  const t = useTranslations("hotel.config");
  const tf = useTranslations("hotel.config.hotelForm");
  const text = useFieldErrorText();
  const { form, submit, message } = useActionForm(ZHotel, (v) => saveHotelAction({ ...v, id: hotel?.id ?? null }), valuesOf(hotel));
  const c = form.control;
  const save = submit((screen) => onSaved(screen, hotel ? t("hotels.saved") : t("hotels.added")));

  return (
    <EditDialog
      testId="hotel"
      title={hotel ? tf("editTitle") : tf("addTitle")}
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={save}
      onClose={onClose}
      cancel={t("cancel")}
      save={t("save")}
      wide
    >
      <Box sx={GRID}>
        <FormTextField control={c} name="nameZh" label={tf("nameZh")} required fullWidth />
        <FormTextField control={c} name="nameEn" label={tf("nameEn")} fullWidth />
        <Controller
          name="star"
          control={c}
          render={({ field, fieldState }) => (
            <TextField
              select
              label={tf("star")}
              value={field.value ?? ""}
              onChange={(e) => field.onChange(e.target.value === "" ? null : Number(e.target.value))}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={text(fieldState.error?.message)}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true }, htmlInput: { "data-testid": "field-star" } }}
            >
              <MenuItem value="">{tf("starNone")}</MenuItem>
              {[1, 2, 3, 4, 5].map((n) => (
                <MenuItem key={n} value={n}>
                  {t("hotels.stars", { count: n })}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <OrderField control={c} label={tf("order")} help={tf("orderHelp")} />
        <FormTextField control={c} name="addressZh" label={tf("addressZh")} fullWidth multiline minRows={2} />
        <FormTextField control={c} name="addressEn" label={tf("addressEn")} fullWidth multiline minRows={2} />
        <FormTextField control={c} name="link" label={tf("link")} fullWidth placeholder={tf("linkHelp")} slotProps={{ htmlInput: { inputMode: "url" } }} />
        <FormTextField
          control={c}
          name="mapLink"
          label={tf("mapLink")}
          fullWidth
          placeholder={tf("linkHelp")}
          slotProps={{ htmlInput: { inputMode: "url" } }}
        />
      </Box>
      <Controller
        name="photos"
        control={c}
        render={({ field, fieldState }) => <PhotoField value={field.value ?? []} onChange={field.onChange} error={text(fieldState.error?.message)} />}
      />
    </EditDialog>
  );
}
