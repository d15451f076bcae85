import { describe, expect, it } from "vitest";
import { getTranslator } from "@/lib/i18n/translate";
import { lineUnits, stayLineValues } from "./stay-line";

const hotel = (days: number, roomQuantity: number) => ({
  type: "HOTEL",
  days,
  roomQuantity,
  unitPriceMinor: 460_00,
  amountMinor: 460_00 * days * roomQuantity,
});

describe("a hotel order line spelled out", () => {
  it("nights × rooms × nightly rate = amount, in both languages, with English plurals", async () => {
    const [zh, en] = await Promise.all([getTranslator("zh"), getTranslator("en")]);
    expect(zh("billing.stayLine", stayLineValues(hotel(2, 1), "CNY", "zh")!)).toBe("2 晚 × 1 间 × ¥460.00 = ¥920.00");
    expect(en("billing.stayLine", stayLineValues(hotel(2, 1), "CNY", "en")!)).toBe("2 nights × 1 room × CN¥460.00 = CN¥920.00");
    expect(en("billing.stayLine", stayLineValues(hotel(1, 3), "CNY", "en")!)).toBe("1 night × 3 rooms × CN¥460.00 = CN¥1,380.00");
  });
  it("counts a hotel line's units as room-nights, so units × unit price = amount", () => {
    expect(lineUnits({ ...hotel(2, 3), quantity: 1 })).toBe(6);
    expect(lineUnits({ type: "OPTIONAL", days: null, roomQuantity: null, quantity: 2 })).toBe(2);
  });
  it("is only for hotel lines that know their nights", () => {
    expect(stayLineValues({ ...hotel(2, 1), type: "REGISTRATION" }, "CNY", "en")).toBeNull();
    expect(stayLineValues({ ...hotel(2, 1), days: null }, "CNY", "en")).toBeNull();
  });
});
