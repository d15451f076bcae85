import type { z } from "./z";

/** What Next hands a page as `searchParams` (awaited or not). */
export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A page's query read through `schema`. A repeated parameter counts by its first value. A value
 * the schema refuses (a hand-edited `?page=abc`) counts as absent, so it falls back to its default
 * and the other parameters are kept — a damaged address shows the page, never an error. Every
 * field of `schema` must therefore have a default or be optional; a required id is read as
 * optional and the page answers 404 without it (see orNotFound).
 */
export async function readSearch<S extends z.ZodType>(schema: S, searchParams: SearchParams | Promise<SearchParams>): Promise<z.output<S>> {
  return parseSearch(schema, await searchParams);
}

/** readSearch for a query already awaited. */
export function parseSearch<S extends z.ZodType>(schema: S, sp: SearchParams): z.output<S> {
  const raw: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(sp)) raw[k] = Array.isArray(v) ? v[0] : v;
  // Each round drops the keys the schema refused; the number of keys bounds the rounds.
  for (let round = 0; round <= Object.keys(sp).length; round++) {
    const r = schema.safeParse(raw);
    if (r.success) return r.data;
    let dropped = false;
    for (const issue of r.error.issues) {
      const keys = issue.code === "unrecognized_keys" ? issue.keys : issue.path.length ? [String(issue.path[0])] : [];
      for (const key of keys) if (key in raw) dropped = delete raw[key];
    }
    if (!dropped) break;
  }
  return schema.parse({});
}
