import { beforeAll, describe, expect, it, vi } from "vitest";
import { createConference } from "@/lib/admin/create";
import { ZConferenceInput } from "@/lib/admin/schemas";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { resolveConference } from "@/lib/server/tenant";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import zh from "@/messages/zh/modules.json";
import { MODULES } from "@/lib/server/modules";
import { listModules, setModule } from "./service";

// The module switches on a real Postgres: a switch takes effect at once (the cached conference is
// dropped), a switched-off module refuses its participants' gateway calls and deletes nothing,
// unmet needs are reported but never refuse the switch, the administrator's ticks at creation
// decide the first state, and a manager switches only the conference of the host they call.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();
const db = () => getDb();

const DEMO = "demo.localhost";
let demoId: number;
const tokens = { manager: "", alice: "", bob: "" };
let adminId = 0;

async function flags(host: string) {
  const r = await callGateway("POST", "/conference/module/getModuleByConfId", { host, json: {} });
  return (await envelopeOf<Record<string, boolean | number>>(r)).data;
}

/** Rows the participant-facing modules hold for the demo conference. */
async function held(conferenceId: number) {
  const [orders, reservations, submissions, feedback, receipts, downloads] = await Promise.all([
    db().order.count({ where: { conferenceId } }),
    db().hotelReservation.count({ where: { conferenceId } }),
    db().submission.count({ where: { conferenceId } }),
    db().feedback.count({ where: { conferenceId } }),
    db().receipt.count({ where: { conferenceId } }),
    db().downloadFile.count({ where: { conferenceId } }),
  ]);
  return { orders, reservations, submissions, feedback, receipts, downloads };
}

beforeAll(async () => {
  await seedDemo(db());
  demoId = (await db().conferenceDomain.findUniqueOrThrow({ where: { host: DEMO } })).conferenceId;
  const id = async (email: string) => (await db().user.findUniqueOrThrow({ where: { email } })).id;
  tokens.manager = (await createSession(await id("manager@example.org"))).token;
  tokens.alice = (await createSession(await id("alice@example.org"))).token;
  tokens.bob = (await createSession(await id("bob@example.org"))).token;
  adminId = await id("admin@example.org");
});

describe("switching a module", () => {
  it("takes effect at once for getModuleByConfId, which reports every module", async () => {
    expect(await flags(DEMO)).toMatchObject(Object.fromEntries(MODULES.map((m) => [m, true])));
    await resolveConference(DEMO); // cached now
    await setModule(demoId, { module: "hotel", enabled: false });
    expect((await flags(DEMO)).hotel).toBe(false);
    await setModule(demoId, { module: "hotel", enabled: true });
    expect((await flags(DEMO)).hotel).toBe(true);
  });

  it("refuses the participants' calls of a switched-off module with its message, and deletes nothing", async () => {
    // Alice chooses the registration fee: an order the payment module holds.
    const fee = await db().fee.findFirstOrThrow({
      where: { conferenceId: demoId, kind: "REGISTRATION", open: true, invitationCode: null },
      orderBy: { id: "asc" },
    });
    const created = await callGateway("POST", "/conference/fee/order/create", { token: tokens.alice, json: { registrationFeeId: fee.id } });
    expect(created.status).toBe(200);
    const before = await held(demoId);
    expect(before.orders).toBeGreaterThan(0);
    const calls: [module: (typeof MODULES)[number], method: string, path: string][] = [
      ["hotel", "GET", "/conference/hotel/info"],
      ["payment", "GET", "/conference/order/my/list"],
      ["submission", "GET", "/conference/contribute/my/list"],
      ["feedback", "GET", "/conference/feedback/mine"],
      ["download", "GET", "/conference/download/list"],
    ];
    for (const [module, method, path] of calls) {
      expect((await callGateway(method, path, { token: tokens.alice })).status, `${path} while on`).toBe(200);
      await setModule(demoId, { module, enabled: false });
      const off = await callGateway(method, path, { token: tokens.alice });
      expect(off.status, `${path} while off`).toBe(403);
      expect((await envelopeOf(off)).message).toBe(zh.closed[module]); // the conference's default language
      await setModule(demoId, { module, enabled: true });
      expect((await callGateway(method, path, { token: tokens.alice })).status, `${path} on again`).toBe(200);
    }
    // The receipt request is refused before its input is even looked at.
    await setModule(demoId, { module: "receipt", enabled: false });
    const receipt = await callGateway("GET", "/conference/receipt/order/1", { token: tokens.alice });
    expect(receipt.status).toBe(403);
    await setModule(demoId, { module: "receipt", enabled: true });
    expect(await held(demoId)).toEqual(before);
  });

  it("lets managers read and switch through the gateway; participants may not", async () => {
    const list = await callGateway("GET", "/conference/module/list", { token: tokens.manager });
    expect(list.status).toBe(200);
    expect((await envelopeOf<{ module: string }[]>(list)).data.map((m) => m.module)).toEqual([...MODULES]);
    expect((await callGateway("POST", "/conference/module/save", { token: tokens.alice, json: { module: "feedback", enabled: false } })).status).toBe(403);
    expect((await flags(DEMO)).feedback).toBe(true);
    const save = await callGateway("POST", "/conference/module/save", { token: tokens.manager, json: { module: "feedback", enabled: false } });
    expect(save.status).toBe(200);
    expect((await envelopeOf<{ module: string; enabled: boolean }[]>(save)).data.find((m) => m.module === "feedback")?.enabled).toBe(false);
    expect((await flags(DEMO)).feedback).toBe(false);
    await setModule(demoId, { module: "feedback", enabled: true });
    const bad = await callGateway("POST", "/conference/module/save", { token: tokens.manager, json: { module: "everything", enabled: true } });
    expect(bad.status).toBe(400);
  });
});

