import "server-only";
import { decryptSecret } from "@/lib/mail/crypto";
import type { PaymentMethodKind } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db";
import { sanitizePageHtml } from "@/lib/validation/page-html";
import { DEFAULT_PAYMENT_SETTINGS, readStoredConfig, type PaymentSettingsValues } from "./queries";
import { isOfflineMethod, METHOD_FIELDS, secretFieldsOf } from "./schemas";

// The payment methods as the rest of the app uses them: what participants may choose (no secrets),
// the general settings, and — for the online providers only — the decrypted credentials.
// Client components import OFFLINE_METHODS / isOfflineMethod from ./schemas (this file is server-only).

export { OFFLINE_METHODS, isOfflineMethod } from "./schemas";

export type PublicMethod = {
  method: PaymentMethodKind;
  offline: boolean;
  titleZh: string;
  titleEn: string;
  noteZh: string;
  noteEn: string;
  /**
   * Offline instructions only: bank { accountName, account, bankName, branch?, swift?, iban? }, post
   * { payee, address, postcode }, other { html } (sanitised). Never secrets; online methods: {}.
   */
  details: Record<string, string>;
};

function publicDetails(method: PaymentMethodKind, config: unknown): Record<string, string> {
  if (!isOfflineMethod(method)) return {};
  const { values } = readStoredConfig(config);
  const details: Record<string, string> = {};
  for (const field of METHOD_FIELDS[method]) {
    const value = values[field.name] ?? "";
    if (value) details[field.name] = field.kind === "html" ? sanitizePageHtml(value) : value; // again on the way out
  }
  return details;
}

/** The enabled methods of a conference, in display order. */
export async function enabledMethods(conferenceId: number): Promise<PublicMethod[]> {
  const rows = await db.paymentMethodConfig.findMany({
    where: { conferenceId, enabled: true },
    orderBy: [{ order: "asc" }, { method: "asc" }],
    select: { method: true, titleZh: true, titleEn: true, noteZh: true, noteEn: true, config: true },
  });
  return rows.map((r) => ({
    method: r.method,
    offline: isOfflineMethod(r.method),
    titleZh: r.titleZh,
    titleEn: r.titleEn,
    noteZh: r.noteZh,
    noteEn: r.noteEn,
    details: publicDetails(r.method, r.config),
  }));
}

/** Plan, "orders can be combined" and the unpaid order's deadline; defaults when never saved. */
export async function getPaymentSettings(conferenceId: number): Promise<PaymentSettingsValues> {
  const row = await db.paymentSettings.findUnique({ where: { conferenceId }, select: { plan: true, combineOrders: true, payWithinHours: true } });
  return row ?? { ...DEFAULT_PAYMENT_SETTINGS };
}

/**
 * A method's whole configuration with its secrets decrypted (merchant id, keys, the certificate as
 * base64 …), for the online providers on the server. Null when the method was never configured.
 * A secret that no longer decrypts (APP_SECRET changed) is left out: the manager must type it again.
 */
export async function getMethodSecrets(conferenceId: number, method: PaymentMethodKind): Promise<Record<string, string> | null> {
  const row = await db.paymentMethodConfig.findUnique({ where: { conferenceId_method: { conferenceId, method } }, select: { config: true } });
  if (!row) return null;
  const { values, secrets } = readStoredConfig(row.config);
  const out: Record<string, string> = { ...values };
  for (const name of secretFieldsOf(method)) {
    if (!secrets[name]) continue;
    try {
      out[name] = decryptSecret(secrets[name]);
    } catch {
      console.warn(`[payments] the stored ${method}.${name} of conference ${conferenceId} cannot be decrypted; it must be entered again`);
    }
  }
  return out;
}
