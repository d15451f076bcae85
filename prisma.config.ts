import { defineConfig } from "prisma/config";

// The schema engine cannot be downloaded here (DESIGN §3): migrations are applied by
// scripts/db-migrate.ts; this config is what `prisma migrate deploy` reads where it can run.
// The schema is a folder: schema.prisma (generator, datasource) and one file per domain.
export default defineConfig({
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
