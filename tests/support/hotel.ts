import { saveHotel, saveHotelConfig } from "@/lib/hotel/config/service";
import { saveRoomType } from "@/lib/hotel/config/room-service";
import { ZHotelConfig, ZRoomType, type TRoomTypeForm } from "@/lib/hotel/schemas";
import { isAppError } from "@/lib/server/errors";
import { getDb } from "@/lib/server/db";

// Building blocks for hotel tests: a hotel set up through the same schemas and services
// the manager's screens use. Booking is open from 2026-11-01 to 2026-12-31 (tests book "at" NOW);
// the room type's nights are 2027-05-01 … 2027-05-05.

export const NOW = new Date("2026-11-23T02:00:00Z");
export const WINDOW = { checkInStart: "2027-05-01", checkInEnd: "2027-05-06" };

/** The demo's own hotel (prisma/seed/demo-hotel.ts) taken away, for tests that count every hotel of the conference. */
export async function withoutDemoHotel(conferenceId: number) {
  await getDb().hotel.deleteMany({ where: { conferenceId } }); // room types and their nights go with them
  await getDb().hotelConfig.deleteMany({ where: { conferenceId } });
}

export async function makeManager(prefix: string) {
  return getDb().user.create({ data: { email: `${prefix}-manager@hotel.test`, trueName: "Manager" } });
}

export async function setUpHotel(conferenceId: number, managerId: number, config: Record<string, unknown> = {}) {
  const c = ZHotelConfig.parse({ bookingStart: "2026-11-01", bookingEnd: "2026-12-31", open: true, settlementCurrency: "CNY", voidCount: 0, ...config });
  await saveHotelConfig(conferenceId, c, managerId);
  return saveHotel(conferenceId, {
    id: null,
    nameZh: "会议酒店",
    nameEn: "Conference Hotel",
    star: 4,
    link: "",
    addressZh: "",
    addressEn: "",
    mapLink: "",
    photos: [],
    order: 0,
  });
}

export function roomForm(hotelId: number, over: Partial<TRoomTypeForm> = {}): TRoomTypeForm {
  return { hotelId, typeZh: "大床房", typeEn: "King room", price: "480", ...WINDOW, totalBookable: 5, maxPerPerson: 2, minPerPerson: 1, ...over };
}

/** Saves a room type as the room type screen would; throws what the service throws. */
export async function saveRoom(conferenceId: number, managerId: number, form: TRoomTypeForm) {
  const r = await saveRoomType(conferenceId, ZRoomType.parse(form), managerId);
  if (r.status !== "saved") throw new Error(`asked to confirm voiding ${r.count} order(s)`);
  return r.id;
}

/** The field errors (or the error key under "_") a call is refused with; null when it succeeds. */
export async function refusal(p: Promise<unknown>): Promise<Record<string, string> | null> {
  try {
    await p;
    return null;
  } catch (e) {
    if (!isAppError(e)) throw e;
    return e.fieldErrors && Object.keys(e.fieldErrors).length ? e.fieldErrors : { _: e.key };
  }
}

/** What a rejected booking said: the error key, or the message key of its first field error. */
export function outcome(r: PromiseSettledResult<unknown>): string {
  if (r.status === "fulfilled") return "ok";
  const e = r.reason as { key?: string; fieldErrors?: Record<string, string> };
  const field = e.fieldErrors && Object.values(e.fieldErrors)[0];
  return field ? field.split("?")[0] : (e.key ?? String(r.reason));
}
