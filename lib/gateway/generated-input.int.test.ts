import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSession } from "@/lib/server/session-store";
import { findBadInput } from "@/lib/validation/input-guard";
import { z } from "@/lib/validation/z";
import { type Sample } from "@/tests/integration/gateway-samples";
import { MAY, resetSweepState, seedSweep, send, WHO, type Input, type Sent, type Who } from "@/tests/integration/gateway-sweep";
import { countChanges, rowCounts } from "@/tests/integration/row-counts";
import { useTestDatabase } from "@/tests/integration/test-db";
import { generatedCases } from "@/tests/integration/zod-arbitrary";
import { ROUTES } from "./routes";

// Every gateway route gets input generated from its own zod schemas (params, query, body)
// and damaged (tests/integration/zod-arbitrary.ts), from a fixed seed, as each caller: the answer
// is 2xx or 4xx with a message, never 5xx, and a refused call stores nothing — requests the schema
// refuses are sent as one batch between two row counts, the rest one at a time. The hand-made
// mutations of one valid sample live in bad-input.int.test.ts.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-generated-"));
process.env.APP_SECRET ??= "sweep-secret";
process.env.MAIL_TEST_TIMEOUT_MS = "500"; // the SMTP test call against unreachable hosts
process.env.SYMPOSIA_EDGE_SECRET = "sweep-edge"; // as scripts/server.ts would: each request its own address
const database = useTestDatabase();

/** Generated cases per route for a caller who may use it, and for one who is refused at the door. */
const PER_CALLER = 15;
const PER_OUTSIDER = 4;
const NO_INPUT = z.strictObject({}); // routes without schemas still get stray query keys

let samples: Record<string, Sample> = {};
let userIds: Partial<Record<Who, number>> = {};
const tally: Record<string, { cases: number; refused: number; accepted: number }> = {};

beforeAll(async () => {
  ({ samples, userIds } = await seedSweep());
});
beforeEach(() => resetSweepState(samples));
afterAll(() => {
  const rows = Object.entries(tally).map(([route, t]) => ({ route, ...t }));
  console.log(`generated gateway cases (seeded), ${rows.reduce((n, r) => n + r.cases, 0)} in all:`);
  console.table(rows);
});

type Case = { who: Who; label: string; input: Input; refused: boolean };

/** What a query string carries of a generated value: strings, a repeated key as a list (a value that is no object carries nothing). */
function asQuery(v: unknown): Record<string, string | string[]> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return {};
  // A URL carries UTF-8: a lone surrogate arrives as U+FFFD. "__proto__" stays a key, as in dispatch.
  const pairs = Object.entries(v).map(([k, x]) => [k, [x].flat().map((one) => String(one).toWellFormed())] as const);
  return Object.fromEntries(pairs.filter(([, all]) => all.length).map(([k, all]) => [k, all.length > 1 ? all : all[0]]));
}

const asParams = (v: unknown) => Object.fromEntries(Object.entries(asQuery(v)).map(([k, x]) => [k, String(x)]));
const refuses = (schema: z.ZodType | undefined, v: unknown) => !!schema && (!!findBadInput(v) || !schema.safeParse(v).success);

function casesFor(key: string): Case[] {
  const r = ROUTES[key];
  const sample = samples[key] ?? {};
  const seed = [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 18);
  const cases: Case[] = [];
  for (const [w, who] of WHO.entries()) {
    const may = (MAY[r.auth] ?? []).includes(who);
    const n = may ? PER_CALLER : PER_OUTSIDER;
    const params = r.params && generatedCases(r.params, seed + w, n);
    const query = generatedCases(r.query ?? (r.params || r.body ? z.object({}) : NO_INPUT), seed + w + 10, n);
    const body = r.body && generatedCases(r.body, seed + w + 20, n);
    for (let i = 0; i < n; i++) {
      // Every other case keeps the sample's path, so generated bodies also meet rows that exist.
      const p = params && (i % 2 && sample.params ? { label: "sample path", value: sample.params } : params[i]);
      const q = r.query || !(r.params || r.body) ? query[i] : undefined;
      const b = body?.[i];
      const json = b && b.value !== undefined ? JSON.stringify(b.value) : undefined;
      const input: Input = { params: asParams(p?.value), query: asQuery(q?.value), body: json, type: json && "application/json" };
      const label = [p && `path ${p.label}`, q && `query ${q.label}`, b && `body ${b.label}`].filter(Boolean).join(" · ");
      const refused =
        !may ||
        refuses(r.params, input.params) ||
        (!!r.query && refuses(r.query, input.query)) ||
        (!!r.body && json !== undefined && refuses(r.body, JSON.parse(json)));
      cases.push({ who, label, input, refused });
    }
  }
  return cases;
}

/** A failure description, or null when the answer is one the rules above allow. */
function judge(r: Sent, refused: boolean, upstream: boolean): string | null {
  if (r.status >= 500) return upstream && r.status === 502 ? null : `${r.status} ${r.message}`;
  if (r.status >= 400 && !r.message) return `${r.status} without a message`;
  if (refused && r.status < 400) return `${r.status}: the schema refuses this input, the route took it`;
  return null;
}

describe("generated input for every gateway route", () => {
  for (const key of Object.keys(ROUTES).sort()) {
    it(key, async () => {
      const tokens: Partial<Record<Who, string>> = Object.fromEntries(
        await Promise.all((["participant", "manager"] as const).map(async (w) => [w, (await createSession(userIds[w]!)).token])),
      );
      const upstream = !!samples[key]?.upstream;
      const all = casesFor(key);
      const failures: string[] = [];
      const stored: string[] = [];
      const t = (tally[key] = { cases: all.length, refused: 0, accepted: 0 });
      const note = (c: Case, sent: Sent) => {
        if (sent.status < 400) t.accepted++;
        else t.refused++;
        const problem = judge(sent, c.refused, upstream);
        if (problem) failures.push(`${c.who} · ${c.label}: ${problem}`);
      };
      /** Sends `cases` a few at a time and answers how the row counts moved meanwhile. */
      const batch = async (cases: Case[]) => {
        const queue = [...cases];
        const before = await rowCounts(database.schema());
        const answers: [Case, Sent][] = [];
        await Promise.all(
          Array.from({ length: 4 }, async () => {
            for (let c = queue.shift(); c; c = queue.shift()) answers.push([c, await send(key, tokens[c.who], c.input)]);
          }),
        );
        return { answers, changes: countChanges(before, await rowCounts(database.schema())) };
      };

      // What the schema or the door refuses: one batch between two row counts.
      const refused = await batch(all.filter((c) => c.refused));
      for (const [c, sent] of refused.answers) note(c, sent);
      stored.push(...refused.changes.map((d) => `refused batch stored ${d}`));

      // What the schema takes. A read that stores nothing at all, refused or not, is shown by one
      // batch; anything else goes one call at a time, so a refusal by the service is caught storing.
      const rest = all.filter((c) => !c.refused);
      const read = key.startsWith("GET ") ? await batch(rest) : null;
      if (read && !read.changes.length) for (const [c, sent] of read.answers) note(c, sent);
      else {
        let counts = await rowCounts(database.schema());
        for (const c of rest) {
          const sent = await send(key, tokens[c.who], c.input);
          note(c, sent);
          const after = await rowCounts(database.schema());
          if (sent.status >= 400) stored.push(...countChanges(counts, after).map((d) => `${c.who} · ${c.label} → ${sent.status} stored ${d}`));
          counts = after;
        }
      }
      expect([...failures, ...stored].sort()).toEqual([]);
    });
  }
});
