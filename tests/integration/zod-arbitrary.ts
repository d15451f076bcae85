import fc from "fast-check";
import type { z } from "zod";

// Input generated from a zod 4 schema: `validArbitrary` walks `schema._zod.def` and
// produces values meant to parse, `badArbitrary` damages one spot of such a value in the ways
// MUTATION_KINDS lists. zod-fast-check only knows zod 3, hence this small walker. Refinements (superRefine,
// custom checks) cannot be generated from, so "valid" is a best effort: callers sort the cases with
// safeParse rather than trust the generator.

type Check = { check?: string; format?: string; pattern?: RegExp; minimum?: number; maximum?: number; length?: number; value?: number; inclusive?: boolean };
type Def = Check & { type: string; checks?: { _zod: { def: Check } }[]; [k: string]: unknown };
type Schema = z.ZodType | { _zod: { def: Def } };

const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;
/** A key that may be left out: the schema takes undefined (optin misses z.preprocess). */
const optional = (s: unknown) => (s as z.ZodType).safeParse(undefined).success;

/** The def's own check (z.int(), z.email()) and its `.checks`. */
function checksOf(d: Def): Check[] {
  return [...(d.check ? [d] : []), ...(d.checks ?? []).map((c) => c._zod.def)];
}

const MAX_DEPTH = 4;
const isoDay = fc.date({ min: new Date("1990-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

function stringArb(schema: Schema, d: Def): fc.Arbitrary<string> {
  const checks = checksOf(d);
  // .trim() (an "overwrite" check) runs before the length checks: generate what it leaves alone.
  if (checks.some((c) => c.check === "overwrite")) {
    const min = Math.max(0, ...checks.filter((c) => c.check === "min_length").map((c) => c.minimum!));
    return untrimmed(schema, d)
      .map((s) => s.trim())
      .filter((s) => s.length >= min);
  }
  return untrimmed(schema, d);
}

function untrimmed(schema: Schema, d: Def): fc.Arbitrary<string> {
  const checks = checksOf(d);
  let minLength = 0;
  let maxLength = 40;
  for (const c of checks) {
    if (c.check === "min_length") minLength = Math.max(minLength, c.minimum!);
    if (c.check === "max_length") maxLength = Math.min(maxLength, c.maximum!);
    if (c.check === "length_equals") minLength = maxLength = c.length!;
  }
  maxLength = Math.max(minLength, maxLength);
  const format = checks.find((c) => c.check === "string_format")?.format;
  switch (format) {
    case "email":
      return fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/).map((u) => `${u}@example.org`);
    case "url":
      return fc.webUrl();
    case "uuid":
    case "guid":
      return fc.uuid();
    case "date":
      return isoDay;
    case "datetime":
      return fc.date({ min: new Date("1990-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }).map((t) => t.toISOString());
    case "regex":
      try {
        return fc.stringMatching(checks.find((c) => c.format === "regex")!.pattern!).filter((s) => s.length >= minLength && s.length <= maxLength);
      } catch {
        break; // a pattern fast-check cannot invert (look-ahead): plain text, sorted out by safeParse
      }
  }
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: "grapheme" }) },
  );
  if (!checks.some((c) => c.check === "custom")) return text;
  // A refinement we cannot read (zDate, a time zone, a link): keep the usual shapes it accepts.
  const parses = (v: unknown) => (schema as z.ZodType).safeParse(v).success;
  const fits = SHAPES.filter((shape) => fc.sample(shape, { seed: 1, numRuns: 8 }).some(parses));
  return fits.length ? fc.oneof(...fits).filter(parses) : text;
}

const SHAPES: fc.Arbitrary<string>[] = [
  isoDay,
  fc.constantFrom("Asia/Shanghai", "Europe/Berlin", "UTC"),
  fc.stringMatching(/^[a-z]{1,10}$/).map((p) => `https://example.org/${p}`),
  fc.stringMatching(/^[a-z]{1,10}$/).map((u) => `${u}@example.org`),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}$/),
];

