// `npm run db:seed` (and Prisma's `migrations.seed`): the demo contract into DATABASE_URL.
import { seedDatabase } from "../scripts/seed-database";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set");
  process.exit(1);
}
await seedDatabase(url);
console.log("seeded the demo conferences");
