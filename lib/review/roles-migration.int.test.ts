import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/tests/integration/test-db";

// The reviewer role was stored twice (Reviewer.active/isChair and ConferenceUser)
// and one was read. The migration makes ConferenceUser the one source of truth: roles held only in
// Reviewer move across, reviewers known only to ConferenceUser get their record. Run here on a
// scratch schema holding the old shape.
const test = useTestDatabase();
const DIR = path.join(process.cwd(), "prisma/migrations");
const schema = `mig_review_${randomBytes(4).toString("hex")}`;
let client: pg.Client;

async function apply(folder: string) {
  await client.query("BEGIN");
  await client.query(readFileSync(path.join(DIR, folder, "migration.sql"), "utf8"));
  await client.query("COMMIT");
}

beforeAll(async () => {
  client = new pg.Client({ connectionString: test.url().replace(/[?&]schema=.*$/, "") });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.query(`SET search_path TO "${schema}"`);
  const folders = readdirSync(DIR)
    .filter((d) => /^\d{14}_/.test(d))
    .sort();
  for (const folder of folders.slice(
    0,
    folders.findIndex((d) => d.endsWith("_review_roles")),
  ))
    await apply(folder);
  await client.query(`INSERT INTO "Conference" (id, "nameZh", "updatedAt") VALUES (1, 'c', now())`);
  await client.query(`INSERT INTO "User" (id, email, "firstName", "lastName", "updatedAt") VALUES
    (1, 'chair@x.org', 'Chen', 'Zhang', now()), (2, 'only-role@x.org', 'Rui', 'Li', now()), (3, 'both@x.org', 'Bo', 'Wang', now())`);
  await client.query(`INSERT INTO "Reviewer" ("conferenceId", "userId", email, active, "isChair", "updatedAt") VALUES
    (1, 1, 'chair@x.org', true, true, now()), (1, NULL, 'invited@x.org', false, false, now()), (1, 3, 'both@x.org', true, false, now())`);
  await client.query(`INSERT INTO "ConferenceUser" ("conferenceId", "userId", role) VALUES (1, 2, 'REVIEWER'), (1, 3, 'REVIEWER')`);
  await apply(folders.find((d) => d.endsWith("_review_roles"))!);
});

afterAll(async () => {
  await client?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client?.end();
});

describe("one source of truth for reviewers", () => {
  it("moves a role held only in Reviewer to ConferenceUser, a chair as REVIEW_CHAIR, without duplicates", async () => {
    const roles = await client.query(`SELECT "userId", role FROM "ConferenceUser" ORDER BY "userId", role`);
    expect(roles.rows).toEqual([
      { userId: 1, role: "REVIEW_CHAIR" },
      { userId: 2, role: "REVIEWER" },
      { userId: 3, role: "REVIEWER" },
    ]);
  });

  it("gives every reviewer a record, keeps a pending invitation pending, and drops the duplicated flags", async () => {
    const rows = await client.query(`SELECT email, "userId", chair, "activatedAt" IS NOT NULL AS activated FROM "Reviewer" ORDER BY email`);
    expect(rows.rows).toEqual([
      { email: "both@x.org", userId: 3, chair: false, activated: true },
      { email: "chair@x.org", userId: 1, chair: true, activated: true },
      { email: "invited@x.org", userId: null, chair: false, activated: false },
      { email: "only-role@x.org", userId: 2, chair: false, activated: true },
    ]);
    const cols = await client.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'Reviewer'`, [schema]);
    expect(cols.rows.map((r) => r.column_name)).not.toEqual(expect.arrayContaining(["active"]));
    expect(cols.rows.map((r) => r.column_name)).not.toEqual(expect.arrayContaining(["isChair"]));
  });
});