function numberArb(d: Def): fc.Arbitrary<number> {
  const checks = checksOf(d);
  const int = checks.some((c) => c.check === "number_format" && /int/.test(c.format ?? ""));
  let min = -1e9;
  let max = 1e9;
  for (const c of checks) {
    if (c.check === "greater_than") min = Math.max(min, c.inclusive ? c.value! : c.value! + (int ? 1 : 1e-6));
    if (c.check === "less_than") max = Math.min(max, c.inclusive ? c.value! : c.value! - (int ? 1 : 1e-6));
  }
  if (int) {
    const [lo, hi] = [Math.ceil(min), Math.floor(max)];
    // Small ones too: ids of the seeded rows are small, and a case that finds its row goes further.
    return fc.oneof(fc.integer({ min: lo, max: hi }), fc.integer({ min: lo, max: Math.min(hi, lo + 40) }), fc.constantFrom(lo, hi));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values meant to satisfy `schema` (see the note at the top). */
export function validArbitrary(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  const inner = (s: unknown) => validArbitrary(s as Schema, depth + 1);
  switch (d.type) {
    case "string":
      return stringArb(schema, d);
    case "number":
      return numberArb(d);
    case "bigint":
      return fc.bigInt({ min: -(2n ** 40n), max: 2n ** 40n });
    case "boolean":
      return fc.boolean();
    case "date":
      return fc.date({ min: new Date("1990-01-01"), max: new Date("2030-12-31"), noInvalidDate: true });
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
    case "never":
      return fc.constant(undefined);
    case "nan":
      return fc.constant(NaN);
    case "literal":
      return fc.constantFrom(...(d.values as unknown[]));
    case "enum":
      return fc.constantFrom(...Object.values(d.entries as Record<string, unknown>));
    case "array": {
      const checks = checksOf(d);
      const minLength = Math.max(0, ...checks.filter((c) => c.check === "min_length").map((c) => c.minimum!));
      const maxLength =
        depth >= MAX_DEPTH ? minLength : Math.max(minLength, Math.min(4, ...checks.filter((c) => c.check === "max_length").map((c) => c.maximum!)));
      return fc.array(inner(d.element), { minLength, maxLength });
    }
    case "tuple":
      return fc.tuple(...(d.items as unknown[]).map(inner));
    case "set":
      return fc.array(inner(d.valueType), { maxLength: 3 }).map((a) => new Set(a));
    case "object": {
      const shape = d.shape as Record<string, unknown>;
      const model = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, inner(s)]));
      const requiredKeys = Object.keys(shape).filter((k) => !optional(shape[k]));
      return fc.record(model, { requiredKeys });
    }
    case "record": {
      const key = defOf(d.keyType);
      const keys =
        key.type === "enum"
          ? fc.constantFrom(...Object.values(key.entries as Record<string, string>))
          : (validArbitrary(d.keyType as Schema, depth + 1) as fc.Arbitrary<string>);
      return fc.dictionary(keys.map(String), inner(d.valueType), { maxKeys: depth >= MAX_DEPTH ? 0 : 3 });
    }
    case "union":
      return fc.oneof(...(d.options as unknown[]).map(inner));
    case "intersection":
      return fc.tuple(inner(d.left), inner(d.right)).map(([a, b]) => (isObject(a) && isObject(b) ? { ...a, ...b } : b));
    case "optional":
      return fc.option(inner(d.innerType), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(inner(d.innerType), { nil: null, freq: 4 });
    case "default":
    case "prefault":
      return fc.option(inner(d.innerType), { nil: undefined, freq: 4 });
    case "catch":
    case "readonly":
    case "nonoptional":
    case "success":
      return inner(d.innerType);
    case "pipe":
      // z.preprocess(fn, out) reads anything and hands it to `out`; x.transform(fn) reads x;
      // x.pipe(y) needs what both take, and y is the stricter one.
      return defOf(d.out).type === "transform" ? inner(d.in) : inner(d.out);
    case "lazy":
      return depth >= MAX_DEPTH ? fc.constant(undefined) : inner((d.getter as () => unknown)());
    case "custom":
      return fc.constant(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "sweep.png", { type: "image/png" }));
    default: // unknown, any, transform, template_literal…: anything JSON
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Date) && !(v instanceof File) && !(v instanceof Set);
}

