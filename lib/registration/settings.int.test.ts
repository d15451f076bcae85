import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";

// /platform/config/register of a conference that never saved its settings: with the limit switch
// off, what `find` answers (limit 0) saves as it is; switched on, the limit must be a positive number.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const db = () => getDb();
const BASIC = "/conference/admin/register/config/basic";
let token = "";
let conferenceId = 0;

beforeAll(async () => {
  await seedDemo(db());
  conferenceId = (await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
  await db().registerConfig.deleteMany({ where: { conferenceId } }); // as a new conference has it
  token = (await createSession((await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id)).token;
});

describe("registration settings of a new conference", () => {
  it("switch off: the default limit (0) is accepted and stored; switch on: refused on the limit field", async () => {
    const found = await envelopeOf<Record<string, unknown>>(await callGateway("GET", `${BASIC}/find`, { token }));
    expect(found.data).toMatchObject({ registerFlag: false, registerNum: 0 });
    const form: Record<string, unknown> = { ...found.data, registerStartDate: "2026-11-01", registerEndDate: "2026-12-01" };
    delete form.registeredCount;

    const saved = await callGateway("POST", `${BASIC}/save`, { token, json: form });
    expect(saved.status).toBe(200);
    expect(await db().registerConfig.findUniqueOrThrow({ where: { conferenceId } })).toMatchObject({ registerFlag: false, registerNum: 0 });

    const on = await callGateway("POST", `${BASIC}/save`, { token, json: { ...form, registerFlag: true } });
    const body = await envelopeOf<{ fieldErrors: Record<string, string> }>(on);
    expect([on.status, body.data.fieldErrors]).toEqual([400, { registerNum: "请输入正整数" }]);
    expect((await db().registerConfig.findUniqueOrThrow({ where: { conferenceId } })).registerFlag).toBe(false);
  });
});
