import { describe, expect, it } from "vitest";
import { separatesHotel } from "./plan";

// SPEC §3 payment plan: "hotel separate" keeps hotel bookings out of a combined payment.
describe("separatesHotel", () => {
  const fee = { type: "REGISTRATION" as const };
  const hotel = { type: "HOTEL" as const };
  it("general: anything may be paid together", () => {
    expect(separatesHotel("GENERAL", [fee, hotel])).toBe(false);
  });
  it("hotel separate: a hotel order with a fee order may not, hotel orders alone or fees alone may", () => {
    expect(separatesHotel("HOTEL_SEPARATE", [fee, hotel])).toBe(true);
    expect(separatesHotel("HOTEL_SEPARATE", [hotel, hotel])).toBe(false);
    expect(separatesHotel("HOTEL_SEPARATE", [fee, { type: "OPTIONAL" }])).toBe(false);
  });
});
