import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import type { PaymentMethodKind } from "@/lib/generated/prisma/enums";
import { zInt } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// SPEC §3 "Payment methods" and the plan, one schema per input (DESIGN §6.1), shared by the forms of
// /platform/config/pay, the server actions and the gateway. Pure: the browser runs it too.
// Messages are i18n keys: validation.* (shared) and paySettings.errors.*.

/** Every method, in the order participants see them (the enum's order, also PaymentMethodConfig.order). */
export const PAYMENT_METHODS = [
  "CARD_DOMESTIC",
  "CARD_FOREIGN",
  "WECHAT",
  "ALIPAY",
  "PAYPAL",
  "BANK_REMITTANCE",
  "POST_REMITTANCE",
  "OTHER",
] as const satisfies readonly PaymentMethodKind[];

/** Paid outside the site and confirmed by a manager (lib/payments/offline.ts). */
export const OFFLINE_METHODS = ["BANK_REMITTANCE", "POST_REMITTANCE", "OTHER"] as const satisfies readonly PaymentMethodKind[];
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];

export function isOfflineMethod(m: string): m is OfflineMethod {
  return (OFFLINE_METHODS as readonly string[]).includes(m);
}

/**
 * How each method's own fields are shown and checked. `secret` and `certificate` values are
 * encrypted at rest and never sent back (an empty value keeps the stored one); `required` fields
 * must be filled before the method can be enabled.
 */
export type FieldKind = "text" | "multiline" | "html" | "secret" | "key" | "certificate";
export type MethodField = { name: string; kind: FieldKind; required: boolean };

const f = (name: string, kind: FieldKind = "text", required = true): MethodField => ({ name, kind, required });
const CARD: MethodField[] = [
  f("merchantId"),
  f("terminalNo"),
  f("paymentPassword", "secret"),
  f("certificate", "certificate"),
  f("certificatePassword", "secret", false),
  // The provider's signature-verification certificate (PEM), to check its notifications
  f("providerCertificate", "key"),
];

export const METHOD_FIELDS: Record<PaymentMethodKind, MethodField[]> = {
  BANK_REMITTANCE: [f("accountName"), f("account"), f("bankName"), f("branch", "text", false), f("swift", "text", false), f("iban", "text", false)],
  POST_REMITTANCE: [f("payee"), f("address", "multiline"), f("postcode")],
  OTHER: [f("html", "html")],
  CARD_DOMESTIC: CARD,
  CARD_FOREIGN: CARD,
  // API v3: the APIv3 key (`key`) decrypts notifications; requests are signed with the merchant's
  // private key (its certificate's serial number goes with them); the platform certificate checks
  // WeChat Pay's signatures.
  WECHAT: [f("appId"), f("merchantNo"), f("key", "secret"), f("merchantSerialNo"), f("merchantPrivateKey", "key"), f("platformCertificate", "key")],
  // SPEC "Alipay (user ID)": the partner id (seller_id, 2088…) is checked on every notification.
  ALIPAY: [f("appId"), f("sellerId", "text", false), f("appPrivateKey", "key"), f("alipayPublicKey", "key")],
  // The webhook id is part of what PayPal signs: a webhook meant for another listener fails.
  PAYPAL: [f("clientId"), f("secret", "secret"), f("webhookId")],
};

const ENCRYPTED: FieldKind[] = ["secret", "key", "certificate"];
export const isEncryptedField = (field: MethodField) => ENCRYPTED.includes(field.kind);

/** The names of a method's encrypted fields. */
export function secretFieldsOf(method: PaymentMethodKind): string[] {
  return METHOD_FIELDS[method].filter(isEncryptedField).map((x) => x.name);
}

// ── Field shapes ──

const text = (max = 200) => z.string().trim().max(max).default("");
const secret = (max = 8000) => z.string().trim().max(max).default("");

/** A certificate file of at most 64 KiB, sent as base64 (the form reads the file in the browser). */
export const CERTIFICATE_MAX_BYTES = 64 * 1024;
const CERTIFICATE_EXT = /\.(pfx|p12|pem)$/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** PKCS#12 (DER: an ASN.1 SEQUENCE, 0x30) or PEM text; null when it is fine. */
export function certificateProblem(base64: string, name: string): string | null {
  if (base64 === "") return null;
  if (!CERTIFICATE_EXT.test(name)) return "paySettings.errors.certificateType";
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return "paySettings.errors.certificateType";
  if ((base64.length / 4) * 3 > CERTIFICATE_MAX_BYTES + 2) return "paySettings.errors.certificateTooLarge";
  const head = atob(base64.slice(0, 4096));
  if (/\.pem$/i.test(name)) return head.includes("-----BEGIN ") ? null : "paySettings.errors.certificateType";
  return head.charCodeAt(0) === 0x30 ? null : "paySettings.errors.certificateType";
}

const common = {
  titleZh: text(100),
  titleEn: text(100),
  noteZh: text(2000),
  noteEn: text(2000),
  enabled: z.boolean().default(false),
};

const card = <M extends "CARD_DOMESTIC" | "CARD_FOREIGN">(method: M) =>
  z.strictObject({
    method: z.literal(method),
    ...common,
    merchantId: text(64),
    terminalNo: text(64),
    paymentPassword: secret(256),
    // base64 of the file; "" keeps the stored certificate
    certificate: z
      .string()
      .max(Math.ceil(CERTIFICATE_MAX_BYTES / 3) * 4 + 4)
      .default(""),
    certificateName: text(200),
    certificatePassword: secret(256),
    providerCertificate: secret(),
  });

