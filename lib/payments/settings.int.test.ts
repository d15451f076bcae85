import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { seedDemoPayments } from "@/prisma/seed/demo-payments";
import { createSession } from "@/lib/server/session-store";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { enabledMethods, getMethodSecrets, getPaymentSettings } from "./methods";
import { getPaySettingsView } from "./queries";
import { PAYMENT_METHODS, ZPaymentMethodInput, type TPaymentMethodInput } from "./schemas";
import { savePaymentMethod, savePaymentSettings } from "./settings-service";
import { refusal } from "@/tests/support/refusal";

// SPEC §3 "Payment methods" on a real database: credentials encrypted at rest and never sent back,
// an empty field keeps the stored secret, enabling needs the required fields, OTHER's HTML is
// sanitised, and the participants' view holds instructions only.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();
const db = () => getDb();
let demo = 0;
let other = 0;
const tokens = { manager: "", alice: "" };

// Distinctive plaintexts: none of them may appear in a stored row or any answer.
const SECRETS = {
  paymentPassword: "PayPass-7781-secret",
  certificatePassword: "CertPass-5523-secret",
  wechatKey: "WeChatKey-0091-secret",
  paypalSecret: "PayPalSecret-3141-secret",
  alipayPrivate: "MIIEvAlipayPrivate-2718-secret",
  alipayPublic: "MIIBIjAlipayPublic-1618-secret",
  providerCert: "-----BEGIN CERTIFICATE-----ProviderCert-4242-secret",
};
const CERT = Buffer.from([0x30, 0x82, 0x01, 0x0a, ...Buffer.from("PKCS12-CERT-BODY-6626-secret")]).toString("base64");

const input = (v: Record<string, unknown>): TPaymentMethodInput => ZPaymentMethodInput.parse(v);
const card = (over: Record<string, unknown> = {}) =>
  input({
    method: "CARD_DOMESTIC",
    titleZh: "银行卡",
    titleEn: "Card",
    enabled: true,
    merchantId: "M-100200",
    terminalNo: "T-77",
    paymentPassword: SECRETS.paymentPassword,
    certificate: CERT,
    certificateName: "merchant.pfx",
    certificatePassword: SECRETS.certificatePassword,
    providerCertificate: SECRETS.providerCert,
    ...over,
  });

const rawConfig = async (conferenceId: number, method: string) =>
  (
    await db().$queryRawUnsafe<{ config: string }[]>(
      `SELECT config::text AS config FROM "PaymentMethodConfig" WHERE "conferenceId" = $1 AND method = $2::"PaymentMethodKind"`,
      conferenceId,
      method,
    )
  )[0]?.config ?? "";

