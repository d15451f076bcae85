import { expect } from "vitest";
import type { PaymentMethodKind } from "@/lib/generated/prisma/enums";
import { encryptSecret } from "@/lib/mail/crypto";
import { secretFieldsOf } from "@/lib/payments/schemas";
import { simMethodConfigs, type SimKeys } from "@/lib/payments/simulator/keys";
import type { Simulator } from "@/lib/payments/simulator/server";
import type { Delivery } from "@/lib/payments/simulator/types";
import { getDb } from "@/lib/server/db";

// The payment tests' side of the simulator on loopback: a conference's method configured with the
// simulator's keys (secrets encrypted as the settings page stores them), the payer's decision on the
// simulator's page as the browser posts it, and a recorded notification replayed as a request.

type Configurable = Exclude<PaymentMethodKind, "POST_REMITTANCE" | "OTHER">;

/** Enables `method` for the conference with the simulator's keys, or (bank transfer) a demo account. */
export async function configureSimMethod(conferenceId: number, keys: SimKeys, method: Configurable) {
  const all: Record<string, string> =
    method === "BANK_REMITTANCE" ? { accountName: "Demo", account: "6222 0000", bankName: "Demo Bank" } : simMethodConfigs(keys)[method as "WECHAT"];
  const secretNames = method === "BANK_REMITTANCE" ? [] : secretFieldsOf(method);
  const values = Object.fromEntries(Object.entries(all).filter(([k]) => !secretNames.includes(k)));
  const secrets = Object.fromEntries(secretNames.filter((k) => all[k]).map((k) => [k, encryptSecret(all[k])]));
  const data = { enabled: true, titleEn: method, titleZh: method, config: { ...values, secrets } };
  await getDb().paymentMethodConfig.upsert({
    where: { conferenceId_method: { conferenceId, method } },
    create: { conferenceId, method, ...data },
    update: data,
  });
}

/** The payer approves (or declines) the bill on the simulator's page, as the browser would. */
export async function decideAtSim(sim: Simulator, billNo: string, decision: "approve" | "decline") {
  const p = [...sim.state.payments.values()].find((x) => x.billNo === billNo)!;
  const r = await fetch(`${sim.url}/sim/pay/${p.id}`, { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });
  expect(r.status).toBeLessThan(400);
  return p;
}

/** A notification the simulator sent, as the request our notify route receives. */
export const notifyRequestOf = (d: Delivery) => ({
  method: "POST",
  url: d.notify.url,
  headers: Object.fromEntries(Object.entries(d.notify.headers).map(([k, v]) => [k.toLowerCase(), v])),
  rawBody: d.notify.body,
});

/** The simulator's last notification of a bill (none yet for PayPal before the capture). */
export const lastDeliveryOf = (sim: Simulator, billNo: string): Delivery | undefined => sim.state.deliveries.filter((d) => d.billNo === billNo).at(-1);
