// Part of `npm run bench`: a registration rush through the production server — 2,000
// signed-in people send their attendance at the same moment (one socket each) to the gateway's
// conferenceUser/save, on a cap of 100 and then of 1,500. Prints whether the count is exact
// (answers, rows and the conference's counter all equal the cap), accepted registrations per
// minute from the first request to the last acceptance (target ≥ 6,000/min) and the p99 latency.
import { createHash, randomBytes } from "node:crypto";
import type pg from "pg";
import { rawRequest } from "../tests/support/http";

const ATTEMPTS = 2000;

type Outcome = { status: number; ms: number };

async function rush(sql: pg.Pool, port: number, conferenceId: number, cap: number, tag: string): Promise<string> {
  const {
    rows: [{ n: before }],
  } = await sql.query(`SELECT "registeredCount" AS n FROM "RegisterConfig" WHERE "conferenceId" = $1`, [conferenceId]);
  await sql.query(`UPDATE "RegisterConfig" SET "registerNum" = $2, "registerFlag" = true WHERE "conferenceId" = $1`, [conferenceId, before + cap]);
  const { rows: users } = await sql.query(
    `INSERT INTO "User" (email, "trueName", "updatedAt") SELECT 'rush-' || g || '-${tag}@example.org', 'Rush ' || g, now()
     FROM generate_series(1, $1) g RETURNING id, email`,
    [ATTEMPTS],
  );
  const tokens = users.map(() => randomBytes(32).toString("base64url"));
  await sql.query(
    `INSERT INTO "Session" ("tokenHash", "userId", mobile, "expiresAt", "lastSeenAt", "createdAt")
     SELECT h, u, false, now() + interval '1 hour', now(), now() FROM unnest($1::text[], $2::int[]) AS t(h, u)`,
    [tokens.map((t) => createHash("sha256").update(t).digest("hex")), users.map((u: { id: number }) => u.id)],
  );
  const answers = { telephone: "+86 10 1234 5678", country: "China", unit: "北京大学" };
  const t0 = performance.now();
  let lastAccepted = 0;
  const outcomes: Outcome[] = await Promise.all(
    tokens.map(async (token, i): Promise<Outcome> => {
      const started = performance.now();
      const status = await rawRequest({
        port,
        host: `demo.localhost:${port}`,
        path: "/api/conference/conferenceUser/save",
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ version: "default", notice: true, answers: { name: `Rush ${i}`, email: users[i].email, ...answers } }),
      }).then(
        (r) => r.status,
        () => 0,
      );
      const now = performance.now();
      if (status === 200) lastAccepted = Math.max(lastAccepted, now - t0);
      return { status, ms: now - started };
    }),
  );
  const {
    rows: [after],
  } = await sql.query(
    `SELECT c."registeredCount" AS counter, (SELECT count(*)::int FROM "Attendee" a WHERE a."conferenceId" = $1 AND a.email LIKE 'rush-%-${tag}@example.org') AS rows
     FROM "RegisterConfig" c WHERE c."conferenceId" = $1`,
    [conferenceId],
  );
  const count = (s: number) => outcomes.filter((o) => o.status === s).length;
  const accepted = count(200);
  // Never over-sold: every acceptance is a row and a count, and no more than the cap. The cap is
  // reached unless some were answered "busy, retry" (503) — they may come back; nobody was lost.
  const consistent = after.rows === accepted && after.counter - before === accepted && accepted <= cap;
  const reached = accepted === cap;
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const p99 = ms[Math.floor(ms.length * 0.99)];
  const perMinute = (accepted / lastAccepted) * 60_000;
  const others = outcomes.length - accepted - count(409) - count(503);
  return (
    `  cap ${cap}: ${accepted} accepted, ${count(409)} full (409), ${count(503)} busy (503), ${others} other; rows ${after.rows}, counter +${after.counter - before} → ` +
    `${consistent ? "never over-sold, rows = counter = acceptances" : "INCONSISTENT"}, ${reached ? "cap reached" : "cap not reached"}; ${perMinute.toFixed(0)} accepted/min (last acceptance at ${(lastAccepted / 1000).toFixed(1)} s; target ≥ 6,000/min); p99 ${p99.toFixed(0)} ms`
  );
}

export async function benchRush(sql: pg.Pool, port: number): Promise<void> {
  const {
    rows: [conf],
  } = await sql.query(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = 'demo.localhost'`);
  await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = (name = 'default') WHERE "conferenceId" = $1`, [conf.id]);
  console.log(`registration rush: ${ATTEMPTS} signed-in people at once, POST /api/conference/conferenceUser/save`);
  for (const cap of [100, 1500]) console.log(await rush(sql, port, conf.id, cap, `${cap}-${randomBytes(3).toString("hex")}`));
}
