import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/server/embedded-db";
import { migrate } from "@/lib/server/migrate";
import { freePort } from "@/tests/support/postgres";
import { startTestSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { saveMailConfig } from "./config-service";
import { enqueueMail, enqueueTemplateMail } from "./outbox";
import { startMailWorker, type MailWorker } from "./worker";

// DESIGN §4: the demo's embedded PGlite (served by pglite-socket) runs the same worker — batch
// claims with FOR UPDATE SKIP LOCKED included; LISTEN does not fire there, so the worker's poll
// finds the rows. Pools stay within the socket server's connection limit.
let pglite: EmbeddedPostgres;
let smtp: TestSmtpServer;
let worker: MailWorker | null = null;

beforeAll(async () => {
  pglite = await startEmbeddedPostgres({ port: await freePort() });
  await migrate(pglite.url);
  process.env.DATABASE_URL = pglite.url;
  process.env.DATABASE_POOL_MAX = "3";
  smtp = await startTestSmtpServer();
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  const holder = globalThis as unknown as { __symposiaDb?: { $disconnect(): Promise<void> } };
  await holder.__symposiaDb?.$disconnect();
  holder.__symposiaDb = undefined;
  await smtp?.stop();
  await pglite?.stop();
});

describe("mail worker on the embedded database", () => {
  it("delivers committed outbox rows, most urgent first", async () => {
    const conf = await getDb().conference.create({ data: { nameZh: "嵌入式会议", nameEn: "Embedded Conference", status: 4 } });
    await saveMailConfig(conf.id, {
      address: smtp.user,
      password: smtp.pass,
      confirmPassword: smtp.pass,
      smtpHost: "127.0.0.1",
      port: smtp.port,
      ssl: false,
      active: true,
    });
    // All queued before the worker starts, the urgent one last; one message at a time, it goes first.
    for (let i = 0; i < 3; i++) {
      await getDb().$transaction((tx) =>
        enqueueTemplateMail(tx, {
          conferenceId: conf.id,
          kind: "REGISTRATION",
          to: `e${i}@example.org`,
          locale: "en",
          values: { name: `E${i}`, email: `e${i}@example.org`, link: "https://x.test" },
        }),
      );
    }
    await getDb().$transaction((tx) =>
      enqueueMail(tx, { conferenceId: conf.id, to: "urgent@example.org", locale: "en", subject: "Urgent", html: "<p>now</p>" }, { priority: "urgent" }),
    );
    worker = await startMailWorker({ pollMs: 200, poolMax: 2, concurrency: 1 });
    expect(worker).toMatchObject({ embedded: true });
    await smtp.waitFor(4, 30_000);
    const end = Date.now() + 10_000;
    while ((await getDb().mailOutbox.count({ where: { status: "SENT" } })) < 4 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(await getDb().mailOutbox.count({ where: { status: "SENT" } })).toBe(4);
    expect(smtp.messages.map((m) => m.subject)).toEqual(["Urgent", ...Array(3).fill("[Embedded Conference] Registration confirmed")]);
  });
});
