import "server-only";
import type { PaymentMethodKind } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db";
import { METHOD_FIELDS, PAYMENT_METHODS, secretFieldsOf } from "./schemas";

// What /platform/config/pay and its gateway calls read. PaymentMethodConfig.config holds
// { <plain field>: "…", secrets: { <field>: "v1.…" (encryptSecret) } }; views carry the plain
// fields and, for secrets, only whether one is stored.

export type StoredConfig = { values: Record<string, string>; secrets: Record<string, string> };

/** The config JSON as stored (anything unexpected is ignored rather than trusted). */
export function readStoredConfig(json: unknown): StoredConfig {
  const values: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  if (json && typeof json === "object" && !Array.isArray(json)) {
    for (const [k, v] of Object.entries(json)) if (typeof v === "string") values[k] = v;
    const s = (json as { secrets?: unknown }).secrets;
    if (s && typeof s === "object" && !Array.isArray(s)) for (const [k, v] of Object.entries(s)) if (typeof v === "string" && v) secrets[k] = v;
  }
  return { values, secrets };
}

export type MethodView = {
  method: PaymentMethodKind;
  titleZh: string;
  titleEn: string;
  noteZh: string;
  noteEn: string;
  enabled: boolean;
  /** Plain fields (bank account, merchant id, sanitised HTML, certificate file name …). */
  values: Record<string, string>;
  /** For each encrypted field: is a value stored? The value itself never leaves the server. */
  secretsSet: Record<string, boolean>;
  updatedAt: string | null;
};

export type PaymentSettingsValues = { plan: "GENERAL" | "HOTEL_SEPARATE"; combineOrders: boolean; payWithinHours: number };
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettingsValues = { plan: "GENERAL", combineOrders: false, payWithinHours: 72 };

type MethodRow = {
  method: PaymentMethodKind;
  titleZh: string;
  titleEn: string;
  noteZh: string;
  noteEn: string;
  enabled: boolean;
  config: unknown;
  updatedAt: Date;
};

export function toMethodView(method: PaymentMethodKind, row: MethodRow | null): MethodView {
  const stored = readStoredConfig(row?.config);
  const plain = METHOD_FIELDS[method].filter((x) => !secretFieldsOf(method).includes(x.name)).map((x) => x.name);
  if (secretFieldsOf(method).includes("certificate")) plain.push("certificateName");
  return {
    method,
    titleZh: row?.titleZh ?? "",
    titleEn: row?.titleEn ?? "",
    noteZh: row?.noteZh ?? "",
    noteEn: row?.noteEn ?? "",
    enabled: row?.enabled ?? false,
    values: Object.fromEntries(plain.map((name) => [name, stored.values[name] ?? ""])),
    secretsSet: Object.fromEntries(secretFieldsOf(method).map((name) => [name, !!stored.secrets[name]])),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export type PaySettingsView = { settings: PaymentSettingsValues; methods: MethodView[] };

/** Every method (configured or not) in display order, and the general settings. */
export async function getPaySettingsView(conferenceId: number): Promise<PaySettingsView> {
  const [rows, settings] = await Promise.all([
    db.paymentMethodConfig.findMany({ where: { conferenceId } }),
    db.paymentSettings.findUnique({ where: { conferenceId }, select: { plan: true, combineOrders: true, payWithinHours: true } }),
  ]);
  const byMethod = new Map(rows.map((r) => [r.method, r]));
  return {
    settings: settings ?? DEFAULT_PAYMENT_SETTINGS,
    methods: PAYMENT_METHODS.map((m) => toMethodView(m, byMethod.get(m) ?? null)),
  };
}
