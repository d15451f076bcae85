import { createHash, randomBytes } from "node:crypto";
import { rawRequest } from "../support/http";
import { expect, test } from "./support/fixtures";

// 1,000 attendance saves at once on one conference. The cap holds exactly, nothing
// answers 500, and while the rush runs a sign-up's send-code, the home page and the health check
// keep answering 2xx.
const RUSH = 1000;
const ROOM = 300;

test("a rush of 1,000 saves: exact cap, no 5xx but 503 busy, and everybody else keeps being served", async ({ sql, port }) => {
  test.setTimeout(300_000);
  const tag = randomBytes(3).toString("hex");
  const {
    rows: [conf],
  } = await sql.query(`SELECT c.id FROM "Conference" c JOIN "ConferenceDomain" d ON d."conferenceId" = c.id WHERE d.host = 'demo.localhost'`);
  const {
    rows: [before],
  } = await sql.query(`SELECT "registerNum", "registerFlag", "registeredCount" FROM "RegisterConfig" WHERE "conferenceId" = $1`, [conf.id]);
  await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = (name = 'default') WHERE "conferenceId" = $1`, [conf.id]);
  await sql.query(`UPDATE "RegisterConfig" SET "registerNum" = "registeredCount" + $2, "registerFlag" = true WHERE "conferenceId" = $1`, [conf.id, ROOM]);
  const { rows: users } = await sql.query(
    `INSERT INTO "User" (email, "trueName", "updatedAt") SELECT 'rush-' || g || '-${tag}@example.org', 'Rush ' || g, now() FROM generate_series(1, $1) g RETURNING id`,
    [RUSH],
  );
  const tokens = users.map(() => randomBytes(32).toString("base64url"));
  await sql.query(
    `INSERT INTO "Session" ("tokenHash", "userId", mobile, "expiresAt", "lastSeenAt", "createdAt")
     SELECT h, u, false, now() + interval '1 hour', now(), now() FROM unnest($1::text[], $2::int[]) AS t(h, u)`,
    [tokens.map((t) => createHash("sha256").update(t).digest("hex")), users.map((u) => u.id)],
  );
  const host = `demo.localhost:${port}`;
  const body = (i: number) =>
    JSON.stringify({
      version: "default",
      notice: true,
      answers: { name: `Rush ${i}`, email: "x@example.org", telephone: "123", country: "China", unit: "北京大学" },
    });

  try {
    let rushDone = false;
    let answered = 0;
    let underway!: () => void;
    const tenAnswered = new Promise<void>((r) => (underway = r));
    const rush = Promise.all(
      tokens.map((token, i) =>
        rawRequest({
          port,
          host,
          path: "/api/conference/conferenceUser/save",
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: body(i),
        })
          .then((r) => r.status)
          .catch(() => 0)
          .finally(() => ++answered === 10 && underway()),
      ),
    ).finally(() => (rushDone = true));

    // Once the rush is under way (its first answers back, most still to come), act as other people would.
    await Promise.race([tenAnswered, rush]);
    const sendCode = await rawRequest({
      port,
      host,
      path: "/api/conference/conferenceRegUserConfig/sendEmailCode",
      method: "POST",
      from: "127.0.0.79",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `rush-signup-${tag}@example.org`, type: "registerCode" }),
    });
    const home = await rawRequest({ port, host, path: "/" });
    const health = await rawRequest({ port, host, path: "/api/health" });
    const servedDuringRush = !rushDone;

    const statuses = await rush;
    expect(sendCode.status, sendCode.text).toBe(200);
    expect(home.status).toBe(200);
    expect(health.status).toBe(200);
    expect(servedDuringRush).toBe(true); // the probes above were answered while saves were still queued

    const count = (s: number) => statuses.filter((x) => x === s).length;
    expect(statuses.filter((s) => ![200, 409, 503].includes(s))).toEqual([]); // no 500, no dropped connection
    const {
      rows: [stored],
    } = await sql.query(`SELECT count(*)::int AS n FROM "Attendee" a JOIN "User" u ON u.id = a."userId" WHERE u.email LIKE $1`, [`rush-%-${tag}@example.org`]);
    expect(stored.n).toBe(count(200));
    expect(count(200)).toBeLessThanOrEqual(ROOM);
    if (count(503) === 0) expect(count(200)).toBe(ROOM); // nobody was turned away as busy: the cap is reached exactly
    const {
      rows: [after],
    } = await sql.query(`SELECT "registeredCount" FROM "RegisterConfig" WHERE "conferenceId" = $1`, [conf.id]);
    expect(after.registeredCount).toBe(before.registeredCount + count(200));
  } finally {
    await sql.query(`DELETE FROM "Attendee" WHERE "userId" = ANY($1::int[])`, [users.map((u) => u.id)]);
    await sql.query(`DELETE FROM "MailOutbox" WHERE "to" LIKE $1`, [`rush-%-${tag}@example.org`]);
    await sql.query(`DELETE FROM "User" WHERE id = ANY($1::int[])`, [users.map((u) => u.id)]);
    await sql.query(`UPDATE "RegisterConfig" SET "registerNum" = $2, "registerFlag" = $3, "registeredCount" = $4 WHERE "conferenceId" = $1`, [
      conf.id,
      before.registerNum,
      before.registerFlag,
      before.registeredCount,
    ]);
  }
});
