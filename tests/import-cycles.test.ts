import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// lib/accounts/oidc-routes.ts ↔ session-cookie.ts once imported each other. Modules that do
// load half-initialised one way round; this walks the value imports (`import type` costs nothing at
// run time) of app/, components/ and lib/ and fails on any cycle, naming it.

const root = path.resolve(import.meta.dirname, "..");
const DIRS = ["app", "components", "lib"];
const SKIP = /(^|\/)(generated|node_modules)(\/|$)|\.test\.tsx?$/;
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm;
// Type imports too: a screen and its parts that import each other's types share a types.ts instead.
const ANY_IMPORT = /^\s*(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (SKIP.test(path.relative(root, full))) return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every cycle found by a depth-first walk, each as the list of files around it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe("module graph", () => {
  it("finds a cycle when there is one", () => {
    const g = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(findCycles(g)).toEqual([["a", "b", "c", "a"]]);
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  function cyclesThrough(pattern: RegExp): string[] {
    const graph = new Map<string, string[]>();
    for (const file of DIRS.flatMap((d) => sources(path.join(root, d)))) {
      const text = readFileSync(file, "utf8");
      const deps = [...text.matchAll(pattern)].map((m) => resolve(file, m[1])).filter((f): f is string => !!f && !SKIP.test(path.relative(root, f)));
      graph.set(file, deps);
    }
    expect(graph.size).toBeGreaterThan(100);
    return findCycles(graph).map((c) => c.map((f) => path.relative(root, f)).join(" → "));
  }

  it("has no import cycle in app/, components/ and lib/", () => {
    expect(cyclesThrough(IMPORT)).toEqual([]);
  });

  it("has no cycle through type imports either", () => {
    expect(cyclesThrough(ANY_IMPORT)).toEqual([]);
  });
});
