import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { exportResponse, fileResponse } from "@/lib/gateway/registration-files";
import { createSession } from "@/lib/server/session-store";
import { type Sample } from "@/tests/integration/gateway-samples";
import { fill, HOST, MAY, resetSweepState, seedSweep, send, WHO, type Input, type Sent, type Who } from "@/tests/integration/gateway-sweep";
import {
  bodyMutations,
  leafMutations,
  leaves,
  multipartMutations,
  pathMutations,
  randomQueries,
  randomValues,
  setAt,
  type Expect,
} from "@/tests/integration/input-mutations";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withRequest } from "@/tests/support/request-scope";
import { DEFAULT_MAX_BODY } from "./body";
import { ROUTES } from "./routes";

// Every gateway route, as a visitor, a participant and a manager, gets bad input of every kind —
// NUL and control characters in every field, ids past int4, "1e15" pages, impossible dates,
// broken multipart, wrong content types, oversize and endless bodies, garbage and deeply nested
// JSON, and fast-check's random values — and never answers 5xx. Where the caller may use the route,
// a damaged field must come back as a 400 field error on that field, and an oversize body as 413.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-sweep-"));
process.env.APP_SECRET ??= "sweep-secret";
process.env.MAIL_TEST_TIMEOUT_MS = "500"; // the SMTP test call against unreachable hosts
process.env.SYMPOSIA_EDGE_SECRET = "sweep-edge"; // as scripts/server.ts would: each request its own address
useTestDatabase();

let samples: Record<string, Sample> = {};
let userIds: Partial<Record<Who, number>> = {};

/** A failure description, or null when the answer is what `expect` asks of a caller who may use the route. */
function judge(r: Sent, expect: Expect, may: boolean, at: string[], upstream: boolean): string | null {
  if (r.status >= 500 && !(upstream && r.status === 502)) return `${r.status} ${r.message}`;
  if (!may || expect === "any") return null;
  if (expect.startsWith("status:")) return r.status === Number(expect.slice(7)) ? null : `expected ${expect}, got ${r.status} ${JSON.stringify(r.fieldErrors)}`;
  const field = at.join(".") || "_";
  const text = r.fieldErrors[field];
  if (r.status === 400 && text && !/^validation\./.test(text)) return null;
  return `expected a translated 400 on "${field}", got ${r.status} ${JSON.stringify(r.fieldErrors)}`;
}

beforeAll(async () => {
  ({ samples, userIds } = await seedSweep());
});

beforeEach(() => resetSweepState(samples));

type Job = { who: Who; label: string; input: Input; expect: Expect; at?: string[] };

/** Every request the sweep sends to one route. */
function jobsFor(key: string): Job[] {
  const r = ROUTES[key];
  const sample = samples[key] ?? {};
  const seed = [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);
  const params = sample.params;
  const json = (v: unknown): Input => ({ params, query: sample.query, body: JSON.stringify(fill(v)), type: "application/json" });
  const jobs: Job[] = [];
  for (const who of WHO) {
    const add = (label: string, input: Input, expect: Expect, at?: string[]) => jobs.push({ who, label, input, expect, at });
    const base: Input = sample.form ? { params, body: formOf(sample.form) } : sample.body !== undefined ? json(sample.body) : { params };
    add("sample", { ...base, query: fill(sample.query) as Record<string, unknown> }, "any");
    if (!(MAY[r.auth] ?? []).includes(who)) {
      // Refused before any input is read: a few shapes show that nothing else gets through.
      for (const m of bodyMutations({}, DEFAULT_MAX_BODY).filter((m) => /garbage|multipart|chunked/.test(m.label)))
        add(m.label, { params, body: m.body, type: m.type }, "any");
      continue;
    }
    if (r.params) {
      // Path parameters: each damaged on its own, the rest of the request intact.
      for (const [name, value] of Object.entries(params ?? {})) {
        const numeric = /^\d+$/.test(value);
        for (const m of [...leafMutations([name], numeric ? Number(value) : value, true), ...pathMutations(numeric)]) {
          if (Array.isArray(m.value)) continue; // a path has no repeated parameter
          add(`path {${name}} ${m.label}`, { ...base, params: { ...params, [name]: m.value } }, m.expect, [name]);
        }
      }
    }
    if (r.query) {
      for (const { path: at, value } of leaves(sample.query ?? {})) {
        for (const m of leafMutations(at, value, true))
          add(`query ${at.join(".")} ${m.label}`, { ...base, query: setAt(fill(sample.query), at, m.value) as Record<string, unknown> }, m.expect, at);
      }
      for (const q of randomQueries(seed, 3)) add(`random query ${JSON.stringify(q)}`, { ...base, query: q }, "any");
    }
    if (r.body && sample.form) {
      for (const m of multipartMutations(Object.keys(sample.form)[0]))
        add(m.label, { params, query: sample.query, body: m.body, type: m.type }, m.expect, ["file"]);
    } else if (r.body) {
      for (const { path: at, value } of leaves(sample.body)) {
        for (const m of leafMutations(at, value, false)) add(`${at.join(".")} ${m.label}`, json(setAt(sample.body, at, m.value)), m.expect, at);
        if (sample.noFuzz?.includes(at[at.length - 1])) continue;
        for (const v of randomValues(seed + at.length, 1)) add(`${at.join(".")} random ${JSON.stringify(v)}`, json(setAt(sample.body, at, v)), "any");
      }
      for (const m of bodyMutations(sample.body, r.maxBody ?? DEFAULT_MAX_BODY))
        add(m.label, { params, query: sample.query, body: m.body, type: m.type }, m.expect);
      for (const v of randomValues(seed, 3)) add(`random body ${JSON.stringify(v)}`, json(v), "any");
    } else if (!key.startsWith("GET ")) {
      for (const m of bodyMutations({}, DEFAULT_MAX_BODY)) add(`unread body: ${m.label}`, { params, query: sample.query, body: m.body, type: m.type }, "any");
    }
  }
  return jobs;
}

