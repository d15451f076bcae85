import "server-only";
import { encryptSecret } from "@/lib/mail/crypto";
import { db } from "@/lib/server/db";
import { ValidationError } from "@/lib/server/errors";
import { sanitizePageHtml } from "@/lib/validation/page-html";
import { readStoredConfig, toMethodView, type MethodView, type PaymentSettingsValues } from "./queries";
import { METHOD_FIELDS, PAYMENT_METHODS, secretFieldsOf, visibleHtmlText, type TPaymentMethodInput, type TPaymentSettingsInput } from "./schemas";

// Saving /platform/config/pay (SPEC §3 "Payment methods", plan, "orders can be combined").
// Secrets follow the mail config's rule (lib/mail/config-service.ts): encrypted with the same
// AES-GCM helper before they are stored, never returned, and an empty field keeps the stored value.

const COMMON = new Set(["method", "titleZh", "titleEn", "noteZh", "noteEn", "enabled"]);

/** Saves one method; refuses to enable it while a required secret is neither typed nor stored. */
export async function savePaymentMethod(conferenceId: number, input: TPaymentMethodInput): Promise<MethodView> {
  const { method } = input;
  const fields = input as unknown as Record<string, unknown>;
  const existing = await db.paymentMethodConfig.findUnique({ where: { conferenceId_method: { conferenceId, method } }, select: { config: true } });
  const stored = readStoredConfig(existing?.config);
  const secretNames = secretFieldsOf(method);

  if (input.enabled) {
    const missing: Record<string, string> = {};
    for (const field of METHOD_FIELDS[method])
      if (field.required && secretNames.includes(field.name) && !fields[field.name] && !stored.secrets[field.name])
        missing[field.name] = "paySettings.errors.requiredToEnable";
    if (Object.keys(missing).length) throw new ValidationError(missing);
  }

  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (COMMON.has(name) || secretNames.includes(name) || typeof value !== "string") continue;
    values[name] = name === "html" ? sanitizePageHtml(value) : value;
  }
  const secrets: Record<string, string> = {};
  for (const name of secretNames) {
    const typed = fields[name];
    if (typeof typed === "string" && typed !== "") secrets[name] = encryptSecret(typed);
    else if (stored.secrets[name]) secrets[name] = stored.secrets[name];
  }
  // What survives sanitising is what participants would see: a block of only <script> is empty.
  if (input.enabled && method === "OTHER" && visibleHtmlText(values.html ?? "") === "")
    throw new ValidationError({ html: "paySettings.errors.requiredToEnable" });
  // The certificate's file name goes with the stored certificate, not with an empty upload field.
  if (secretNames.includes("certificate") && !fields.certificate) values.certificateName = stored.values.certificateName ?? "";

  const data = {
    titleZh: input.titleZh,
    titleEn: input.titleEn,
    noteZh: input.noteZh,
    noteEn: input.noteEn,
    enabled: input.enabled,
    order: PAYMENT_METHODS.indexOf(method),
    config: { ...values, secrets },
  };
  const row = await db.paymentMethodConfig.upsert({
    where: { conferenceId_method: { conferenceId, method } },
    create: { conferenceId, method, ...data },
    update: data,
  });
  return toMethodView(method, row);
}

export async function savePaymentSettings(conferenceId: number, input: TPaymentSettingsInput): Promise<PaymentSettingsValues> {
  const row = await db.paymentSettings.upsert({ where: { conferenceId }, create: { conferenceId, ...input }, update: input });
  return { plan: row.plan, combineOrders: row.combineOrders, payWithinHours: row.payWithinHours };
}
