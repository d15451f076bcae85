import { createPrismaClient } from "../lib/server/prisma-client";
import { seedDemo } from "../prisma/seed/demo";
import { seedDemoAbstracts } from "../prisma/seed/demo-abstracts";

/** Seeds the demo contract (README "The demo") into the database at `url`; safe to run again. */
export async function seedDatabase(url: string): Promise<void> {
  const prisma = createPrismaClient(url, 2);
  try {
    await seedDemo(prisma);
    await seedDemoAbstracts(prisma); // deployments only: the integration tests' demo has no submissions
  } finally {
    await prisma.$disconnect();
  }
}
