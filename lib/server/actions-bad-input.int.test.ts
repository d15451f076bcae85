import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDemo } from "@/prisma/seed/demo";
import { findBadInput } from "@/lib/validation/input-guard";
import { countChanges, rowCounts } from "@/tests/integration/row-counts";
import { useTestDatabase } from "@/tests/integration/test-db";
import { generatedCases } from "@/tests/integration/zod-arbitrary";
import { withRequest } from "@/tests/support/request-scope";
import { actionBehind, definedActions, type ActionMeta } from "./action-registry";
import { getDb } from "./db";
import { createSession, SESSION_COOKIE } from "./session-store";
import { invalidateConferenceCache } from "./tenant";

// Every server action (each "use server" module, found by its directive so a new one is
// covered without a list) gets input generated from its zod schema and damaged
// (tests/integration/zod-arbitrary.ts), from a fixed seed, as a manager of the demo conference (a
// participant for participant actions), the way a browser calls it: session cookie, same Origin.
// It resolves (or redirects), never with the catch-all errors.internal answer (the 500 of
// actions), and a refusal (ok: false) stores nothing — row counts before and after.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {}, updateTag: () => {}, refresh: () => {} }));
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("use-intl/core");
  const { loadMessages } = await import("@/lib/i18n/messages");
  const messages = await loadMessages("en");
  const t = createTranslator({ locale: "en", messages, onError: () => {} });
  return { getTranslations: async () => t, getLocale: async () => "en", getMessages: async () => messages };
});
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-actions-"));
process.env.APP_SECRET ??= "sweep-secret";
process.env.MAIL_TEST_TIMEOUT_MS = "500"; // the SMTP test action against unreachable hosts
process.env.SYMPOSIA_EDGE_SECRET = "sweep-edge"; // each request its own address, as behind the edge
const database = useTestDatabase();

const HOST = "demo.localhost";
const PER_ACTION = 15;
const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every module under lib/ and app/ that starts with the "use server" directive. */
function serverActionModules(dir = ROOT, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full === ROOT ? false : /node_modules|^\.|generated/.test(entry.name)) continue;
      if (dir === ROOT && !["lib", "app"].includes(entry.name)) continue;
      serverActionModules(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && /^\s*["']use server["']/.test(readFileSync(full, "utf8"))) {
      out.push(full);
    }
  }
  return out;
}

type Exported = { name: string; fn: (input?: unknown) => Promise<unknown>; meta: ActionMeta };
const actions: Exported[] = [];
const notActions: string[] = [];
let internal = "";
let manager = 0;
let participant = 0;
let n = 0;
const tally: Record<string, { cases: number; refused: number; accepted: number; "a refusal": string }> = {};

function request(userToken: string | null, origin = `http://${HOST}`): Request {
  const i = ++n;
  const headers = new Headers({
    host: HOST,
    origin,
    "user-agent": "sweep",
    "x-symposia-edge": "sweep-edge",
    "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  });
  if (userToken) headers.set("cookie", `${SESSION_COOKIE}=${encodeURIComponent(userToken)}`);
  return new Request(`http://${HOST}/`, { method: "POST", headers });
}

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  invalidateConferenceCache();
  manager = (await db.user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  participant = (await db.user.findUniqueOrThrow({ where: { email: "alice@example.org" } })).id;
  internal = (await (await import("next-intl/server")).getTranslations())("errors.internal");
  for (const file of serverActionModules()) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, fn] of Object.entries(mod)) {
      const label = `${path.relative(ROOT, file)} ${name}`;
      if (typeof fn !== "function") continue;
      // Which action the export starts: called from a foreign Origin, refused before any work.
      const probe = await withRequest(request(null, "http://evil.example"), async () => {
        const { meta, result } = actionBehind(fn as Exported["fn"], undefined);
        await result.catch(() => {});
        return meta;
      });
      if (probe) actions.push({ name: label, fn: fn as Exported["fn"], meta: probe });
      else notActions.push(label);
    }
  }
});

