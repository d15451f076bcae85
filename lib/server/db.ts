import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type pg from "pg";
import { createPrismaClient, poolOf } from "./prisma-client";

export type Db = PrismaClient;

function createClient(): PrismaClient {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set (start through `npm run demo` or `npm start`)");
  // The embedded database serialises connections, so its runner sets a small pool (DESIGN §4).
  return createPrismaClient(url, Number(process.env.DATABASE_POOL_MAX ?? 10));
}

// One client per process (proxy, pages and route handlers share it; dev reloads keep it).
const holder = globalThis as unknown as { __symposiaDb?: PrismaClient };

export function getDb(): PrismaClient {
  return (holder.__symposiaDb ??= createClient());
}

/** The pg pool under the process's client (lib/server/sql.ts reads through it). */
export function getPool(): pg.Pool {
  return poolOf(getDb());
}

// Created on first use so that `next build` never needs a database.
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getDb();
    const value = Reflect.get(client, prop);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