describe("bad-input sweep of every gateway route", () => {
  it("has a valid sample for every route that takes input", () => {
    for (const [key, r] of Object.entries(ROUTES)) {
      if (!r.query && !r.body && !r.params) continue;
      const s = samples[key];
      expect(s, `add a sample for "${key}" to tests/integration/gateway-samples.ts`).toBeDefined();
      if (r.params) expect(r.params.safeParse(s.params ?? {}).error?.issues, `${key} params sample`).toBeUndefined();
      if (r.query) expect(r.query.safeParse(fill(s.query ?? {})).error?.issues, `${key} query sample`).toBeUndefined();
      if (r.body) expect(r.body.safeParse(s.form ?? fill(s.body)).error?.issues, `${key} body sample`).toBeUndefined();
    }
  });

  for (const key of Object.keys(ROUTES).sort()) {
    it(key, async () => {
      const r = ROUTES[key];
      const may = MAY[r.auth] ?? [];
      const tokens = Object.fromEntries(
        await Promise.all((["participant", "manager"] as const).map(async (w) => [w, (await createSession(userIds[w]!)).token])),
      );
      const failures: string[] = [];
      const queue = jobsFor(key);
      // A few at a time, as a crowd would send them; each answer is judged on its own.
      const worker = async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const sent = await send(key, tokens[job.who], job.input);
          const problem = judge(sent, job.expect, may.includes(job.who), job.at ?? [], !!samples[key]?.upstream);
          if (problem) failures.push(`${job.who} · ${job.label}: ${problem}`);
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      expect(failures.sort()).toEqual([]);
    });
  }
});

describe("the file and export route handlers answer bad input with 400", () => {
  const get = async (url: string, who: Who, run: (r: Request) => Promise<Response>) => {
    const id = userIds[who];
    const headers = new Headers({ host: HOST, ...(id ? { authorization: `Bearer ${(await createSession(id)).token}` } : {}) });
    const request = new Request(`http://${HOST}${url}`, { headers });
    const response = await withRequest(request, () => run(request));
    const body = response.headers.get("content-type")?.includes("json")
      ? ((await response.json()) as { data?: { fieldErrors?: Record<string, string> } })
      : null;
    return { status: response.status, fieldErrors: body?.data?.fieldErrors ?? {} };
  };

  it("export: impossible dates, huge pages, NUL", async () => {
    const cases: [string, string][] = [
      ["from", "2026-02-30"],
      ["to", "2026-13-45"],
      ["page", "1e15"],
      ["size", "2147483648"],
      ["search", "a\u0000"],
      ["version", "\u0000"],
    ];
    for (const [param, value] of cases) {
      const r = await get(`/api/conference/conferenceUser/export?version=sweep&format=csv&${param}=${encodeURIComponent(value)}`, "manager", exportResponse);
      expect([r.status, Object.keys(r.fieldErrors)], `${param}=${JSON.stringify(value)}`).toEqual([400, [param]]);
    }
    expect((await get("/api/conference/conferenceUser/export?version=sweep&format=csv", "manager", exportResponse)).status).toBe(200);
  });

  it("file: a name with NUL or of the wrong shape", async () => {
    for (const name of ["\u0000", "a".repeat(32) + "\u0000", "../../etc/passwd"]) {
      const r = await get(`/api/conference/conferenceUser/file?name=${encodeURIComponent(name)}`, "participant", fileResponse);
      expect([r.status, r.fieldErrors.name ? "name" : ""]).toEqual([400, "name"]);
    }
  });
});

function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}
