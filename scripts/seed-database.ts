import { createPrismaClient } from "../lib/server/prisma-client";
import { seedDemo } from "../lib/server/seed/demo";

/** Seeds the demo contract (README "Demo") into the database at `url`; safe to run again. */
export async function seedDatabase(url: string): Promise<void> {
  const prisma = createPrismaClient(url, 2);
  try {
    await seedDemo(prisma);
  } finally {
    await prisma.$disconnect();
  }
}
