// Route matching of the gateway. Keys are "METHOD /a/b/{name}": a segment is either a
// literal or a whole `{name}` parameter. Static keys are found in one Map lookup; parameterised
// ones are grouped by method and segment count and tried most specific first (a literal beats a
// parameter at the first segment where two patterns differ), so `/review/role` wins over
// `/review/{id}`. Pure: unit-tested in match.test.ts.

export type Match<R> = { key: string; route: R; params: Record<string, string> };
export type Matcher<R> = (method: string, segments: string[]) => Match<R> | null;

const PARAM = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

type Pattern<R> = { key: string; route: R; parts: ({ literal: string } | { param: string })[] };

function parseKey(key: string): { method: string; segments: string[] } {
  const m = /^([A-Z]+) \/(.*)$/.exec(key);
  if (!m) throw new Error(`gateway route "${key}": expected "METHOD /path"`);
  return { method: m[1], segments: m[2].split("/") };
}

/** 0 for a literal, 1 for a parameter at each position: sorting by it puts literals first. */
const rank = <R>(p: Pattern<R>) => p.parts.map((s) => ("param" in s ? 1 : 0));

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * Compiles a route table. Throws on a malformed key, a repeated parameter name, or two patterns
 * that would match the same paths (`/review/{id}` and `/review/{key}`) — mistakes of the table,
 * found when the module loads rather than by a caller.
 * `paramsOf(route)` names the parameters a route's schema declares: each key's must match it.
 */
export function compileRoutes<R>(table: Record<string, R>, paramsOf: (route: R) => string[] | undefined): Matcher<R> {
  const statics = new Map<string, Match<R>>();
  const dynamic = new Map<string, Pattern<R>[]>(); // "METHOD segmentCount" → patterns
  for (const [key, route] of Object.entries(table)) {
    const { method, segments } = parseKey(key);
    const parts = segments.map((s) => {
      const p = PARAM.exec(s);
      if (p) return { param: p[1] };
      if (!s || s.includes("{") || s.includes("}")) throw new Error(`gateway route "${key}": bad segment "${s}"`);
      return { literal: s };
    });
    const names = parts.flatMap((p) => ("param" in p ? [p.param] : []));
    const declared = paramsOf(route) ?? [];
    if (new Set(names).size !== names.length) throw new Error(`gateway route "${key}": a parameter name repeats`);
    if ([...names].sort().join() !== [...declared].sort().join()) {
      throw new Error(`gateway route "${key}": path parameters {${names.join(", ")}} but its params schema has {${declared.join(", ")}}`);
    }
    if (!names.length) {
      statics.set(`${method} ${segments.join("/")}`, { key, route, params: {} });
      continue;
    }
    const group = `${method} ${segments.length}`;
    const list = dynamic.get(group) ?? [];
    const shape = parts.map((p) => ("param" in p ? "{}" : p.literal)).join("/");
    const twin = list.find((o) => o.parts.map((p) => ("param" in p ? "{}" : p.literal)).join("/") === shape);
    if (twin) throw new Error(`gateway routes "${twin.key}" and "${key}" match the same paths`);
    list.push({ key, route, parts });
    dynamic.set(group, list);
  }
  for (const list of dynamic.values()) list.sort((a, b) => compareRank(rank(a), rank(b)));

  return (method, segments) => {
    // A decoded segment holding "/" (from %2F) is one segment: it never matches a literal path.
    if (!segments.some((s) => s.includes("/"))) {
      const hit = statics.get(`${method} ${segments.join("/")}`);
      if (hit) return hit;
    }
    for (const p of dynamic.get(`${method} ${segments.length}`) ?? []) {
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; ok && i < p.parts.length; i++) {
        const part = p.parts[i];
        if ("literal" in part) ok = part.literal === segments[i];
        else if (segments[i] === "")
          ok = false; // an empty parameter is no parameter: not this route
        else params[part.param] = segments[i];
      }
      if (ok) return { key: p.key, route: p.route, params };
    }
    return null;
  };
}