afterAll(() => {
  const rows = Object.entries(tally).map(([action, t]) => ({ action, ...t }));
  console.log(`generated server action cases (seeded), ${rows.reduce((s, r) => s + r.cases, 0)} in all:`);
  console.table(rows);
});

/** Next's redirect() / notFound() are answers, not failures. */
const controlFlow = (e: unknown) => /^NEXT_(REDIRECT|HTTP_ERROR_FALLBACK|NOT_FOUND)/.test(String((e as { digest?: unknown })?.digest ?? ""));

type Outcome = { refused: boolean; problem: string | null; message?: string };

async function call(a: Exported, input: unknown, schemaRefuses: boolean): Promise<Outcome> {
  const who = a.meta.audience === "participant" ? participant : manager;
  const { token } = await createSession(who); // fresh each time: logout and password changes end sessions
  const errors: unknown[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
  try {
    const result = (await withRequest(request(token), () => a.fn(input))) as { ok: boolean; message?: string } | undefined;
    if (!result || result.ok) return { refused: false, problem: schemaRefuses ? "ok, but the schema refuses this input" : null };
    if (result.message === internal) return { refused: true, problem: `errors.internal: ${errors.map((e) => String((e as unknown[])[1] ?? e)).join("; ")}` };
    return { refused: true, problem: result.message ? null : "refused without a message", message: result.message };
  } catch (e) {
    return controlFlow(e) ? { refused: false, problem: null } : { refused: true, problem: `threw ${String(e)}` };
  } finally {
    spy.mockRestore();
  }
}

describe("generated input for every server action", () => {
  it("finds every action behind the exports of the use-server modules", () => {
    expect(notActions, "a use-server export that does not go through action(...)").toEqual([]);
    expect(actions.length).toBeGreaterThan(100);
    const reached = new Set(actions.map((a) => a.meta));
    expect(definedActions().filter((m) => !reached.has(m)).length, "an action(...) no export reaches").toBe(0);
  });

  it("every action answers generated and damaged input without an internal error, storing nothing when refused", { timeout: 170_000 }, async () => {
    const failures: string[] = [];
    for (const [i, a] of actions.entries()) {
      const cases = generatedCases(a.meta.schema, 1800 + i, a.fn.length === 0 ? 3 : PER_ACTION);
      const t = (tally[a.name] = { cases: cases.length, refused: 0, accepted: 0, "a refusal": "" });
      const judge = (label: string, o: Outcome) => {
        if (o.refused) t.refused++;
        else t.accepted++;
        if (o.message && (!t["a refusal"] || label === "generated")) t["a refusal"] = o.message.slice(0, 50);
        if (o.problem) failures.push(`${a.name} · ${label}: ${o.problem}`);
      };
      const refuses = (v: unknown) => !!findBadInput(v) || !a.meta.schema.safeParse(v).success;

      // What the schema refuses: one batch between two row counts.
      const before = await rowCounts(database.schema());
      const queue = cases.filter((c) => a.fn.length > 0 && refuses(c.value));
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let c = queue.shift(); c; c = queue.shift()) judge(c.label, await call(a, c.value, true));
        }),
      );
      failures.push(...countChanges(before, await rowCounts(database.schema())).map((d) => `${a.name} · refused batch stored ${d}`));

      // What the schema takes: one at a time, so a refusal by the service is caught storing too.
      let counts = await rowCounts(database.schema());
      for (const c of cases.filter((c) => a.fn.length === 0 || !refuses(c.value))) {
        const o = await call(a, c.value, false);
        judge(c.label, o);
        const after = await rowCounts(database.schema());
        if (o.refused) failures.push(...countChanges(counts, after).map((d) => `${a.name} · ${c.label} refused, stored ${d}`));
        counts = after;
      }
    }
    expect(failures.sort()).toEqual([]);
  });
});