export const ZBankRemittanceInput = z.strictObject({
  method: z.literal("BANK_REMITTANCE"),
  ...common,
  accountName: text(200),
  account: text(64),
  bankName: text(200),
  branch: text(200),
  // Stored as banks print them for transfers from abroad: upper case, the IBAN without spaces.
  // ibantools checks the BIC's shape (bank, ISO country, location, branch) and the IBAN's country
  // length and mod-97 check digits, so a typo is caught here rather than by a bounced transfer.
  swift: z
    .string()
    .trim()
    .max(20)
    .transform((v) => v.replace(/\s+/g, "").toUpperCase())
    .refine((v) => v === "" || isValidBIC(v), "paySettings.errors.swift")
    .default(""),
  iban: z
    .string()
    .trim()
    .max(50)
    .transform((v) => (v === "" ? "" : (electronicFormatIBAN(v) ?? v)))
    .refine((v) => v === "" || isValidIBAN(v), "paySettings.errors.iban")
    .default(""),
});
export const ZPostRemittanceInput = z.strictObject({
  method: z.literal("POST_REMITTANCE"),
  ...common,
  payee: text(200),
  address: text(500),
  postcode: text(20),
});
export const ZOtherInput = z.strictObject({ method: z.literal("OTHER"), ...common, html: z.string().trim().max(50_000).default("") });
export const ZCardDomesticInput = card("CARD_DOMESTIC");
export const ZCardForeignInput = card("CARD_FOREIGN");
export const ZWechatInput = z.strictObject({
  method: z.literal("WECHAT"),
  ...common,
  appId: text(64),
  merchantNo: text(64),
  key: secret(256),
  merchantSerialNo: text(64),
  merchantPrivateKey: secret(),
  platformCertificate: secret(),
});
export const ZAlipayInput = z.strictObject({
  method: z.literal("ALIPAY"),
  ...common,
  appId: text(64),
  sellerId: text(64),
  appPrivateKey: secret(),
  alipayPublicKey: secret(),
});
export const ZPaypalInput = z.strictObject({ method: z.literal("PAYPAL"), ...common, clientId: text(200), secret: secret(256), webhookId: text(100) });

/** Text that an HTML block shows (tags and entities of blank space removed). */
export function visibleHtmlText(html: string): string {
  return html
    .replace(/<(img|iframe)\b/gi, "x<$1")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
}

function isBlank(method: PaymentMethodKind, field: MethodField, value: unknown): boolean {
  if (typeof value !== "string") return false; // a type error has its own message
  return method === "OTHER" && field.kind === "html" ? visibleHtmlText(value) === "" : value.trim() === "";
}

/**
 * One input per method, discriminated by `method`. Enabling needs the titles in both languages
 * and every required plain field; required secrets are checked by the server, which knows whether
 * one is stored (lib/payments/settings-service.ts).
 */
export const ZPaymentMethodInput = z
  .discriminatedUnion("method", [
    ZBankRemittanceInput,
    ZPostRemittanceInput,
    ZOtherInput,
    ZCardDomesticInput,
    ZCardForeignInput,
    ZWechatInput,
    ZAlipayInput,
    ZPaypalInput,
  ])
  .superRefine(
    (v, ctx) => {
      const rec = v as Record<string, unknown>;
      if (rec.enabled !== true) return;
      const method = rec.method as PaymentMethodKind;
      if (!(method in METHOD_FIELDS)) return;
      for (const name of ["titleZh", "titleEn"])
        if (isBlank(method, f(name), rec[name] ?? "")) ctx.addIssue({ code: "custom", path: [name], message: "paySettings.errors.requiredToEnable" });
      for (const field of METHOD_FIELDS[method]) {
        if (!field.required || isEncryptedField(field)) continue;
        if (isBlank(method, field, rec[field.name] ?? "")) ctx.addIssue({ code: "custom", path: [field.name], message: "paySettings.errors.requiredToEnable" });
      }
    },
    // run even when another field failed, so every message shows at once
    { when: (p) => typeof p.value === "object" && p.value !== null && typeof (p.value as { method?: unknown }).method === "string" },
  )
  .superRefine(
    (v, ctx) => {
      const rec = v as Record<string, unknown>;
      if (rec.method !== "CARD_DOMESTIC" && rec.method !== "CARD_FOREIGN") return;
      if (typeof rec.certificate !== "string" || typeof (rec.certificateName ?? "") !== "string") return;
      const problem = certificateProblem(rec.certificate, String(rec.certificateName ?? ""));
      if (problem) ctx.addIssue({ code: "custom", path: ["certificate"], message: problem });
    },
    { when: (p) => typeof p.value === "object" && p.value !== null },
  );
export type TPaymentMethodInput = z.infer<typeof ZPaymentMethodInput>;

export const PAYMENT_PLANS = ["GENERAL", "HOTEL_SEPARATE"] as const;

/** SPEC §3 payment plan, "orders can be combined" and the unpaid order's deadline in hours. */
export const ZPaymentSettingsInput = z.strictObject({
  plan: z.enum(PAYMENT_PLANS),
  combineOrders: z.boolean(),
  payWithinHours: zInt({ min: 1, max: 720 }),
});
export type TPaymentSettingsInput = z.infer<typeof ZPaymentSettingsInput>;