function expectNoSecret(text: string) {
  for (const s of [...Object.values(SECRETS), CERT, "PKCS12-CERT-BODY"]) expect(text).not.toContain(s);
  expect(text).not.toMatch(/"v1\.[A-Za-z0-9_-]{20,}/); // nor the ciphertext
}

beforeAll(async () => {
  await seedDemo(db());
  const host = (h: string) => db().conferenceDomain.findUniqueOrThrow({ where: { host: h } });
  demo = (await host("demo.localhost")).conferenceId;
  other = (await host("en.localhost")).conferenceId;
  const user = (email: string) => db().user.findUniqueOrThrow({ where: { email } });
  tokens.manager = (await createSession((await user("manager@example.org")).id)).token;
  tokens.alice = (await createSession((await user("alice@example.org")).id)).token;
});

describe("credentials at rest (SPEC §3, the mail config's AES-GCM helper)", () => {
  it("stores every secret encrypted and gives it back decrypted only to the server", async () => {
    const view = await savePaymentMethod(demo, card());
    expect(view.secretsSet).toEqual({ paymentPassword: true, certificate: true, certificatePassword: true, providerCertificate: true });
    expect(view.values).toEqual({ merchantId: "M-100200", terminalNo: "T-77", certificateName: "merchant.pfx" });
    await savePaymentMethod(demo, input({ method: "WECHAT", merchantNo: "1900000109", key: SECRETS.wechatKey }));
    await savePaymentMethod(demo, input({ method: "PAYPAL", clientId: "client-abc", secret: SECRETS.paypalSecret }));
    await savePaymentMethod(demo, input({ method: "ALIPAY", appId: "2021000", appPrivateKey: SECRETS.alipayPrivate, alipayPublicKey: SECRETS.alipayPublic }));

    for (const m of ["CARD_DOMESTIC", "WECHAT", "PAYPAL", "ALIPAY"]) {
      const raw = await rawConfig(demo, m);
      expect(raw, m).toMatch(/"v1\./);
      for (const s of [...Object.values(SECRETS), CERT]) expect(raw, m).not.toContain(s);
    }
    expect(await getMethodSecrets(demo, "CARD_DOMESTIC")).toEqual({
      merchantId: "M-100200",
      terminalNo: "T-77",
      certificateName: "merchant.pfx",
      paymentPassword: SECRETS.paymentPassword,
      certificate: CERT,
      certificatePassword: SECRETS.certificatePassword,
      providerCertificate: SECRETS.providerCert,
    });
    expect(await getMethodSecrets(demo, "PAYPAL")).toEqual({ clientId: "client-abc", webhookId: "", secret: SECRETS.paypalSecret });
    expect(await getMethodSecrets(other, "PAYPAL")).toBeNull();
  });

  it("keeps the stored secrets and certificate when a save leaves them empty, replaces one that is typed", async () => {
    const before = await rawConfig(demo, "CARD_DOMESTIC");
    await savePaymentMethod(
      demo,
      card({ paymentPassword: "", certificate: "", certificateName: "", certificatePassword: "", providerCertificate: "", merchantId: "M-999" }),
    );
    const after = JSON.parse(await rawConfig(demo, "CARD_DOMESTIC"));
    expect(after.secrets).toEqual(JSON.parse(before).secrets);
    expect(await getMethodSecrets(demo, "CARD_DOMESTIC")).toMatchObject({
      merchantId: "M-999",
      certificateName: "merchant.pfx",
      paymentPassword: SECRETS.paymentPassword,
      certificate: CERT,
    });
    await savePaymentMethod(demo, card({ paymentPassword: "New-Pass-42", certificate: "", certificatePassword: "" }));
    expect(await getMethodSecrets(demo, "CARD_DOMESTIC")).toMatchObject({ paymentPassword: "New-Pass-42", certificatePassword: SECRETS.certificatePassword });
    await savePaymentMethod(demo, card()); // back to the values the other tests look for
  });

  it("never puts a secret in the settings view", async () => {
    const view = await getPaySettingsView(demo);
    expectNoSecret(JSON.stringify(view));
    expect(view.methods.find((m) => m.method === "WECHAT")?.secretsSet).toEqual({ key: true, merchantPrivateKey: false, platformCertificate: false });
    expect(view.methods.find((m) => m.method === "OTHER")?.secretsSet).toEqual({});
  });
});

describe("enabling a method", () => {
  it("is refused while a required secret is neither typed nor stored, with the field keys", async () => {
    const e = await refusal(
      savePaymentMethod(other, card({ paymentPassword: "", certificate: "", certificateName: "", certificatePassword: "", providerCertificate: "" })),
    );
    expect(e.status).toBe(400);
    expect(e.fieldErrors).toEqual({
      paymentPassword: "paySettings.errors.requiredToEnable",
      certificate: "paySettings.errors.requiredToEnable",
      providerCertificate: "paySettings.errors.requiredToEnable",
    });
    expect(await db().paymentMethodConfig.count({ where: { conferenceId: other } })).toBe(0);
    // saved off first, then enabled without retyping: the stored secret counts
    await savePaymentMethod(other, input({ method: "PAYPAL", clientId: "c", secret: SECRETS.paypalSecret }));
    const on = await savePaymentMethod(
      other,
      input({ method: "PAYPAL", clientId: "c", webhookId: "WH-1", secret: "", enabled: true, titleZh: "贝宝", titleEn: "PayPal" }),
    );
    expect(on.enabled).toBe(true);
  });

  it("is refused by the gateway with the field errors, translated", async () => {
    const r = await callGateway("POST", "/conference/platform/config/pay/method/save", {
      token: tokens.manager,
      json: { method: "BANK_REMITTANCE", enabled: true, titleZh: "银行转账", titleEn: "Bank transfer", accountName: "Demo" },
    });
    expect(r.status).toBe(400);
    const body = await envelopeOf<{ fieldErrors: Record<string, string> }>(r);
    expect(Object.keys(body.data.fieldErrors).sort()).toEqual(["account", "bankName"]);
    expect(body.data.fieldErrors.account).not.toMatch(/^paySettings\./);
  });
});

describe("OTHER's free HTML", () => {
  it("is sanitised when saved and when shown: the script is gone", async () => {
    const html = `<p onclick="steal()">Pay at the <b>registration desk</b>.</p><script>alert("x")</script><a href="javascript:alert(1)">link</a>`;
    const saved = await savePaymentMethod(demo, input({ method: "OTHER", enabled: true, titleZh: "现场缴费", titleEn: "On site", html }));
    expect(saved.values.html).toContain("<b>registration desk</b>");
    for (const bad of ["<script", "alert(", "onclick", "javascript:"]) {
      expect(saved.values.html).not.toContain(bad);
      expect(await rawConfig(demo, "OTHER")).not.toContain(bad);
    }
    const shown = (await enabledMethods(demo)).find((m) => m.method === "OTHER");
    expect(shown?.details.html).toBe(saved.values.html);
  });

  it("made only of a script counts as empty when enabling", async () => {
    const e = await refusal(
      savePaymentMethod(other, input({ method: "OTHER", enabled: true, titleZh: "其他", titleEn: "Other", html: "<script>evil()</script>" })),
    );
    expect(e.fieldErrors).toEqual({ html: "paySettings.errors.requiredToEnable" });
  });
});

describe("what participants see", () => {
  it("lists the enabled methods in display order with offline instructions and no credentials", async () => {
    await savePaymentMethod(
      demo,
      input({
        method: "BANK_REMITTANCE",
        enabled: true,
        titleZh: "银行转账",
        titleEn: "Bank transfer",
        noteEn: "Put the reference in the memo.",
        accountName: "Demo Conference",
        account: "6222 0000",
        bankName: "Bank of Demo",
      }),
    );
    await savePaymentMethod(demo, input({ method: "POST_REMITTANCE", enabled: false, payee: "Office", address: "Road 1", postcode: "100190" }));
    const list = await enabledMethods(demo);
    expect(list.map((m) => m.method)).toEqual(["CARD_DOMESTIC", "BANK_REMITTANCE", "OTHER"]);
    expect(list.find((m) => m.method === "CARD_DOMESTIC")).toMatchObject({ offline: false, details: {} });
    expect(list.find((m) => m.method === "BANK_REMITTANCE")).toEqual({
      method: "BANK_REMITTANCE",
      offline: true,
      titleZh: "银行转账",
      titleEn: "Bank transfer",
      noteZh: "",
      noteEn: "Put the reference in the memo.",
      details: { accountName: "Demo Conference", account: "6222 0000", bankName: "Bank of Demo" },
    });
    expectNoSecret(JSON.stringify(list));
    expect(JSON.stringify(list)).not.toContain("M-100200"); // nor an online method's merchant data
  });

  it("the gateway's answers hold no secret, to managers or participants", async () => {
    const calls: [string, string, string, unknown?][] = [
      ["GET", "/conference/platform/config/pay/find", tokens.manager],
      ["GET", "/conference/pay/methods", tokens.manager],
      ["GET", "/conference/pay/methods", tokens.alice],
      ["POST", "/conference/platform/config/pay/method/save", tokens.manager, { method: "WECHAT", merchantNo: "1900000109", key: "" }],
      ["POST", "/conference/platform/config/pay/method/save", tokens.manager, { method: "PAYPAL", clientId: "client-abc", secret: SECRETS.paypalSecret }],
    ];
    for (const [method, path, token, json] of calls) {
      const r = await callGateway(method, path, { token, json });
      expect(r.status, path).toBe(200);
      expectNoSecret(await r.text());
    }
    expect(await getMethodSecrets(demo, "WECHAT")).toMatchObject({ key: SECRETS.wechatKey });
    const alice = await envelopeOf<{ method: string }[]>(await callGateway("GET", "/conference/pay/methods", { token: tokens.alice }));
    expect(alice.data.map((m) => m.method)).toEqual(["CARD_DOMESTIC", "BANK_REMITTANCE", "OTHER"]);
  });

  it("refuses the manager calls to a participant", async () => {
    for (const [method, path, json] of [
      ["GET", "/conference/platform/config/pay/find"],
      ["POST", "/conference/platform/config/pay/method/save", { method: "PAYPAL", clientId: "x" }],
      ["POST", "/conference/platform/config/pay/settings/save", { plan: "GENERAL", combineOrders: true, payWithinHours: 24 }],
    ] as const) {
      expect((await callGateway(method, path, { token: tokens.alice, json })).status, path).toBe(403);
    }
    expect((await getPaymentSettings(demo)).payWithinHours).not.toBe(24);
  });
});

describe("general settings", () => {
  it("default to GENERAL, not combined, 72 hours, and save through the gateway", async () => {
    await db().paymentSettings.deleteMany({ where: { conferenceId: { in: [demo, other] } } });
    expect(await getPaymentSettings(other)).toEqual({ plan: "GENERAL", combineOrders: false, payWithinHours: 72 });
    const r = await callGateway("POST", "/conference/platform/config/pay/settings/save", {
      token: tokens.manager,
      json: { plan: "HOTEL_SEPARATE", combineOrders: true, payWithinHours: 48 },
    });
    expect(r.status).toBe(200);
    expect(await getPaymentSettings(demo)).toEqual({ plan: "HOTEL_SEPARATE", combineOrders: true, payWithinHours: 48 });
    const bad = await callGateway("POST", "/conference/platform/config/pay/settings/save", {
      token: tokens.manager,
      json: { plan: "GENERAL", combineOrders: true, payWithinHours: 721 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await envelopeOf<{ fieldErrors: object }>(bad)).data.fieldErrors)).toEqual(["payWithinHours"]);
    await savePaymentSettings(demo, { plan: "GENERAL", combineOrders: false, payWithinHours: 72 });
  });
});

describe("demo payment settings", () => {
  it("a demo database seeded before keeps no note that repeats the pay page (its migration rewrites the seeded text only)", async () => {
    const folder = readdirSync(path.join(process.cwd(), "prisma/migrations")).find((d) => d.endsWith("_demo_bank_note"))!;
    const sql = readFileSync(path.join(process.cwd(), "prisma/migrations", folder, "migration.sql"), "utf8");
    const where = (method: "BANK_REMITTANCE" | "POST_REMITTANCE") => ({ conferenceId_method: { conferenceId: demo, method } });
    await seedDemoPayments(db(), demo);
    await db().paymentMethodConfig.update({
      where: where("BANK_REMITTANCE"),
      data: {
        noteZh: "请在转账附言中填写付款编号，以便会务组核对到账；到账确认后订单状态将更新为已支付。",
        noteEn:
          "Please put the payment reference in the transfer memo so that the conference office can match your payment; the order is marked paid once it has arrived.",
      },
    });
    await db().paymentMethodConfig.update({
      where: where("POST_REMITTANCE"),
      data: { noteZh: "会务组自己写的说明。", noteEn: "Please write the payment reference on the remittance form." },
    });
    for (const statement of sql.split(/;\s*\n/).filter((x) => /\bUPDATE\b/.test(x))) await db().$executeRawUnsafe(statement);
    const bank = await db().paymentMethodConfig.findUniqueOrThrow({ where: where("BANK_REMITTANCE") });
    expect([bank.noteZh, bank.noteEn]).toEqual([
      "境外汇款的银行手续费由汇款人承担，请确保到账金额与应付金额一致。",
      "For transfers from abroad, bank charges are paid by the sender: please make sure the full amount arrives.",
    ]);
    const post = await db().paymentMethodConfig.findUniqueOrThrow({ where: where("POST_REMITTANCE") });
    expect([post.noteZh, post.noteEn]).toEqual(["会务组自己写的说明。", "A postal remittance usually takes 5–7 working days to arrive."]);
  });

  it("seed bank transfer (on), postal remittance (off) and the plan, once; later edits stay", async () => {
    await db().paymentMethodConfig.deleteMany({ where: { conferenceId: demo } });
    await db().paymentSettings.deleteMany({ where: { conferenceId: demo } });
    await seedDemoPayments(db(), demo);
    await seedDemoPayments(db(), demo);
    const list = await enabledMethods(demo);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      method: "BANK_REMITTANCE",
      titleZh: "银行转账",
      titleEn: "Bank transfer",
      details: { accountName: "Symposia Demo Conference", account: "6222 0000 1234 5678", bankName: "Bank of Demo, Beijing Branch" },
    });
    // the pay page itself asks for the payment reference (orders.pay.referenceHelp): the note must
    // not say it a second time
    expect(list[0].noteZh).toContain("手续费");
    expect(list[0].noteEn).toContain("bank charges");
    expect(list[0].noteZh).not.toContain("付款编号");
    expect(list[0].noteEn).not.toContain("payment reference");
    const post = (await getPaySettingsView(demo)).methods.find((m) => m.method === "POST_REMITTANCE")!;
    expect(post).toMatchObject({ enabled: false, values: { payee: expect.any(String), address: expect.any(String), postcode: "100190" } });
    // seeded rows pass the same schema as the form, so a manager can save them unchanged
    expect(
      ZPaymentMethodInput.safeParse({ method: "POST_REMITTANCE", ...post.values, titleZh: post.titleZh, titleEn: post.titleEn, enabled: true }).success,
    ).toBe(true);
    expect(await getPaymentSettings(demo)).toEqual({ plan: "GENERAL", combineOrders: true, payWithinHours: 72 });
    expect(await db().paymentMethodConfig.count({ where: { conferenceId: demo } })).toBe(2);
    // the seed's display order is the one saving gives (PAYMENT_METHODS)
    for (const r of await db().paymentMethodConfig.findMany({ where: { conferenceId: demo } }))
      expect(r.order, r.method).toBe(PAYMENT_METHODS.indexOf(r.method));

    await savePaymentSettings(demo, { plan: "GENERAL", combineOrders: false, payWithinHours: 12 });
    await seedDemoPayments(db(), demo);
    expect((await getPaymentSettings(demo)).payWithinHours).toBe(12);
  });
});

