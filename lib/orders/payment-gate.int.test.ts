import { beforeAll, describe, expect, it, vi } from "vitest";
import type { RegisterRule } from "@/lib/generated/prisma/enums";
import { confirmOfflinePayment, declarePaid, startPayment } from "@/lib/payments/offline";
import { loadAccess } from "@/lib/server/access";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { seedDemoFees } from "@/prisma/seed/demo-fees";
import { seedDemoPayments } from "@/prisma/seed/demo-payments";
import { createSession, lookupSession } from "@/lib/server/session-store";
import { invalidateConferenceCache, resolveConference } from "@/lib/server/tenant";
import { makeAttendees } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { setModule } from "@/lib/modules/service";
import { afterRegistration } from "@/lib/registration/service";
import { paymentStep } from "@/lib/submission/author/queries";
import { createFeeOrders } from "./create";
import { mustPayFirst, type GatedArea } from "./payment-gate";

// SPEC §6 "must be registered and, depending on the registration rule, have paid": for each rule,
// which areas wait for a paid registration fee — for an unpaid participant, a paid one, a manager,
// and with fees switched off in the registration settings or the payment module switched off.
vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const db = () => getDb();
const HOST = "demo.localhost";
const AREAS: GatedArea[] = ["submission", "hotel", "personal"];
let conferenceId = 0;
const people = { unpaid: 0, waiting: 0, paid: 0, manager: 0 };

async function accessOf(userId: number) {
  const conference = (await resolveConference(HOST))!;
  return { conference, access: await loadAccess(conference, await lookupSession((await createSession(userId)).token), false) };
}

async function gated(userId: number): Promise<GatedArea[]> {
  const { conference, access } = await accessOf(userId);
  const out: GatedArea[] = [];
  for (const area of AREAS) if (await mustPayFirst(conference, access, area)) out.push(area);
  return out;
}

async function setRule(rule: RegisterRule, costsSet = true) {
  await db().registerConfig.update({ where: { conferenceId }, data: { registerRule: rule, costsSet } });
  invalidateConferenceCache();
}

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: HOST }, include: { conference: true } });
  conferenceId = c.conferenceId;
  const conf = { id: conferenceId, timeZone: c.conference.timeZone };
  await seedDemoFees(db(), conferenceId);
  await seedDemoPayments(db(), conferenceId);
  const early = await db().fee.findFirstOrThrow({ where: { conferenceId, titleEn: "Early-bird registration" } });
  const [unpaid, waiting, paid] = await makeAttendees(conferenceId, "gate-", 3);
  people.unpaid = unpaid.id;
  people.waiting = waiting.id;
  people.paid = paid.id;
  people.manager = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  const choice = { registrationFeeId: early.id, optional: [], invitationCode: "" };
  const manager = people.manager;
  for (const u of [unpaid, waiting, paid]) await createFeeOrders(conf, { userId: u.id, locale: "en" }, choice);
  // "I have paid" is not paid: only the organisers' confirmation opens the gate.
  for (const u of [waiting, paid]) {
    const [order] = await db().order.findMany({ where: { conferenceId, userId: u.id } });
    const bill = await startPayment(conf, u.id, [order.id], "BANK_REMITTANCE");
    await declarePaid(conf, u.id, bill.billNo, "");
    if (u === paid)
      await confirmOfflinePayment(conf, manager, { orderId: order.id, amountMinor: order.totalMinor, paidOn: "2026-11-20", transactionNo: "T-1" }, null);
  }
});

describe("mustPayFirst (SPEC §6)", () => {
  it("register then pay: the hotel waits for a paid registration fee, submitting does not", async () => {
    await setRule("REGISTER_FIRST_AND_PAY_LATER");
    expect(await gated(people.unpaid)).toEqual(["hotel"]);
    expect(await gated(people.waiting)).toEqual(["hotel"]);
    expect(await gated(people.paid)).toEqual([]);
    expect(await gated(people.manager)).toEqual([]);
  });

  it("pay then submit: only submission waits", async () => {
    await setRule("PAY_FIRST_AND_SUBMIT_LATER");
    expect(await gated(people.unpaid)).toEqual(["submission"]);
    expect(await gated(people.paid)).toEqual([]);
    expect(await gated(people.manager)).toEqual([]);
  });

  it("submit then pay: nothing waits", async () => {
    await setRule("SUBMIT_FIRST_AND_PAY_LATER");
    expect(await gated(people.unpaid)).toEqual([]);
  });

  it("nothing waits when the conference charges no fees", async () => {
    await setRule("REGISTER_FIRST_AND_PAY_LATER", false);
    expect(await gated(people.unpaid)).toEqual([]);
    await setRule("PAY_FIRST_AND_SUBMIT_LATER", false);
    expect(await gated(people.unpaid)).toEqual([]);
  });

  it("nothing waits, and nobody is sent to pay, while the payment module is off", async () => {
    const unpaid = async () => (await accessOf(people.unpaid)).access;
    try {
      await setModule(conferenceId, { module: "payment", enabled: false });
      await setRule("REGISTER_FIRST_AND_PAY_LATER");
      expect(await gated(people.unpaid)).toEqual([]);
      expect(afterRegistration((await resolveConference(HOST))!, true)).toBe("/profile/userInfo");
      await setRule("PAY_FIRST_AND_SUBMIT_LATER");
      expect(await gated(people.unpaid)).toEqual([]);
      await setRule("SUBMIT_FIRST_AND_PAY_LATER");
      expect(await paymentStep((await resolveConference(HOST))!, await unpaid())).toBeNull();
    } finally {
      await setModule(conferenceId, { module: "payment", enabled: true });
    }
    // Switched on again, the same rules ask for the fee again.
    expect(await paymentStep((await resolveConference(HOST))!, await unpaid())).toBe("payLater");
    await setRule("PAY_FIRST_AND_SUBMIT_LATER");
    expect(await gated(people.unpaid)).toEqual(["submission"]);
    await setRule("REGISTER_FIRST_AND_PAY_LATER");
    expect(await gated(people.unpaid)).toEqual(["hotel"]);
    expect(afterRegistration((await resolveConference(HOST))!, true)).toBe("/profile/conference/fee");
  });
});
