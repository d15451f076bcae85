import pg from "pg";
import { inject } from "vitest";

// "Nothing stored from a refused request": exact row counts of every table of the test
// schema, taken before and after refused requests. A few tables change on a refusal by design;
// they are left out, each for its reason.
export const CHANGES_ON_REFUSAL: Record<string, string> = {
  // Fixed-window throttle counters: a refused sign-in, code or feedback call is counted so that
  // guessing slows down (lib/security/rate-limit.ts) — counting refusals is the point.
  RateLimitHit: "throttle counters count refused attempts",
  // The sweeps sign callers in (createSession) around the batches; a refused call never adds one.
  Session: "the sweep's own sign-ins",
};

export type Counts = Record<string, number>;

let pool: pg.Pool | undefined; // one connection for all counts of a test file; lets the worker exit when idle
const queries = new Map<string, string>(); // the counting query of each schema (its tables do not change)

/** Row counts of every table of `schema` but those in CHANGES_ON_REFUSAL. */
export async function rowCounts(schema: string): Promise<Counts> {
  const client = (pool ??= new pg.Pool({ connectionString: inject("databaseUrl"), max: 1, allowExitOnIdle: true }));
  if (!queries.has(schema)) {
    const { rows: tables } = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by 1",
      [schema],
    );
    const counted = tables.map((t) => t.name).filter((t) => !(t in CHANGES_ON_REFUSAL));
    queries.set(schema, counted.map((t) => `select '${t}' as name, count(*)::int as n from "${schema}"."${t}"`).join(" union all "));
  }
  const { rows } = await client.query<{ name: string; n: number }>(queries.get(schema)!);
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

/** The tables whose count moved, as "Table: before → after". */
export function countChanges(before: Counts, after: Counts): string[] {
  return Object.keys({ ...before, ...after })
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t]} → ${after[t]}`);
}
