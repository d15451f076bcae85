import "server-only";
import { enabledMethods } from "@/lib/payments/methods";
import { getPaySettingsView } from "@/lib/payments/queries";
import { ZPaymentMethodInput, ZPaymentSettingsInput } from "@/lib/payments/schemas";
import { savePaymentMethod, savePaymentSettings } from "@/lib/payments/settings-service";
import { route, type GatewayRoute } from "../types";

// SPEC §3 "Payment methods" (§7 names no payment-settings calls, so these paths are ours):
// the calls of /platform/config/pay and the participant's list of enabled methods. Always the
// host's conference; secrets are only ever reported as set / not set.

const CONFIG = "/conference/platform/config/pay";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PAY_SETTINGS_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // Plan, combining, deadline and every method (configured or not) → { settings, methods }.
  [`GET ${CONFIG}/find`]: route({
    auth: "manager",
    handler: async ({ access }) => getPaySettingsView(access.conference.id),
  }),

  // One method, discriminated by `method`; an empty secret keeps the stored one, enabling needs
  // the required fields (field errors), OTHER's HTML is sanitised.
  [`POST ${CONFIG}/method/save`]: route({
    auth: "manager",
    body: ZPaymentMethodInput,
    handler: async ({ access, body }) => savePaymentMethod(access.conference.id, body),
  }),

  // Plan GENERAL / HOTEL_SEPARATE, combineOrders, payWithinHours (1–720).
  [`POST ${CONFIG}/settings/save`]: route({
    auth: "manager",
    body: ZPaymentSettingsInput,
    handler: async ({ access, body }) => savePaymentSettings(access.conference.id, body),
  }),

  // The methods a participant may pay with, with offline instructions (never credentials).
  "GET /conference/pay/methods": route({
    auth: "participant",
    handler: async ({ access }) => enabledMethods(access.conference.id),
  }),
};
