"use server";
import { action } from "@/lib/server/action";
import { ZPaymentMethodInput, ZPaymentSettingsInput } from "./schemas";
import { savePaymentMethod, savePaymentSettings } from "./settings-service";

// Server actions of /platform/config/pay: managers only, always on the conference of the request's
// host (never an id from the client).

export const savePaymentMethodAction = action({ audience: "manager", schema: ZPaymentMethodInput }, (input, a) => savePaymentMethod(a.conference.id, input));
export const savePaymentSettingsAction = action({ audience: "manager", schema: ZPaymentSettingsInput }, (input, a) =>
  savePaymentSettings(a.conference.id, input),
);
