import { describe, expect, it } from "vitest";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { certificateProblem, METHOD_FIELDS, PAYMENT_METHODS, ZPaymentMethodInput, ZPaymentSettingsInput } from "./schemas";

// The shared schemas of /platform/config/pay: what the form and the server both refuse.

const errorsOf = (input: unknown) => {
  const r = ZPaymentMethodInput.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};
const b64 = (bytes: number[] | string) => Buffer.from(typeof bytes === "string" ? bytes : Uint8Array.from(bytes)).toString("base64");

describe("payment method input", () => {
  it("enabling needs the titles and every required plain field, each on its own field", () => {
    expect(errorsOf({ method: "BANK_REMITTANCE", enabled: true, titleZh: "银行转账", account: "  " })).toEqual({
      titleEn: "paySettings.errors.requiredToEnable",
      accountName: "paySettings.errors.requiredToEnable",
      account: "paySettings.errors.requiredToEnable",
      bankName: "paySettings.errors.requiredToEnable",
    });
    expect(errorsOf({ method: "POST_REMITTANCE", enabled: true, titleZh: "邮汇", titleEn: "Post", payee: "A" })).toEqual({
      address: "paySettings.errors.requiredToEnable",
      postcode: "paySettings.errors.requiredToEnable",
    });
    // the same fields may stay empty while the method is off
    expect(errorsOf({ method: "BANK_REMITTANCE", enabled: false })).toEqual({});
  });

  it("required messages show together with other field errors", () => {
    expect(errorsOf({ method: "BANK_REMITTANCE", enabled: true, titleZh: "x".repeat(101), titleEn: "Bank", swift: "NOPE" })).toMatchObject({
      titleZh: expect.stringMatching(/^validation\./),
      swift: "paySettings.errors.swift",
      accountName: "paySettings.errors.requiredToEnable",
    });
  });

  it("secrets are not required by the schema (the server knows whether one is stored)", () => {
    expect(errorsOf({ method: "PAYPAL", enabled: true, titleZh: "贝宝", titleEn: "PayPal", clientId: "abc", webhookId: "WH-1" })).toEqual({});
    // The webhook id is part of what PayPal signs, so enabling needs it
    expect(errorsOf({ method: "PAYPAL", enabled: true, titleZh: "贝宝", titleEn: "PayPal" })).toEqual({
      clientId: "paySettings.errors.requiredToEnable",
      webhookId: "paySettings.errors.requiredToEnable",
    });
  });

  it("OTHER's HTML counts as empty when it shows nothing", () => {
    const base = { method: "OTHER", enabled: true, titleZh: "其他", titleEn: "Other" };
    expect(errorsOf({ ...base, html: "<p> &nbsp;</p>" })).toEqual({ html: "paySettings.errors.requiredToEnable" });
    expect(errorsOf({ ...base, html: "<p>Pay at the desk</p>" })).toEqual({});
  });

  it("refuses fields of another method and unknown methods", () => {
    expect(errorsOf({ method: "BANK_REMITTANCE", payee: "x" })).toHaveProperty("payee");
    expect(Object.keys(errorsOf({ method: "CASH" }))).toEqual(["method"]);
  });

  it("accepts PKCS#12 and PEM certificates and refuses anything else", () => {
    expect(certificateProblem(b64([0x30, 0x82, 0x0a, 0x01]), "merchant.pfx")).toBeNull();
    expect(certificateProblem(b64("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n"), "key.PEM")).toBeNull();
    expect(certificateProblem(b64([0x30, 0x82]), "merchant.exe")).toBe("paySettings.errors.certificateType");
    expect(certificateProblem(b64("hello"), "cert.p12")).toBe("paySettings.errors.certificateType");
    expect(certificateProblem(b64("hello"), "cert.pem")).toBe("paySettings.errors.certificateType");
    expect(certificateProblem("not base64!", "cert.p12")).toBe("paySettings.errors.certificateType");
    expect(certificateProblem(b64([0x30, ...new Array(70_000).fill(1)]), "big.p12")).toBe("paySettings.errors.certificateTooLarge");
    expect(errorsOf({ method: "CARD_DOMESTIC", certificate: b64("hello"), certificateName: "a.p12" })).toEqual({
      certificate: "paySettings.errors.certificateType",
    });
  });

  it("describes every field each method's schema takes", () => {
    for (const method of PAYMENT_METHODS) {
      const option = ZPaymentMethodInput.parse({ method });
      const own = Object.keys(option).filter((k) => !["method", "titleZh", "titleEn", "noteZh", "noteEn", "enabled", "certificateName"].includes(k));
      expect(own.sort(), method).toEqual(METHOD_FIELDS[method].map((f) => f.name).sort());
    }
  });
});

describe("general settings input", () => {
  it("takes 1 to 720 hours as a whole number", () => {
    const ok = (payWithinHours: unknown) => ZPaymentSettingsInput.safeParse({ plan: "GENERAL", combineOrders: false, payWithinHours }).success;
    expect([ok(1), ok("720"), ok(72)]).toEqual([true, true, true]);
    expect([ok(0), ok(721), ok("1.5"), ok(""), ok(2.5)]).toEqual([false, false, false, false, false]);
    expect(ZPaymentSettingsInput.safeParse({ plan: "OTHER", combineOrders: false, payWithinHours: 1 }).success).toBe(false);
  });
});

describe("SWIFT/BIC and IBAN of a bank transfer", () => {
  const bank = (over: Record<string, unknown>) => ZPaymentMethodInput.safeParse({ method: "BANK_REMITTANCE", ...over });
  it("accepts valid codes in any case and spacing, normalised; both optional", () => {
    expect(bank({ swift: "bkchcnbj", iban: "gb82 west 1234 5698 7654 32" }).data).toMatchObject({ swift: "BKCHCNBJ", iban: "GB82WEST12345698765432" });
    expect(bank({ swift: "DEUTDEFF500", iban: "DE89370400440532013000" }).success).toBe(true);
    expect(bank({}).data).toMatchObject({ swift: "", iban: "" });
  });
  it("refuses an IBAN whose mod-97 check fails or whose length does not fit its country, and a BIC of the wrong shape", () => {
    expect(errorsOf({ method: "BANK_REMITTANCE", iban: "GB82WEST12345698765431" })).toEqual({ iban: "paySettings.errors.iban" });
    expect(errorsOf({ method: "BANK_REMITTANCE", iban: "GB82WEST1234569876543" })).toEqual({ iban: "paySettings.errors.iban" });
    expect(errorsOf({ method: "BANK_REMITTANCE", iban: "not an iban" })).toEqual({ iban: "paySettings.errors.iban" });
    for (const swift of ["DEUTDEF", "DEUTDEFF5", "DEUT1EFF", "12CHCNBJ"])
      expect(errorsOf({ method: "BANK_REMITTANCE", swift }), swift).toEqual({ swift: "paySettings.errors.swift" });
  });
  it("is an optional field of the bank method, shown to participants", () => {
    expect(METHOD_FIELDS.BANK_REMITTANCE.find((f) => f.name === "iban")).toEqual({ name: "iban", kind: "text", required: false });
  });
});
