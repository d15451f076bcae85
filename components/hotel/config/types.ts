// What the hotel configuration screen hands its parts (kept apart so the parts and the screen do not import each other).
import type { UseFormReturn } from "react-hook-form";
import type { ScreenOps } from "@/components/ui/screen-state";
import type { HotelConfigScreen } from "@/lib/hotel/config/queries";
import type { TRoomType, TRoomTypeForm, ZHotelConfig } from "@/lib/hotel/schemas";
import type { z } from "@/lib/validation/z";

export type HotelContext = ScreenOps<HotelConfigScreen> & { screen: HotelConfigScreen };

export type SettingsValues = z.input<typeof ZHotelConfig>;
export type SettingsForm = UseFormReturn<SettingsValues, unknown, z.output<typeof ZHotelConfig>>;

export type RoomForm = UseFormReturn<TRoomTypeForm, unknown, TRoomType>;
