import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { startSilentServer, startTestSmtpServer, freeLoopbackPort, type TestSmtpServer } from "@/tests/support/smtp";
import { getMailConfigView, saveMailConfig, sendManagerTestMail, testMailConfig } from "./config-service";
import { decryptSecret } from "./crypto";
import { listMailLog, retryMail } from "./log-service";
import { listMailTemplates, resetMailTemplate, saveMailTemplate } from "./template-service";

// Mail config, "send test mail" against real loopback servers, and conference scoping of the
// services (the page/action/route denials are in tests/e2e/mail.spec.ts).
useTestDatabase();

let smtp: TestSmtpServer;
let demoId: number;
let enId: number;
const mail = { to: "manager@example.org", subject: "Test", text: "It works" };
const until = async (ok: () => boolean) => {
  while (!ok()) await new Promise((r) => setTimeout(r, 20));
};
const cid = async (host: string) => (await getDb().conferenceDomain.findUniqueOrThrow({ where: { host } })).conferenceId;

beforeAll(async () => {
  await seedDemo(getDb());
  demoId = await cid("demo.localhost");
  enId = await cid("en.localhost");
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp?.stop());

const settings = (over: Partial<{ password: string; port: number; smtpHost: string }> = {}) => ({
  address: smtp.user,
  password: smtp.pass,
  confirmPassword: over.password ?? smtp.pass,
  smtpHost: "127.0.0.1",
  port: smtp.port,
  ssl: false,
  active: true,
  ...over,
});

describe("saving the sender", () => {
  it("stores the password encrypted and reports it only as set", async () => {
    const view = await saveMailConfig(demoId, settings());
    expect(view).toEqual({
      address: smtp.user,
      smtpHost: "127.0.0.1",
      port: smtp.port,
      ssl: false,
      active: true,
      passwordSet: true,
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(view)).not.toContain(smtp.pass);
    const row = await getDb().mailConfig.findUniqueOrThrow({ where: { conferenceId: demoId } });
    expect(row.passwordEncrypted).not.toContain(smtp.pass);
    expect(decryptSecret(row.passwordEncrypted!)).toBe(smtp.pass);
  });

  it("keeps the stored password when the field is left empty", async () => {
    const before = (await getDb().mailConfig.findUniqueOrThrow({ where: { conferenceId: demoId } })).passwordEncrypted;
    await saveMailConfig(demoId, { ...settings(), password: "", confirmPassword: "", port: 2525 });
    const row = await getDb().mailConfig.findUniqueOrThrow({ where: { conferenceId: demoId } });
    expect(row.passwordEncrypted).toBe(before);
    expect(row.port).toBe(2525);
    await saveMailConfig(demoId, settings());
  });

  it("refuses to save a private destination unless the deployment allows it, and keeps a name that does not resolve yet", async () => {
    vi.stubEnv("SMTP_ALLOWED_HOSTS", "");
    try {
      const before = await getDb().mailConfig.findUniqueOrThrow({ where: { conferenceId: demoId } });
      for (const smtpHost of ["169.254.169.254", "localhost", "10.0.0.5"])
        await expect(saveMailConfig(demoId, settings({ smtpHost })), smtpHost).rejects.toMatchObject({
          status: 400,
          fieldErrors: { smtpHost: "mail.hostNotAllowed" },
        });
      expect((await getDb().mailConfig.findUniqueOrThrow({ where: { conferenceId: demoId } })).smtpHost).toBe(before.smtpHost);
      expect((await saveMailConfig(demoId, settings({ smtpHost: "smtp.nowhere.invalid" }))).smtpHost).toBe("smtp.nowhere.invalid");
    } finally {
      vi.unstubAllEnvs();
    }
    await saveMailConfig(demoId, settings());
  });

  it("requires a password when none is stored", async () => {
    await expect(saveMailConfig(enId, { ...settings(), password: "", confirmPassword: "" })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { password: "validation.required" },
    });
    expect(await getMailConfigView(enId)).toBeNull();
  });
});

describe("send test mail (real connection, bounded time)", () => {
  it("refuses a loopback server unless the deployment allows it (SMTP_ALLOWED_HOSTS), connecting nowhere", async () => {
    // The integration tests allow loopback (vitest.config.ts); a deployment does not by default.
    vi.stubEnv("SMTP_ALLOWED_HOSTS", "");
    try {
      const before = smtp.messages.length;
      for (const smtpHost of ["127.0.0.1", "localhost", "::1"])
        await expect(testMailConfig(demoId, settings({ smtpHost }), mail), smtpHost).rejects.toMatchObject({
          status: 400,
          fieldErrors: { smtpHost: "mail.hostNotAllowed" },
        });
      expect(smtp.messages.length).toBe(before);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("succeeds and the message arrives", async () => {
    const r = await testMailConfig(demoId, settings(), mail);
    expect(r.to).toBe("manager@example.org");
    const [m] = await smtp.waitFor(1);
    expect(m.subject).toBe("Test");
    expect(m.messageId).toBe(r.messageId);
  });

  it("uses the stored password when none is typed", async () => {
    await expect(testMailConfig(demoId, { ...settings(), password: "", confirmPassword: "" }, mail)).resolves.toMatchObject({ to: mail.to });
  });

  it("wrong password → authentication failed", async () => {
    await expect(testMailConfig(demoId, settings({ password: "Wrong-pass-123" }), mail)).rejects.toMatchObject({ key: "mail.authFailed", status: 502 });
  });

  it("a server that accepts TCP but never answers → timed out, and the connection is given up", async () => {
    const silent = await startSilentServer();
    try {
      // Without its own deadline the call would wait on the silent server until the test's timeout.
      await expect(testMailConfig(demoId, settings({ port: silent.port }), mail, 300)).rejects.toMatchObject({ key: "mail.authTimeout", status: 502 });
      expect(silent.accepted()).toBe(1); // it did reach the server: a timeout, not a refused connection
      await until(() => silent.open() === 0); // and hung up rather than leaving the socket behind
    } finally {
      await silent.close();
    }
  });

  // The page's action and the gateway call both send it through sendManagerTestMail.
  it("as a manager asks for it: to their own address, in their language, signed with the conference", async () => {
    const conference = await getDb().conference.findUniqueOrThrow({ where: { id: demoId } });
    for (const [locale, subject] of [
      ["en", `Test mail from ${conference.nameEn}`],
      ["zh", conference.nameZh],
    ] as const) {
      smtp.messages.length = 0;
      const r = await sendManagerTestMail({ conference, user: { email: "boss@example.org" } }, settings(), locale);
      expect(r).toMatchObject({
        to: "boss@example.org",
        message: locale === "en" ? "Test mail sent to boss@example.org." : expect.stringContaining("boss@example.org"),
      });
      const [m] = await smtp.waitFor(1);
      expect(m.envelopeTo).toEqual(["boss@example.org"]);
      expect(m.subject).toContain(subject);
      expect(m.from?.value[0].name).toBe(locale === "en" ? conference.nameEn : conference.nameZh);
    }
  });

  it("nothing listening → cannot connect", async () => {
    const port = await freeLoopbackPort();
    await expect(testMailConfig(demoId, settings({ port }), mail, 2000)).rejects.toMatchObject({ key: "mail.connectFailed" });
  });
});

describe("templates", () => {
  it("lists the eleven with placeholders, saves and resets one", async () => {
    const all = await listMailTemplates(demoId);
    expect(all.map((t) => t.kind)).toHaveLength(11);
    expect(all.every((t) => t.isDefault)).toBe(true);
    expect(all.find((t) => t.kind === "REGISTRATION_PAYMENT")?.placeholders).toEqual(["name", "conferenceName", "orderNo", "amount", "code", "link"]);

    const saved = await saveMailTemplate(demoId, {
      kind: "HOTEL_PAYMENT",
      subjectZh: "付款 {orderNo}",
      subjectEn: "Paid {orderNo}",
      bodyZh: "<p>{amount}</p>",
      bodyEn: "<p>{amount}</p>",
    });
    expect(saved.isDefault).toBe(false);
    expect((await listMailTemplates(enId)).find((t) => t.kind === "HOTEL_PAYMENT")?.isDefault).toBe(true); // other conference untouched
    const reset = await resetMailTemplate(demoId, "HOTEL_PAYMENT");
    expect(reset.isDefault).toBe(true);
  });
});

describe("conference scoping", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("a conference's log shows only its own mail; retry is scoped", async () => {
    const other = await getDb().mailOutbox.create({
      data: { conferenceId: enId, to: "x@example.org", subject: "en only", html: "<p>x</p>", status: "FAILED" },
    });
    const own = await getDb().mailOutbox.create({
      data: { conferenceId: demoId, to: "y@example.org", subject: "demo", html: "<p>y</p>", status: "FAILED", lastError: "boom" },
    });
    const log = await listMailLog(demoId, { page: 1, size: 20 });
    expect(log.rows.map((r) => r.id)).toContain(own.id);
    expect(log.rows.map((r) => r.id)).not.toContain(other.id);
    expect((await listMailLog(demoId, { status: "SENT", page: 1, size: 20 })).rows).toHaveLength(0);
    await expect(retryMail(demoId, other.id)).rejects.toMatchObject({ status: 404 });
    expect((await getDb().mailOutbox.findUniqueOrThrow({ where: { id: other.id } })).status).toBe("FAILED");
    await retryMail(enId, other.id);
    expect((await getDb().mailOutbox.findUniqueOrThrow({ where: { id: other.id } })).status).toBe("QUEUED");
  });

  // Platform mail holds everyone's verification and reset codes.
  it("platform mail is listed and retried only for a platform administrator, and only in the demo", async () => {
    const code = await getDb().mailOutbox.create({
      data: { conferenceId: null, to: "victim@example.org", subject: "Your code 123456", html: "<p>123456</p>", status: "FAILED" },
    });
    const own = await getDb().mailOutbox.create({ data: { conferenceId: demoId, to: "z@example.org", subject: "demo", html: "<p>z</p>" } });
    const ids = async (viewer?: { platformAdmin: boolean }) => (await listMailLog(demoId, { page: 1, size: 100 }, viewer)).rows.map((r) => r.id);
    const admin = { platformAdmin: true };

    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SYMPOSIA_DEMO", "1");
    for (const manager of [undefined, { platformAdmin: false }]) {
      expect(await ids(manager)).toContain(own.id);
      expect(await ids(manager)).not.toContain(code.id);
      await expect(retryMail(demoId, code.id, manager)).rejects.toMatchObject({ status: 404 });
    }
    expect(await ids(admin)).toEqual(expect.arrayContaining([own.id, code.id]));
    expect((await listMailLog(demoId, { page: 1, size: 100 }, admin)).rows.find((r) => r.id === code.id)?.platform).toBe(true);

    // not a demo (DEFAULT_CONFERENCE_HOST set, as a production deployment may): nobody sees it
    vi.stubEnv("SYMPOSIA_DEMO", "");
    vi.stubEnv("DEFAULT_CONFERENCE_HOST", "demo.localhost");
    expect(await ids(admin)).not.toContain(code.id);
    await expect(retryMail(demoId, code.id, admin)).rejects.toMatchObject({ status: 404 });

    vi.stubEnv("SYMPOSIA_DEMO", "1");
    await retryMail(demoId, code.id, admin);
    expect((await getDb().mailOutbox.findUniqueOrThrow({ where: { id: code.id } })).status).toBe("QUEUED");
  });

  it("pages through the log", async () => {
    await getDb().mailOutbox.deleteMany({});
    await getDb().mailOutbox.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({ conferenceId: demoId, to: `p${i}@example.org`, subject: `s${i}`, html: "" })),
    });
    const p2 = await listMailLog(demoId, { page: 2, size: 10 });
    expect(p2.total).toBe(25);
    expect(p2.rows).toHaveLength(10);
    expect((await listMailLog(demoId, { page: 3, size: 10 })).rows).toHaveLength(5);
  });
});
