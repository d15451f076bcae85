import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createFeeOrders } from "@/lib/orders/create";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees, makeCategory, makeFee } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { configureSimMethod, decideAtSim, lastDeliveryOf, notifyRequestOf } from "@/tests/support/payment-sim";
import { handleNotify } from "./notify";
import { returnFromProvider, startOnlinePayment } from "./online";
import type { OnlineMethod } from "./providers/types";
import { createSimKeys, type SimKeys } from "./simulator/keys";
import { SIM_MODULES } from "./simulator/modules";
import { startSimulator, type Simulator } from "./simulator/server";

// Refused payment notifications, against real Postgres and the payment simulator on loopback: a
// refusal is logged as an escaped excerpt and a hash (the body cannot write log lines); failed
// verifications — refused or thrown — throttle their sender's address for that provider, and a
// genuinely signed notification from the same address still goes through.
useTestDatabase();

const db = () => getDb();
const SC = { origin: "https://demo.localhost", mobile: false, clientIp: "203.0.113.7", locale: "en" as const };
let conf: { id: number; timeZone: string; nameZh: string; nameEn: string };
let keys: SimKeys;
let sim: Simulator;

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone, nameZh: c.conference.nameZh, nameEn: c.conference.nameEn };
  keys = createSimKeys();
  sim = await startSimulator({ keys, modules: SIM_MODULES });
  vi.stubEnv("PAYMENT_SIMULATOR_URL", sim.url);
  await db().paymentMethodConfig.deleteMany({ where: { conferenceId: conf.id } });
  for (const m of ["WECHAT", "PAYPAL"] as const) await configureSimMethod(conf.id, keys, m);
  Object.assign(sim.state.controls, { outage: false, dropNotifies: true, delayMs: 0, replays: 0 });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await sim?.close();
});

async function unpaidOrders(prefix: string) {
  const cat = await makeCategory(conf.id);
  const reg = await makeFee(conf.id, cat.id, { priceMinor: 1200_00, codePrefix: `${prefix.toUpperCase()}` });
  const [person] = await makeAttendees(conf.id, prefix, 1);
  const orders = await createFeeOrders(conf, { userId: person.id, locale: "en" }, { registrationFeeId: reg.id, optional: [], invitationCode: "" });
  return { person, ids: orders.map((o) => o.id) };
}

const approve = (billNo: string) => decideAtSim(sim, billNo, "approve");
const notifyReq = notifyRequestOf;
const lastDelivery = (billNo: string) => lastDeliveryOf(sim, billNo)!;
const statuses = async (ids: number[]) => (await db().order.findMany({ where: { id: { in: ids } } })).map((o) => o.transactionStatus);
const rejectedRows = (method: OnlineMethod) => db().paymentNotification.count({ where: { conferenceId: conf.id, method, result: "rejected" } });

describe("refused notifications", () => {
  it("are logged as one escaped line with a bounded excerpt and the body's SHA-256", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const forgedLine = "\n[payments] WECHAT notification for bill P1 applied\r\n\u202e\u001b[2J";
    const rawBody = `{"id":"forged","resource":{}}${forgedLine}${"x".repeat(5000)}`;
    const ack = await handleNotify(conf.id, "WECHAT", { method: "POST", url: "https://demo.localhost/api/payments/notify/wechat", headers: {}, rawBody });
    expect(ack.status).toBe(400);
    const line = warn.mock.calls.map((c) => c.join(" ")).find((l) => l.includes("refused WECHAT notification"))!;
    warn.mockRestore();
    expect(line).toContain(createHash("sha256").update(rawBody).digest("hex"));
    expect(line).not.toMatch(/[\r\n\u001b\u202e]/);
    expect(line).toContain("\\u000a[payments] WECHAT notification for bill P1 applied\\u000d\\u000a\\u202e\\u001b[2J");
    expect(line.length).toBeLessThan(600);
  });
});

