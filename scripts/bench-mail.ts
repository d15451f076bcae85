// Mail throughput, part of `npm run bench` (also `npx tsx scripts/bench-mail.ts`
// alone, no build needed): 10,000 queued confirmation mails through the real worker (batch claims,
// pooled SMTP connections) to a loopback SMTP server (tests/support/smtp.ts) that parses every
// message, on a scratch schema of the benchmark database (the embedded one when no Postgres
// answers). Prints mails per minute — the target is ≥ 1,000 — and where a verification code
// queued behind the whole batch arrived. Figures go to docs/performance.md.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { encryptSecret } from "../lib/mail/crypto";
import { enqueueMail, MAIL_PRIORITY } from "../lib/mail/outbox";
import { startMailWorker } from "../lib/mail/worker";
import { startEmbeddedPostgres } from "../lib/server/embedded-db";
import { migrate } from "../lib/server/migrate";
import { createPrismaClient } from "../lib/server/prisma-client";
import { ensureDatabase, findPostgresServer, freePort } from "../tests/support/postgres";
import { startTestSmtpServer } from "../tests/support/smtp";

const MAILS = 10_000;
const SCHEMA = "bench_mail";

async function dropSchema(base: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
  await c.end();
}

export async function benchMail(n = MAILS): Promise<void> {
  process.env.APP_SECRET ||= randomBytes(32).toString("hex"); // the worker decrypts the SMTP password
  const real = await findPostgresServer();
  const embedded = real ? null : await startEmbeddedPostgres({ port: await freePort() });
  const base = real ? await ensureDatabase(real, "symposia_e2e") : embedded!.url;
  await dropSchema(base);
  await migrate(base, { schema: SCHEMA });
  const url = `${base}${base.includes("?") ? "&" : "?"}schema=${SCHEMA}`;
  const db = createPrismaClient(url, 2);
  const smtp = await startTestSmtpServer();
  try {
    const conf = await db.conference.create({ data: { nameZh: "邮件压测", nameEn: "Mail Bench", status: 4 } });
    await db.mailConfig.create({
      data: {
        conferenceId: conf.id,
        address: smtp.user,
        passwordEncrypted: encryptSecret(smtp.pass),
        smtpHost: "127.0.0.1",
        port: smtp.port,
        ssl: false,
        active: true,
      },
    });
    const html = "<p>Dear participant,</p><p>your registration is confirmed.</p>";
    await db.mailOutbox.createMany({
      data: Array.from({ length: n }, (_, i) => ({
        conferenceId: conf.id,
        to: `bench${i}@example.org`,
        locale: "en",
        templateKind: "REGISTRATION" as const,
        subject: `Registration confirmed ${i}`,
        html,
        text: "Dear participant, your registration is confirmed.",
      })),
    });
    // a code queued behind the whole batch, before the worker starts
    await db.$transaction((tx) =>
      enqueueMail(tx, { conferenceId: conf.id, to: "code@example.org", locale: "en", subject: "Your code", html: "<p>123456</p>" }, { priority: "urgent" }),
    );

    const t0 = performance.now();
    const worker = await startMailWorker({ databaseUrl: url, pollMs: 500 });
    // How long the code waited: watched while the batch drains, not inferred from its position.
    let codeWaited = NaN;
    let seen = 0;
    const watch = setInterval(() => {
      for (; seen < smtp.messages.length; seen++) {
        if (!smtp.messages[seen].envelopeTo.includes("code@example.org")) continue;
        codeWaited = performance.now() - t0;
        clearInterval(watch);
      }
    }, 5);
    await smtp.waitFor(n + 1, 30 * 60_000).finally(() => clearInterval(watch));
    const seconds = (performance.now() - t0) / 1000;
    await worker.stop();
    const sent = await db.mailOutbox.count({ where: { status: "SENT" } });
    const position = smtp.messages.findIndex((m) => m.envelopeTo.includes("code@example.org")) + 1;
    const urgent = await db.mailOutbox.count({ where: { priority: MAIL_PRIORITY.urgent } });
    console.log(
      `mail: ${n + 1} messages (${urgent} urgent) to a loopback SMTP server in ${seconds.toFixed(1)} s (${real ? "Postgres" : "embedded PGlite"}), ${sent} marked SENT`,
    );
    console.log(
      `mail throughput: ${Math.round(((n + 1) / seconds) * 60)} mails/min (target ≥ 1,000); the code queued last arrived as message #${position}, ${(codeWaited / 1000).toFixed(2)} s after the worker started`,
    );
  } finally {
    await smtp.stop();
    await db.$disconnect();
    await dropSchema(base).catch(() => {});
    await embedded?.stop();
  }
}

if (process.argv[1]?.endsWith("bench-mail.ts")) {
  benchMail().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
