import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { startTestSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { saveMailConfig } from "./config-service";
import { deliverDue, deliverOutboxRow, recoverStale, type DeliveryDeps } from "./delivery";
import { retryMail } from "./log-service";
import { enqueueMail, enqueueTemplateMail } from "./outbox";
import { startMailWorker, type MailWorker } from "./worker";

// Mail delivery end to end: real SMTP on loopback, the outbox, retries, no double sends, rollback.
useTestDatabase();
const FAST = [20, 20, 20, 20]; // the 1 min / 5 min / 30 min / 2 h schedule, in milliseconds

let smtp: TestSmtpServer;
let demoId: number;
let enId: number;
const deps = (): DeliveryDeps => ({ db: getDb(), schedule: FAST });
const conferenceId = async (host: string) => (await getDb().conferenceDomain.findUniqueOrThrow({ where: { host } })).conferenceId;
const row = (id: number) => getDb().mailOutbox.findUniqueOrThrow({ where: { id } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`condition not met: ${JSON.stringify(v)}`);
    await sleep(25);
  }
}

function registration(to: string, locale: "zh" | "en", name = "Jane") {
  return {
    conferenceId: demoId,
    kind: "REGISTRATION" as const,
    to,
    locale,
    values: { name, email: to, link: "https://demo.localhost/profile/userInfo?a=1&b=2" },
  };
}

/** Messages at the server that belong to outbox row `id` (any attempt). */
const deliveriesOf = (id: number) => smtp.messages.filter((m) => m.outboxHeader?.split(".")[0] === String(id));

beforeAll(async () => {
  await seedDemo(getDb());
  demoId = await conferenceId("demo.localhost");
  enId = await conferenceId("en.localhost");
  smtp = await startTestSmtpServer();
  await saveMailConfig(demoId, {
    address: smtp.user,
    password: smtp.pass,
    confirmPassword: smtp.pass,
    smtpHost: "127.0.0.1",
    port: smtp.port,
    ssl: false,
    active: true,
  });
});

afterAll(async () => {
  await smtp?.stop();
});

beforeEach(async () => {
  await smtp.start();
  smtp.messages.length = 0;
  await getDb().mailOutbox.deleteMany({});
});

describe("template mail through a real SMTP server", () => {
  it("arrives rendered in the recipient's language, placeholders filled, HTML escaped", async () => {
    const nasty = `<script>alert("x")</script> & Co`;
    const [en, zh] = await getDb().$transaction(async (tx) => [
      await enqueueTemplateMail(tx, registration("jane@example.org", "en", nasty)),
      await enqueueTemplateMail(tx, registration("li@example.org", "zh", "李雷")),
    ]);
    expect(await deliverDue(deps())).toBe(2);
    await smtp.waitFor(2);

    const enMail = smtp.messages.find((m) => m.envelopeTo.includes("jane@example.org"))!;
    expect(enMail.subject).toBe("[National Conference on Scientific Computing 2026] Registration confirmed");
    const html = String(enMail.html);
    expect(html).toContain("Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,");
    expect(html).not.toContain("<script>");
    expect(html).toContain('href="https://demo.localhost/profile/userInfo?a=1&amp;b=2"');
    expect(html).not.toMatch(/\{[A-Za-z]+\}/);
    expect(enMail.text).toContain(`Dear ${nasty},`);
    expect(enMail.from?.value[0]).toMatchObject({ address: smtp.user, name: "National Conference on Scientific Computing 2026" });

    const zhMail = smtp.messages.find((m) => m.envelopeTo.includes("li@example.org"))!;
    expect(zhMail.subject).toBe("【2026 全国科学计算学术会议】注册成功");
    expect(String(zhMail.html)).toContain("<p>李雷，您好：</p>");
    expect(String(zhMail.html)).toContain("li@example.org");

    const sent = await row(en.id);
    expect(sent).toMatchObject({ status: "SENT", attempts: 1, lastError: null, templateKind: "REGISTRATION", locale: "en" });
    expect(sent.messageId).toBe(enMail.messageId);
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect((await row(zh.id)).status).toBe("SENT");
  });

  it("uses the conference's edited template", async () => {
    await getDb().mailTemplate.update({
      where: { conferenceId_kind: { conferenceId: demoId, kind: "REGISTRATION" } },
      data: { subjectEn: "Welcome {name}", bodyEn: "<p>Hi {name}, see {link}</p>" },
    });
    try {
      const { id } = await getDb().$transaction((tx) => enqueueTemplateMail(tx, registration("x@example.org", "en", "Tom")));
      await deliverOutboxRow(deps(), id);
      const [m] = await smtp.waitFor(1);
      expect(m.subject).toBe("Welcome Tom");
      expect(m.text).toBe("Hi Tom, see https://demo.localhost/profile/userInfo?a=1&b=2");
    } finally {
      await getDb().mailTemplate.deleteMany({ where: { conferenceId: demoId, kind: "REGISTRATION" } }); // reads as the default again
    }
  });

  it("refuses to enqueue a template with a missing value", async () => {
    const bad = { ...registration("x@example.org", "en"), values: { name: "A", email: "x@example.org" } } as never;
    await expect(getDb().$transaction((tx) => enqueueTemplateMail(tx, bad))).rejects.toThrow(/no value for placeholder \{link\}/);
    expect(await getDb().mailOutbox.count()).toBe(0);
  });
});

