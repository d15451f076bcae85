// npm run db:migrate — applies pending prisma/migrations to DATABASE_URL (DESIGN §3).
// A `?schema=x` suffix (Prisma's convention) selects the Postgres schema to migrate into.
import { migrate } from "../lib/server/migrate";
import { parseDatabaseUrl } from "../lib/server/database-url";

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is required, e.g. postgresql://postgres@127.0.0.1:5432/symposia");
    process.exit(2);
  }
  const { connectionString, schema } = parseDatabaseUrl(url);
  const applied = await migrate(connectionString, { schema, log: (m) => console.log(m) });
  console.log(applied.length === 0 ? "Database is up to date." : `Applied ${applied.length} migration(s): ${applied.join(", ")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
