"use client";
import Stack from "@mui/material/Stack";
import { ScreenToast, useScreenState } from "@/components/ui/screen-state";
import type { HotelConfigScreen as Screen } from "@/lib/hotel/config/queries";
import { HotelSection } from "./hotel-section";
import { SettingsForm } from "./settings-form";
import type { HotelContext } from "./types";

/** What the sections share: the screen's data, a way to replace it, and the screen's toast. */
/** SPEC §2 /platform/config/hotel: booking settings (one form), then the hotels with their room types. */
export function HotelConfigScreen({ initial, defaultCurrency, timeZone }: { initial: Screen; defaultCurrency: string; timeZone: string }) {
  const { data: screen, ops, toast } = useScreenState(initial);
  const ctx: HotelContext = { ...ops, screen };
  return (
    <Stack spacing={3}>
      <SettingsForm ctx={ctx} defaultCurrency={defaultCurrency} timeZone={timeZone} />
      <HotelSection ctx={ctx} />
      <ScreenToast toast={toast} testId="hotel-config-message" />
    </Stack>
  );
}
