import { beforeAll, describe, expect, it, vi } from "vitest";
import { FEES_ROUTES } from "@/lib/gateway/routes/fees";
import { ORDER_MANAGE_ROUTES } from "@/lib/gateway/routes/orders/manage";
import { ORDERS_ROUTES } from "@/lib/gateway/routes/orders";
import { PAY_SETTINGS_ROUTES } from "@/lib/gateway/routes/pay-settings";
import { RECEIPTS_ROUTES } from "@/lib/gateway/routes/receipts";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway } from "@/tests/support/gateway-call";
import { gatewaySamples } from "@/tests/integration/gateway-samples";
import { useTestDatabase } from "@/tests/integration/test-db";

// A manager of another conference is denied every new call. The demo's
// manager manages demo.localhost and draft.localhost but is nobody on en.localhost: every
// manager or participant call of the fee, payment, order and receipt areas answers 403 there,
// before its input is even looked at.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const TABLES = { ...FEES_ROUTES, ...PAY_SETTINGS_ROUTES, ...ORDERS_ROUTES, ...ORDER_MANAGE_ROUTES, ...RECEIPTS_ROUTES };
let token: string;

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  token = (await createSession((await db.user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id)).token;
});

describe("another conference's manager", () => {
  const guarded = Object.entries(TABLES).filter(([, r]) => r.auth === "manager" || r.auth === "participant");

  it("covers the new areas' calls", () => {
    expect(guarded.length).toBeGreaterThan(20);
  });

  it.each(guarded.map(([key]) => key))("%s → 403 on en.localhost", async (key) => {
    const [method, pattern] = key.split(" ");
    const sample = gatewaySamples({ attendeeId: 1, optionsId: 1 })[key] ?? {};
    const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(sample.params?.[name] ?? "1")));
    const query = sample.query ? `?${new URLSearchParams(sample.query)}` : "";
    const r = await callGateway(method, path + query, { token, host: "en.localhost", json: method === "GET" ? undefined : (sample.body ?? {}) });
    expect(r.status).toBe(403);
    // and on the conference they manage the same call is not refused for who they are
    const own = await callGateway(method, path + query, { token, host: "demo.localhost", json: method === "GET" ? undefined : (sample.body ?? {}) });
    if (TABLES[key].auth === "manager") expect([401, 403]).not.toContain(own.status);
  });
});
