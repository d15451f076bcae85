import type { Sample, SampleIds } from "@/tests/integration/gateway-samples";

// Samples of lib/gateway/routes/hotel/reservations.ts for the bad-input sweep (see gateway-samples.ts).
// Reservation 999999 does not exist: a valid sample answers 404 and the sweep cancels nothing.
const HOTEL = "/conference/platform/manage/hotel";
const filters = { search: "example.org", hotelId: "1", roomId: "1", payStatus: "UNPAID", state: "live", from: "2027-05-01", to: "2027-05-31" };

export function hotelReservationsSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`GET ${HOTEL}/list`]: { query: { ...filters, page: "1", size: "20" } },
    [`GET ${HOTEL}/occupancy`]: { query: { hotelId: "1" } },
    [`GET ${HOTEL}/export`]: { query: { ...filters, format: "csv" } },
    [`GET ${HOTEL}/roomingList`]: { query: { hotelId: "1" } },
    [`POST ${HOTEL}/cancel`]: { body: { reservationId: 999999, reason: "Booked twice", refundNote: "Refunded by bank transfer on 2026-11-21" } },
  };
}
