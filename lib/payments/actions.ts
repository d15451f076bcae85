"use server";
import { action } from "@/lib/server/action";
import { ZPaymentMethodInput, ZPaymentSettingsInput } from "./schemas";
import { savePaymentMethod, savePaymentSettings } from "./settings-service";

// Server actions of /platform/config/pay: managers only, always on the conference of the request's
// host (never an id from the client).

const saveMethod = action({ audience: "manager", schema: ZPaymentMethodInput }, (input, a) => savePaymentMethod(a.conference.id, input));
const saveSettings = action({ audience: "manager", schema: ZPaymentSettingsInput }, (input, a) => savePaymentSettings(a.conference.id, input));

export async function savePaymentMethodAction(input: Parameters<typeof saveMethod>[0]) {
  return saveMethod(input);
}
export async function savePaymentSettingsAction(input: Parameters<typeof saveSettings>[0]) {
  return saveSettings(input);
}
