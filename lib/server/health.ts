import "server-only";
import { db } from "./db";

const TIMEOUT_MS = 3000;

export async function checkDatabase(): Promise<boolean> {
  try {
    await Promise.race([
      db.$queryRaw`SELECT 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS)),
    ]);
    return true;
  } catch {
    return false;
  }
}
