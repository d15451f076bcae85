import { defineConfig } from "prisma/config";

// The schema engine cannot be downloaded here (DESIGN §3): migrations are applied by
// scripts/db-migrate.ts; this config is what `prisma migrate deploy` reads where it can run.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
