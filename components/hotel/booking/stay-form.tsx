"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState, type BaseSyntheticEvent, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { Section } from "@/components/ui/section";
import { bookRoomAction } from "@/lib/hotel/booking/actions";
import type { BookingHotelView, BookingRoomView } from "@/lib/hotel/booking/queries";
import { addDays, nightsOf } from "@/lib/hotel/nights";
import { stayIssues } from "@/lib/hotel/rules";
import { bookingSchema, TEXT_MAX } from "@/lib/hotel/schemas";
import { isCalendarDate } from "@/lib/validation/fields";
import { shortNights, StayQuote } from "./stay-quote";
import { useAvailability } from "./use-availability";

type Props = { room: BookingRoomView; hotel: BookingHotelView; currency: string; displayCurrency: string | null; conditions?: ReactNode };

const DATE = { type: "date", fullWidth: true } as const;

/**
 * The stay in the chosen room type: dates limited to its window (checked again by bookingSchema of
 * that window, then by the server under its locks), rooms within the per-person range and special
 * requirements; the nights left and the total before booking; then on to pay the new order.
 */
export function StayForm({ room, hotel, currency, displayCurrency, conditions }: Props) {
  const t = useTranslations("hotel.book");
  const router = useRouter();
  const schema = useMemo(() => bookingSchema(room), [room]);
  const { form, submit, message } = useActionForm(schema, bookRoomAction, {
    roomId: room.id,
    checkIn: "",
    checkOut: "",
    rooms: room.minPerPerson,
    specialRequirements: "",
  });
  const { control, formState, setValue, getValues } = form;
  const [checkIn, checkOut, roomsRaw] = useWatch({ control, name: ["checkIn", "checkOut", "rooms"] });
  const [refresh, setRefresh] = useState(0);

  // A check-in after the chosen check-out moves the check-out to the next morning.
  useEffect(() => {
    const out = getValues("checkOut");
    if (isCalendarDate(checkIn) && (!out || out <= checkIn) && addDays(checkIn, 1) <= room.checkInEnd) setValue("checkOut", addDays(checkIn, 1));
  }, [checkIn, getValues, setValue, room.checkInEnd]);

  // The §5 stay rules as the server applies them (lib/hotel/rules.ts): nights are asked for only
  // for a stay inside the window, and the total only for a room count within min … max.
  const roomsN = Number(roomsRaw);
  const issues = stayIssues({ checkIn, checkOut, rooms: roomsN }, room);
  const inWindow = isCalendarDate(checkIn) && isCalendarDate(checkOut) && !issues.some((i) => i.path[0] !== "rooms");
  const availability = useAvailability(room.id, inWindow ? { checkIn, checkOut } : null, refresh);
  const rooms = Number.isInteger(roomsN) && !issues.some((i) => i.path[0] === "rooms") ? roomsN : null;
  const short = shortNights(availability, rooms);

  // Booked: the button stays off while the pay page loads, so a second tap books nothing more.
  const [leaving, setLeaving] = useState(false);
  const onSubmit = async (e?: BaseSyntheticEvent) => {
    let booked = false;
    await submit((d) => {
      booked = true;
      setLeaving(true);
      router.push(d.next);
    })(e);
    if (!booked) setRefresh((n) => n + 1); // sold out meanwhile? the nights show it
  };
  const hasErrors = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;

  return (
    // scrollMarginTop: brought into view under the sticky site header once a room type is chosen
    <Box id="stay-section" sx={{ scrollMarginTop: 80 }}>
      <Section title={t("stayTitle")} testId="stay-form">
        <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: "anywhere" }} data-testid="stay-room">
          {hotel.name} · {room.name}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", md: "1fr 1fr 1fr" }, alignItems: "start" }}>
              <FormTextField
                {...DATE}
                control={control}
                name="checkIn"
                label={t("checkIn")}
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: room.checkInStart, max: addDays(room.checkInEnd, -1) } }}
              />
              <FormTextField
                {...DATE}
                control={control}
                name="checkOut"
                label={t("checkOut")}
                required
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: addDays(isCalendarDate(checkIn) ? checkIn : room.checkInStart, 1), max: room.checkInEnd },
                }}
              />
              <FormTextField
                control={control}
                name="rooms"
                label={t("rooms")}
                type="number"
                required
                fullWidth
                helperText={
                  room.minPerPerson === room.maxPerPerson
                    ? t("roomsExact", { count: room.minPerPerson })
                    : t("roomsHelp", { min: room.minPerPerson, max: room.maxPerPerson })
                }
                slotProps={{ htmlInput: { min: room.minPerPerson, max: room.maxPerPerson, inputMode: "numeric" } }}
                sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}
              />
            </Box>
            <FormTextField
              control={control}
              name="specialRequirements"
              label={t("specialRequirements")}
              helperText={t("specialHelp")}
              fullWidth
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
            />
            <StayQuote
              room={room}
              currency={currency}
              displayCurrency={displayCurrency}
              availability={availability}
              nights={inWindow ? nightsOf(checkIn, checkOut).length : 0}
              rooms={rooms}
            />
            {conditions}
            {hasErrors && !message && (
              <Alert severity="error" data-testid="booking-invalid">
                {t("fixErrors")}
              </Alert>
            )}
            {message && (
              <Alert severity={message.kind} role="alert" data-testid="booking-message">
                {message.text}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={formState.isSubmitting || leaving || short > 0}
              sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
              data-testid="booking-submit"
            >
              {formState.isSubmitting || leaving ? t("submitting") : t("submit")}
            </Button>
          </Stack>
        </Box>
      </Section>
    </Box>
  );
}
