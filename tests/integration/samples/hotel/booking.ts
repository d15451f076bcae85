import type { Sample, SampleIds } from "@/tests/integration/gateway-samples";

// Samples of lib/gateway/routes/hotel/booking.ts for the bad-input sweep (see gateway-samples.ts).
// Room types and orders 2147480000+ do not exist, and the sweep's conference has no hotel open:
// a valid call is refused (404/409) and stores nothing.
const MISSING = 2147480000;
const H = "/conference/hotel";

export function hotelBookingSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`GET ${H}/availability`]: { query: { roomId: String(MISSING), checkIn: "2027-05-01", checkOut: "2027-05-03" } },
    [`POST ${H}/book`]: {
      body: { roomId: MISSING, checkIn: "2027-05-01", checkOut: "2027-05-03", rooms: 1, specialRequirements: "A quiet room, please / 请安排安静的房间" },
    },
    [`POST ${H}/cancel`]: { body: { orderId: MISSING } },
  };
}