describe("the throttle of failed verifications", () => {
  beforeEach(() => void vi.spyOn(console, "warn").mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("blocks a sender after 30 forged WeChat notifications, but never the genuine one from the same address", async () => {
    const { person, ids } = await unpaidOrders("guard-wx-");
    const started = await startOnlinePayment(conf, person.id, ids, "WECHAT", SC);
    await approve(started.billNo);
    const genuine = notifyReq(lastDelivery(started.billNo));
    const forged = { ...genuine, rawBody: genuine.rawBody.replace(/"nonce":"/, '"nonce":"x') };
    const from = { clientIp: "198.51.100.20" }; // the provider's shared outgoing address
    const before = await rejectedRows("WECHAT");
    for (let i = 0; i < 30; i++) expect((await handleNotify(conf.id, "WECHAT", forged, from)).status).toBe(400);
    expect((await handleNotify(conf.id, "WECHAT", forged, from)).status).toBe(429);
    expect(await rejectedRows("WECHAT")).toBe(before + 30); // the blocked one costs no row
    // Another address, or the same address for another provider, is not blocked.
    expect((await handleNotify(conf.id, "WECHAT", forged, { clientIp: "198.51.100.21" })).status).toBe(400);
    expect((await handleNotify(conf.id, "PAYPAL", forged, from)).status).toBe(400);
    // The provider's genuinely signed notification from the blocked address is applied.
    expect((await handleNotify(conf.id, "WECHAT", genuine, from)).status).toBe(204);
    expect(await statuses(ids)).toEqual(["PAID"]);
  });

  it("counts forged notifications sent all at once exactly: the first 30 are recorded, every further one is answered 429", async () => {
    // The count is read and raised in one synchronous step after verification, so notifications
    // verified at the same moment cannot all read "29" and all pass.
    const from = { clientIp: "198.51.100.50" };
    const forged = { method: "POST", url: "https://demo.localhost/api/payments/notify/wechat", headers: {}, rawBody: '{"id":"forged-at-once","resource":{}}' };
    const before = await rejectedRows("WECHAT");
    const acks = await Promise.all(Array.from({ length: 45 }, () => handleNotify(conf.id, "WECHAT", forged, from)));
    expect(acks.map((a) => a.status).sort()).toEqual([...Array(30).fill(400), ...Array(15).fill(429)]);
    expect(await rejectedRows("WECHAT")).toBe(before + 30);
  });

  it("counts a verification that throws (its certificate cannot be fetched) as a refusal", async () => {
    const from = { clientIp: "198.51.100.30" };
    const forged = (certUrl: string) => ({
      method: "POST",
      url: "https://demo.localhost/api/payments/notify/paypal",
      headers: {
        "paypal-transmission-id": "forged",
        "paypal-transmission-time": new Date().toISOString(),
        "paypal-transmission-sig": Buffer.from("not a signature").toString("base64"),
        "paypal-auth-algo": "SHA256withRSA",
        "paypal-cert-url": certUrl,
      },
      rawBody: '{"event_type":"PAYMENT.CAPTURE.COMPLETED"}',
    });
    // Refused before any fetch: the certificate is not at PayPal.
    for (let i = 0; i < 29; i++) expect((await handleNotify(conf.id, "PAYPAL", forged("https://evil.example/cert.pem"), from)).status).toBe(400);
    sim.state.controls.outage = true;
    try {
      // Under the simulator's PayPal prefix, so allowed; the provider is down, so verification throws.
      await expect(handleNotify(conf.id, "PAYPAL", forged(`${sim.url}/paypal/certs/forged-1`), from)).rejects.toThrow();
    } finally {
      sim.state.controls.outage = false;
    }
    expect((await handleNotify(conf.id, "PAYPAL", forged(`${sim.url}/paypal/certs/forged-2`), from)).status).toBe(429);
  });

  it("lets a genuine PayPal webhook through from an address that forged ones have blocked", async () => {
    const { person, ids } = await unpaidOrders("guard-pp-");
    const started = await startOnlinePayment(conf, person.id, ids, "PAYPAL", SC);
    await approve(started.billNo);
    await returnFromProvider(conf, person.id, started.billNo);
    const webhook = notifyReq(lastDelivery(started.billNo));
    const from = { clientIp: "198.51.100.40" };
    const forged = { ...webhook, rawBody: webhook.rawBody.replace("COMPLETED", "DENIED") };
    for (let i = 0; i < 30; i++) await handleNotify(conf.id, "PAYPAL", forged, from);
    expect((await handleNotify(conf.id, "PAYPAL", forged, from)).status).toBe(429);
    expect((await handleNotify(conf.id, "PAYPAL", webhook, from)).status).toBe(200);
  });
});