describe("a conference created by the platform administrator", () => {
  const create = (host: string, modules?: string[]) =>
    createConference(
      ZConferenceInput.parse({
        nameZh: "模块会议",
        nameEn: "Modules Conference",
        startDate: "2027-05-01",
        endDate: "2027-05-03",
        timeZone: "Asia/Shanghai",
        currency: "CNY",
        languageType: 3,
        hosts: host,
        creatorMode: "existing",
        creatorEmail: "bob@example.org",
        ...(modules ? { modules } : {}),
      }),
      { actorId: adminId, origin: (h) => `http://${h}`, locale: "en" },
    );

  it("starts with registration and the download centre unless the administrator ticks more", async () => {
    const plain = await create("mods-plain.localhost");
    const on = (await listModules(plain.id)).filter((m) => m.enabled).map((m) => m.module);
    expect(on).toEqual(["register", "download"]);
    const ticked = await create("mods-ticked.localhost", ["register", "submission", "hotel", "payment"]);
    expect((await listModules(ticked.id)).filter((m) => m.enabled).map((m) => m.module)).toEqual(["register", "submission", "hotel", "payment"]);
  });

  it("says what each module still needs, and switching on is never refused for it", async () => {
    const c = await create("mods-needs.localhost");
    const after = await setModule(c.id, { module: "hotel", enabled: true });
    const hotel = after.find((m) => m.module === "hotel")!;
    expect(hotel.enabled).toBe(true);
    expect(hotel.needs.map((n) => n.need)).toEqual(["hotelOpen", "hotelRooms", "paymentModule"]);
    const payment = (await setModule(c.id, { module: "payment", enabled: true })).find((m) => m.module === "payment")!;
    expect(payment.needs.map((n) => n.need)).toEqual(["fees", "paymentMethod"]);
    expect((await listModules(c.id)).find((m) => m.module === "hotel")!.needs.map((n) => n.need)).toEqual(["hotelOpen", "hotelRooms"]);
    // The demo has everything configured: nothing to say.
    expect((await listModules(demoId)).filter((m) => m.needs.length)).toEqual([]);
  });

  it("warns on the payment module's card while fees are charged but payments are off", async () => {
    const c = await create("mods-fees.localhost");
    const notes = async () => (await listModules(c.id)).flatMap((m) => m.notes.map((n) => [m.module, n.note, n.href]));
    expect(await notes()).toEqual([]);
    await db().registerConfig.update({ where: { conferenceId: c.id }, data: { costsSet: true } });
    expect(await notes()).toEqual([["payment", "feesWithoutPayment", "/platform/config/register"]]);
    await setModule(c.id, { module: "payment", enabled: true });
    expect(await notes()).toEqual([]);
  });

  it("is switched only by its own managers, through its own host", async () => {
    const c = await create("mods-bob.localhost"); // bob is its creator, a mere participant of the demo
    const demoBefore = await listModules(demoId);
    const foreign = await callGateway("POST", "/conference/module/save", { host: DEMO, token: tokens.bob, json: { module: "hotel", enabled: false } });
    expect(foreign.status).toBe(403);
    expect(await listModules(demoId)).toEqual(demoBefore);
    const own = await callGateway("POST", "/conference/module/save", {
      host: "mods-bob.localhost",
      token: tokens.bob,
      json: { module: "hotel", enabled: true },
    });
    expect(own.status).toBe(200);
    expect((await listModules(c.id)).find((m) => m.module === "hotel")?.enabled).toBe(true);
    expect(await listModules(demoId)).toEqual(demoBefore);
  });
});
