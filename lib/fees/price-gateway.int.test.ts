import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { roomForm, setUpHotel } from "@/tests/support/hotel";
import { useTestDatabase } from "@/tests/integration/test-db";

// A negative or zero price, sent to the gateway by an API client, is answered 400 with "the price
// must be greater than zero" on the price field — in the caller's language — and nothing is stored.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const db = () => getDb();
let token = "";
let conferenceId = 0;
let hotelId = 0;
let categoryId = 0;

const fee = (price: unknown) => ({
  kind: "OPTIONAL",
  titleZh: "晚宴",
  titleEn: "Dinner",
  descriptionZh: "晚宴",
  descriptionEn: "Dinner",
  categoryId,
  price,
  currency: "CNY",
  openDate: "2026-01-01",
  deadline: "2026-12-31",
  perAccountMax: 1,
});

type Refused = { code: number; data: { fieldErrors?: Record<string, string> } | null; message: string };

beforeAll(async () => {
  await seedDemo(db());
  conferenceId = (await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
  const manager = await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
  token = (await createSession(manager.id)).token;
  hotelId = (await setUpHotel(conferenceId, manager.id)).id;
  categoryId = (await db().feeCategory.findFirstOrThrow({ where: { conferenceId } })).id;
});

describe("a price that is not above zero, through the gateway", () => {
  it("fee: 400 with the price message on the field, for a negative price as text or as a JSON number, and for zero", async () => {
    const before = await db().fee.count({ where: { conferenceId } });
    for (const price of ["-5", -5, "0"]) {
      const r = await callGateway("POST", "/conference/platform/config/fee/add", { token, json: fee(price) });
      const body = await envelopeOf<Refused["data"]>(r);
      expect([r.status, body.data?.fieldErrors], String(price)).toEqual([400, { price: "价格必须大于零" }]);
    }
    expect(await db().fee.count({ where: { conferenceId } })).toBe(before);
  });

  it("room type: 400 with the price message on the field", async () => {
    const r = await callGateway("POST", "/conference/platform/config/hotel/saveRoomType", { token, json: { ...roomForm(hotelId), price: "-460" } });
    const body = await envelopeOf<Refused["data"]>(r);
    expect([r.status, body.data?.fieldErrors]).toEqual([400, { price: "价格必须大于零。" }]);
    expect(await db().hotelRoom.count({ where: { hotelId } })).toBe(0);
  });
});