describe("the outbox is transactional", () => {
  it("a rolled-back transaction leaves no row and sends nothing", async () => {
    await expect(
      getDb().$transaction(async (tx) => {
        await enqueueTemplateMail(tx, registration("ghost@example.org", "en"));
        await tx.conference.update({ where: { id: demoId }, data: { shortName: "changed" } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await getDb().mailOutbox.count()).toBe(0);
    expect((await getDb().conference.findUniqueOrThrow({ where: { id: demoId } })).shortName).not.toBe("changed");
    expect(await deliverDue(deps())).toBe(0);
    await sleep(100);
    expect(smtp.messages).toHaveLength(0);
  });
});

describe("retries", () => {
  it("server down: retries on the schedule, ends FAILED with the SMTP error; back up: a manual retry sends it once", async () => {
    await smtp.stop();
    const { id } = await getDb().$transaction((tx) => enqueueTemplateMail(tx, registration("down@example.org", "en")));
    const d = deps();

    expect(await deliverOutboxRow(d, id)).toBe("retrying");
    let r = await row(id);
    expect(r).toMatchObject({ status: "RETRYING", attempts: 1 });
    expect(r.lastError).toMatch(/ECONNREFUSED/);
    expect(r.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    // Not due yet: nobody may take it early (the clock is pinned just before nextAttemptAt, so a
    // slow machine cannot make the 20 ms schedule elapse between the two calls).
    const before = new Date(r.nextAttemptAt.getTime() - 1);
    expect(await deliverOutboxRow({ ...d, now: () => before }, id)).toBe("skipped");

    for (let attempt = 2; attempt <= 5; attempt++) {
      await sleep(30);
      expect(await deliverOutboxRow(d, id)).toBe(attempt <= 4 ? "retrying" : "failed");
    }
    r = await row(id);
    expect(r).toMatchObject({ status: "FAILED", attempts: 5 });
    expect(r.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
    await sleep(30);
    expect(await deliverDue(d)).toBe(0); // failed rows stay failed

    await smtp.start();
    await expect(retryMail(enId, id)).rejects.toMatchObject({ status: 404 }); // another conference's manager
    await retryMail(demoId, id);
    await expect(retryMail(demoId, id)).rejects.toMatchObject({ key: "mail.notFailed" });
    expect(await deliverDue(d)).toBe(1);
    expect(await row(id)).toMatchObject({ status: "SENT", attempts: 6, lastError: null });
    expect(deliveriesOf(id)).toHaveLength(1);
  });

  it("a worker killed mid-send: the row is re-queued after the lease and delivered", async () => {
    const { id } = await getDb().$transaction((tx) => enqueueTemplateMail(tx, registration("crash@example.org", "zh")));
    await getDb().mailOutbox.update({ where: { id }, data: { status: "SENDING", attempts: 1, updatedAt: new Date(Date.now() - 60_000) } });
    expect(await deliverDue(deps())).toBe(0);
    expect(await recoverStale({ ...deps(), staleMs: 120_000 })).toBe(0); // still within the lease
    expect(await recoverStale({ ...deps(), staleMs: 30_000 })).toBe(1);
    expect(await deliverDue(deps())).toBe(1);
    expect(await row(id)).toMatchObject({ status: "SENT", attempts: 2 });
  });
});

describe("nothing is sent twice", () => {
  it("racing deliverers each claim a row at most once", async () => {
    const ids = await getDb().$transaction(async (tx) => {
      const out: number[] = [];
      for (let i = 0; i < 20; i++) out.push((await enqueueTemplateMail(tx, registration(`r${i}@example.org`, i % 2 ? "en" : "zh"))).id);
      return out;
    });
    const attempted = await Promise.all(Array.from({ length: 6 }, () => deliverDue(deps())));
    expect(attempted.reduce((a, b) => a + b, 0)).toBe(20);
    await smtp.waitFor(20);
    await sleep(200);
    expect(smtp.messages).toHaveLength(20);
    for (const id of ids) expect(deliveriesOf(id), `row ${id}`).toHaveLength(1);
    expect(await getDb().mailOutbox.count({ where: { status: "SENT" } })).toBe(20);
  });
});

describe("the worker", () => {
  let workers: MailWorker[] = [];
  afterEach(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    workers = [];
  });

  it("three workers (three replicas) together deliver every committed mail exactly once", async () => {
    // A pool of one connection each keeps the embedded database within its connection limit.
    for (let i = 0; i < 3; i++) workers.push(await startMailWorker({ pollMs: 200, schedule: FAST, poolMax: 1, concurrency: 4 }));
    const ids: number[] = [];
    for (let i = 0; i < 15; i++) {
      const { id } = await getDb().$transaction((tx) => enqueueTemplateMail(tx, registration(`w${i}@example.org`, "en")));
      ids.push(id);
    }
    // and a batch committed at once, which the workers race for
    ids.push(
      ...(await getDb().$transaction(async (tx) => {
        const out: number[] = [];
        for (let i = 0; i < 45; i++) out.push((await enqueueTemplateMail(tx, registration(`b${i}@example.org`, "zh"))).id);
        return out;
      })),
    );
    await until(
      () => getDb().mailOutbox.count({ where: { status: "SENT" } }),
      (n) => n === 60,
    );
    await sleep(500);
    expect(smtp.messages).toHaveLength(60);
    for (const id of ids) expect(deliveriesOf(id)).toHaveLength(1);
  });

  // PGlite has no LISTEN/NOTIFY across connections; there the poll alone wakes the worker.
  it.skipIf(inject("embedded"))("is woken by the commit (NOTIFY), not only by its poll", async () => {
    const w = await startMailWorker({ pollMs: 3_600_000, schedule: FAST }); // no second poll within the test
    workers.push(w);
    await w.ready; // listening, and the first drain (the one poll) is over: it cannot have seen the row
    const { id } = await getDb().$transaction((tx) => enqueueTemplateMail(tx, registration("fast@example.org", "en")));
    await until(
      () => row(id),
      (r) => r.status === "SENT",
      10_000,
    );
    // Neither a poll nor a kick sent it: the only other way in is the commit's NOTIFY.
    expect(w.wakeups()).toMatchObject({ poll: 1, kick: 0 });
    expect(w.wakeups().notify).toBeGreaterThan(0);
  });

  it("retries in the background and marks the row FAILED after the last attempt", async () => {
    await smtp.stop();
    workers.push(await startMailWorker({ pollMs: 50, schedule: FAST }));
    const { id } = await getDb().$transaction((tx) => enqueueTemplateMail(tx, registration("bg@example.org", "en")));
    const failed = await until(
      () => row(id),
      (r) => r.status === "FAILED",
    );
    expect(failed.attempts).toBe(5);
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    await smtp.start();
    await retryMail(demoId, id);
    await until(
      () => row(id),
      (r) => r.status === "SENT",
    );
    expect(deliveriesOf(id)).toHaveLength(1);
  });
});

describe("when mail is not set up", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("falls back to the platform SMTP_URL", async () => {
    vi.stubEnv("SMTP_URL", `smtp://${encodeURIComponent(smtp.user)}:${encodeURIComponent(smtp.pass)}@127.0.0.1:${smtp.port}?ignoreTLS=true`);
    const { id } = await getDb().$transaction((tx) => enqueueTemplateMail(tx, { ...registration("p@example.org", "en"), conferenceId: enId }));
    expect(await deliverOutboxRow(deps(), id)).toBe("sent");
    const [m] = await smtp.waitFor(1);
    expect(m.from?.value[0].address).toBe(smtp.user);
    expect(m.subject).toBe("[International Symposium on Data Science 2026] Registration confirmed");
  });

  it("answers 'please set up mail first' to managers and a clear message to participants", async () => {
    vi.stubEnv("MAIL_CAPTURE", "0");
    vi.stubEnv("SMTP_URL", "");
    const mail = { ...registration("n@example.org", "en"), conferenceId: enId };
    await expect(getDb().$transaction((tx) => enqueueTemplateMail(tx, mail, { audience: "manager" }))).rejects.toMatchObject({
      key: "mail.notConfigured",
      status: 409,
    });
    await expect(getDb().$transaction((tx) => enqueueTemplateMail(tx, mail))).rejects.toMatchObject({ key: "mail.unavailable" });
    expect(await getDb().mailOutbox.count()).toBe(0);
  });

  it("in the demo still records the mail, and marks it captured rather than failed", async () => {
    vi.stubEnv("MAIL_CAPTURE", "1");
    vi.stubEnv("SMTP_URL", "");
    const { id } = await getDb().$transaction((tx) =>
      enqueueMail(tx, { conferenceId: null, to: "demo@example.org", locale: "en", subject: "Your code", html: "<p>Code: <b>123456</b></p>" }),
    );
    expect(await row(id)).toMatchObject({ status: "QUEUED", text: "Code: 123456" });
    expect(await deliverOutboxRow(deps(), id)).toBe("captured");
    expect(await row(id)).toMatchObject({ status: "CAPTURED", attempts: 1, lastError: null, sentAt: null });
    expect(smtp.messages).toEqual([]);
  });

  it("outside the demo a mail queued while SMTP was set up fails at once saying why once it is gone", async () => {
    vi.stubEnv("MAIL_CAPTURE", "0");
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:9");
    const { id } = await getDb().$transaction((tx) =>
      enqueueMail(tx, { conferenceId: null, to: "late@example.org", locale: "en", subject: "Your code", html: "<p>Code</p>" }),
    );
    vi.stubEnv("SMTP_URL", "");
    expect(await deliverOutboxRow(deps(), id)).toBe("failed");
    expect(await row(id)).toMatchObject({ status: "FAILED", attempts: 1, lastError: "mail.notConfigured" });
  });
});