describe("bank details for transfers from abroad: SWIFT/BIC and IBAN", () => {
  const bank = (over: Record<string, unknown>) => ({
    method: "BANK_REMITTANCE",
    enabled: true,
    titleZh: "银行转账",
    titleEn: "Bank transfer",
    accountName: "Demo Conference",
    account: "6222 0000",
    bankName: "Bank of Demo",
    ...over,
  });
  const save = (json: unknown) => callGateway("POST", "/conference/platform/config/pay/method/save", { token: tokens.manager, json });

  it("stores both normalised (upper case, IBAN without spaces), gives them back to the manager and shows them to participants", async () => {
    const r = await save(bank({ swift: " deut de ff 500 ", iban: "de89 3704 0044 0532 0130 00" }));
    expect(r.status).toBe(200);
    expect(JSON.parse(await rawConfig(demo, "BANK_REMITTANCE"))).toMatchObject({ swift: "DEUTDEFF500", iban: "DE89370400440532013000" });
    const view = (await getPaySettingsView(demo)).methods.find((m) => m.method === "BANK_REMITTANCE")!;
    expect(view.values).toMatchObject({ swift: "DEUTDEFF500", iban: "DE89370400440532013000" });
    const shown = (await enabledMethods(demo)).find((m) => m.method === "BANK_REMITTANCE")!;
    expect(shown.details).toMatchObject({ swift: "DEUTDEFF500", iban: "DE89370400440532013000" });
    const participant = await envelopeOf<{ method: string; details: Record<string, string> }[]>(
      await callGateway("GET", "/conference/pay/methods", { token: tokens.alice }),
    );
    expect(JSON.stringify(participant.data)).toContain("DE89370400440532013000");
  });

  it("both stay optional; a wrong check digit or a malformed BIC is a 400 on its field, in the caller's language, and nothing changes", async () => {
    expect((await save(bank({ swift: "", iban: "" }))).status).toBe(200);
    expect(JSON.parse(await rawConfig(demo, "BANK_REMITTANCE"))).toMatchObject({ swift: "", iban: "" });
    const r = await save(bank({ swift: "DEUT1EFF", iban: "DE89 3704 0044 0532 0130 01" }));
    const body = await envelopeOf<{ fieldErrors: Record<string, string> }>(r);
    expect([r.status, body.data.fieldErrors]).toEqual([
      400,
      { swift: "请输入有效的 SWIFT/BIC 代码：8 或 11 位，例如 BKCHCNBJ 或 DEUTDEFF500", iban: "IBAN 无效：请核对国家代码、长度和各位数字" },
    ]);
    expect(JSON.parse(await rawConfig(demo, "BANK_REMITTANCE"))).toMatchObject({ swift: "", iban: "" });
  });
});
