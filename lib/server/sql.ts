import "server-only";
import pg from "pg";
import { getPool } from "./db";

// A thin typed query on the app's own connection pool (the one Prisma's adapter draws from), for the
// few hot reads where Prisma's per-call work — its query compiler and interpreter, then the mapping of
// every field, in JavaScript — cost more than the database itself (docs/performance.md, "Signed-in
// pages and queries"): even `$queryRaw` ran at about half the rate of the same statement over bare
// pg. Everything else stays with Prisma. Parameters are always bound ($1, $2 …), never spliced.

// Prisma stores DateTime as `timestamp(3)` without time zone, in UTC, and @db.Date as a date: read
// them as Prisma does (pg's default would read both in the server's local time zone).
const TIMESTAMP = 1114;
const DATE = 1082;
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === TIMESTAMP) return (v: string) => new Date(`${v.replace(" ", "T")}Z`);
    if (oid === DATE) return (v: string) => new Date(`${v}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format as "text");
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/** The rows of one statement; `T` is the caller's word for their shape (the SQL names its columns). */
export async function sql<T>(text: string, values: readonly unknown[] = []): Promise<T[]> {
  const result = await getPool().query({ text, values: values as unknown[], types });
  return result.rows as T[];
}

/**
 * Bound parameters for a statement built in parts (optional filters): `p(value)` keeps the value
 * and answers its placeholder.
 */
export function params() {
  const values: unknown[] = [];
  const p = (v: unknown) => `$${values.push(v)}`;
  return { values, p };
}

/** A LIKE pattern that finds `s` anywhere, its own % _ \ taken literally (Prisma's `contains`). */
export const containsPattern = (s: string) => `%${s.replace(/[\\%_]/g, "\\$&")}%`;

/** An instant as a `timestamp` parameter, in UTC as Prisma stores it (pg would send a Date in local time). */
export const utcTimestamp = (d: Date) => d.toISOString().slice(0, 23);
