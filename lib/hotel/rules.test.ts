import { describe, expect, it } from "vitest";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { nightsOf } from "./nights";
import { roomPrices, ZBooking, ZHotel, ZRoomType } from "./schemas";

// The hotel forms' side of SPEC §5: what the browser can check without the database.
const room = { hotelId: 1, typeZh: "大床房", price: "480.5", checkInStart: "2027-05-01", checkInEnd: "2027-05-06", totalBookable: "5", maxPerPerson: "2" };
const errors = (r: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) => (r.success ? {} : toFieldErrors(r.error!));

describe("hotel schemas", () => {
  it("a night is named by its day: check-in 05-01, check-out 05-03 holds two nights", () => {
    expect(nightsOf("2027-05-01", "2027-05-03")).toEqual(["2027-05-01", "2027-05-02"]);
    expect(nightsOf("2027-02-28", "2027-03-02")).toEqual(["2027-02-28", "2027-03-01"]);
    expect(nightsOf("2027-05-03", "2027-05-03")).toEqual([]);
  });

  it("a room type form becomes minor units; the window's rules hold without the database", () => {
    const v = ZRoomType.parse(room);
    expect(roomPrices(v, { currency: "CNY", displayCurrency: null })).toEqual({ priceMinor: 48_050, displayPriceMinor: null });
    expect(roomPrices({ price: "480", displayPrice: "9000" }, { currency: "CNY", displayCurrency: "JPY" })).toEqual({
      priceMinor: 48_000,
      displayPriceMinor: 9000,
    });
    expect(errors(ZRoomType.safeParse({ ...room, checkInEnd: "2027-04-30" }))).toEqual({ checkInEnd: "hotel.errors.checkInEndBeforeStart" });
    expect(errors(ZRoomType.safeParse({ ...room, checkInEnd: "2028-05-06" }))).toEqual({ checkInEnd: "hotel.errors.windowTooLong?max=366" });
    expect(
      errors(
        ZRoomType.safeParse({
          ...room,
          nightTotals: [
            { night: "2027-05-02", total: 3 },
            { night: "2027-05-02", total: 4 },
          ],
        }),
      ),
    ).toEqual({
      "nightTotals.1.night": "hotel.errors.nightDuplicate",
    });
  });

  it("a booking's check-out comes after its check-in; hotel links are web addresses", () => {
    expect(errors(ZBooking.safeParse({ roomId: 1, checkIn: "2027-05-02", checkOut: "2027-05-02", rooms: 1 }))).toEqual({
      checkOut: "hotel.errors.checkOutNotAfterCheckIn",
    });
    expect(errors(ZHotel.safeParse({ nameZh: "酒店", link: "javascript:alert(1)", mapLink: "https://map.example/x" }))).toEqual({
      link: "hotel.errors.linkInvalid",
    });
  });
});
