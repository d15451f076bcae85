// DESIGN §3: the migrated database and the Prisma schema (every file of prisma/schema/) agree.
// Fails when the schema is edited without a migration (fix: `npx tsx scripts/migration-diff.ts
// --name <change>`) or a migration is edited by hand into something the schema does not describe.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrate } from "../../lib/server/migrate";
import { MIGRATIONS_DIR, diffDatabaseToSchema, editSchema, getDatamodel, readSchema } from "../../prisma/tools/prisma-wasm";
import { compareDatabaseWithDatamodel } from "./schema/compare";

function baseUrl(): string {
  let provided: string | undefined;
  try {
    provided = inject("databaseUrl");
  } catch {
    provided = undefined; // run without the project's global setup
  }
  return process.env.TEST_DATABASE_URL ?? provided ?? "postgresql://postgres@127.0.0.1:5432/test";
}

describe("migrations ↔ prisma/schema", () => {
  const url = baseUrl();
  const schema = `schema_check_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: url });
  let applied: string[] = [];

  beforeAll(async () => {
    applied = await migrate(url, { schema, migrationsDir: MIGRATIONS_DIR });
    await client.connect();
  });

  afterAll(async () => {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it("applies every migration folder, in order, each recorded as finished", async () => {
    const folders = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(applied).toEqual(folders);
    const { rows } = await client.query(`SELECT migration_name FROM "${schema}"."_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY migration_name`);
    expect(rows.map((r) => r.migration_name)).toEqual(folders);
  });

  it("has exactly the tables, columns, types, enums, keys, indexes and foreign keys of the DMMF", async () => {
    const problems = await compareDatabaseWithDatamodel(client, schema, getDatamodel(readSchema()));
    expect(problems, "add a migration: npx tsx scripts/migration-diff.ts --name <change>").toEqual([]);
  });

  it("leaves nothing for Prisma's schema engine to migrate", async () => {
    const pending = await diffDatabaseToSchema(url, schema, readSchema());
    expect(pending.trim()).toBe("-- This is an empty migration.");
  });

  // Both checks above pass vacuously if they look at the wrong schema or compare nothing: a
  // schema one column ahead of the migrations must show up in each of them.
  it("sees drift when there is some (a column the migrations lack)", async () => {
    const ahead = editSchema(readSchema(), (text) => text.replace(/(model Conference \{\n)/, "$1  driftProbe Int?\n"));
    expect(ahead.filter(([, text]) => text.includes("driftProbe"))).toHaveLength(1);
    expect(await diffDatabaseToSchema(url, schema, ahead)).toMatch(/ALTER TABLE "Conference" ADD COLUMN\s+"driftProbe" INTEGER/);
    expect((await compareDatabaseWithDatamodel(client, schema, getDatamodel(ahead))).join("\n")).toMatch(/driftProbe/);
  });
});
