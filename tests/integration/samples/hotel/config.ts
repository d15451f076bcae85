import type { Sample, SampleIds } from "@/tests/integration/gateway-samples";

// Samples of lib/gateway/routes/hotel/config.ts for the bad-input sweep (see gateway-samples.ts).
// Hotel and room type ids are ones no row has: a valid edit or delete answers 404 (a room type of
// a missing hotel 400 on hotelId), so the sweep never changes a hotel other samples use. The
// config sample keeps the demo's currency, so a valid save never asks to void anything.
const MISSING = 2147480000;
const H = "/conference/platform/config/hotel";

const config = {
  bookingStart: "2026-11-01",
  bookingEnd: "2026-12-31",
  open: true,
  settlementCurrency: "CNY",
  displayCurrency: "USD",
  descriptionZh: "<p>会议协议酒店</p>",
  descriptionEn: "<p>Conference hotels</p>",
  conditionZh: "",
  conditionEn: "",
  explanationZh: "<p>请在入住时出示证件</p>",
  explanationEn: "<p>Show your ID at check-in</p>",
  voidCount: 0,
};
const hotel = {
  id: MISSING,
  nameZh: "会议酒店",
  nameEn: "Conference Hotel",
  star: 4,
  link: "https://hotel.example.org",
  addressZh: "北京市海淀区",
  addressEn: "Haidian, Beijing",
  mapLink: "https://maps.example.org/?q=hotel",
  photos: ["0123456789abcdef0123456789abcdef.jpg"],
  order: 1,
};
const room = {
  id: MISSING,
  hotelId: MISSING,
  typeZh: "大床房",
  typeEn: "King room",
  price: "480",
  displayPrice: "70",
  checkInStart: "2027-05-01",
  checkInEnd: "2027-05-06",
  totalBookable: 5,
  nightTotals: [{ night: "2027-05-02", total: 8 }],
  maxPerPerson: 2,
  minPerPerson: 1,
  notesZh: "含早餐",
  notesEn: "Breakfast included",
  order: 0,
  voidCount: null,
};

export function hotelConfigSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`POST ${H}/saveConfig`]: { body: config },
    [`POST ${H}/saveHotel`]: { body: hotel },
    [`POST ${H}/deleteHotel`]: { body: { id: MISSING } },
    [`POST ${H}/saveRoomType`]: { body: room },
    [`POST ${H}/deleteRoomType`]: { body: { id: MISSING } },
  };
}
