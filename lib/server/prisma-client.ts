// One way to build a Prisma client for a URL, shared by the app (lib/server/db.ts), scripts and
// tests. No server-only. With `?schema=` the adapter qualifies Prisma's own queries, and the
// connection's search_path makes raw SQL (locks, setval, …) resolve in the same schema.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client";
import { parseDatabaseUrl } from "./database-url";

export function createPrismaClient(url: string, max: number): PrismaClient {
  const { connectionString, schema } = parseDatabaseUrl(url);
  const options = schema ? `-c search_path="${schema}",public` : undefined;
  // A saturated pool answers "busy" (lib/server/errors toAppError) after this wait instead of
  // queueing a request forever (issue 8.15).
  const connectionTimeoutMillis = Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 10_000);
  const adapter = new PrismaPg({ connectionString, max, options, connectionTimeoutMillis }, schema ? { schema } : undefined);
  return new PrismaClient({ adapter });
}