const nested = (n: number, leaf: unknown, wrap: (v: unknown) => unknown) => Array.from({ length: n }).reduce<unknown>((v) => wrap(v), leaf);

/** The bad shapes, each a list of replacements for one spot of a valid value. */
const REPLACEMENTS = {
  "wrong type": [1, true, "x", [], {}, "true", "1"],
  "huge string": ["x".repeat(100_000), "测".repeat(60_000), "9".repeat(100_000)],
  "control or unicode": ["\u0000", "a\u0000b", "\u0007", "\u001b[31m", "\ud800", "x\udfff", "\u202Eevil\u202C", "👩‍💻🎉", "\u200B", "ῼ̴̡̛", "\r\n\t"],
  null: [null, undefined],
  number: [-1, 0, -2147483649, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.5, -0, NaN, Infinity, "NaN", "Infinity", "-1", "2147483648", "1e308"],
  "deep nesting": [nested(200, 1, (v) => [v]), nested(200, "x", (v) => ({ a: v }))],
} as const;
const EXTRA_KEYS = ["extra", "__proto__", "constructor", "id", "conferenceId", "userId", "a\u0000"];
export const MUTATION_KINDS = [...(Object.keys(REPLACEMENTS) as (keyof typeof REPLACEMENTS)[]), "extra key", "missing key"] as const;
export type Mutated = { label: string; value: unknown };

type Path = string[];

/** Every spot of a value (the root included), objects and arrays first-class. */
function spots(v: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const here = { path, value: v };
  if (Array.isArray(v)) return [here, ...v.flatMap((x, i) => spots(x, [...path, String(i)]))];
  if (isObject(v)) return [here, ...Object.entries(v).flatMap(([k, x]) => spots(x, [...path, k]))];
  return [here];
}

function update(root: unknown, path: Path, fn: (v: unknown) => unknown): unknown {
  if (!path.length) return fn(root);
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string, unknown>;
  copy[path[0]] = update(copy[path[0]], path.slice(1), fn);
  return copy;
}

/** `value` with one spot damaged: `at` and `pick` choose where and with what. */
export function mutate(value: unknown, kind: (typeof MUTATION_KINDS)[number], at: number, pick: number): Mutated {
  const all = spots(value);
  const objects = all.filter((s) => isObject(s.value));
  const where = (kind === "extra key" || kind === "missing key") && objects.length ? objects[at % objects.length] : all[at % all.length];
  const label = `${kind} at ${where.path.join(".") || "_"}`;
  if (kind === "extra key" || kind === "missing key") {
    const damaged = update(value, where.path, (v) => {
      if (!isObject(v)) return { [EXTRA_KEYS[pick % EXTRA_KEYS.length]]: 1 };
      const copy = { ...v };
      const keys = Object.keys(copy);
      if (kind === "missing key" && keys.length) delete copy[keys[pick % keys.length]];
      // defineProperty: "__proto__" becomes an own key, as JSON.parse makes it
      else
        Object.defineProperty(copy, EXTRA_KEYS[pick % EXTRA_KEYS.length], {
          value: pick % 2 ? 1 : { polluted: true },
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return copy;
    });
    return { label, value: damaged };
  }
  const list: readonly unknown[] = REPLACEMENTS[kind];
  return { label, value: update(value, where.path, () => list[pick % list.length]) };
}

/** Valid values of `schema`, each damaged in one spot. */
export function badArbitrary(schema: Schema): fc.Arbitrary<Mutated> {
  return fc.tuple(validArbitrary(schema), fc.constantFrom(...MUTATION_KINDS), fc.nat(), fc.nat()).map(([v, kind, at, pick]) => mutate(v, kind, at, pick));
}

/** `count` cases for one schema from a fixed seed: about a third valid, the rest damaged. */
export function generatedCases(schema: Schema, seed: number, count: number): Mutated[] {
  const valid = fc.sample(validArbitrary(schema), { seed, numRuns: Math.ceil(count / 3) }).map((value) => ({ label: "generated", value }));
  return [...valid, ...fc.sample(badArbitrary(schema), { seed: seed + 1, numRuns: count - valid.length })];
}
