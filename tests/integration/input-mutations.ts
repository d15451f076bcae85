import fc from "fast-check";

// Bad inputs for the gateway sweep: mutations of one field of a valid sample (kept
// next to the path they damage), whole-body mutations, and fast-check's random values.
// `expect`: "field" = 400 with a field error at the damaged path; "status:N" = that status;
// "any" = whatever, as long as it is not a 5xx.

export type Path = string[];
export type Expect = "field" | "any" | `status:${number}`;
export type Mutation = { label: string; value: unknown; expect: Expect };

export const DATE_LIKE = /^\d{4}-\d{2}-\d{2}$/;
const ID_KEY = /^(id|userId)$/;
const PAGE_KEY = /^(page|size)$/;

function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** Every leaf (string, number, boolean, null, empty list) of a JSON value with its path. */
export function leaves(v: unknown, path: Path = []): { path: Path; value: unknown }[] {
  if (Array.isArray(v) && v.length) return v.flatMap((item, i) => leaves(item, [...path, String(i)]));
  if (isPlain(v) && Object.keys(v).length) return Object.entries(v).flatMap(([k, item]) => leaves(item, [...path, k]));
  return [{ path, value: v }];
}

/** A copy of `root` with the value at `path` replaced. */
export function setAt<T>(root: T, path: Path, value: unknown): T {
  if (!path.length) return value as T;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string, unknown>;
  copy[path[0]] = setAt(copy[path[0]], path.slice(1), value);
  return copy as T;
}

/** Mutations of one leaf; `inQuery` leaves are strings of the query string. */
export function leafMutations(path: Path, value: unknown, inQuery: boolean): Mutation[] {
  const key = path[path.length - 1] ?? "";
  const text = typeof value === "string" ? value : String(value ?? "");
  const id = ID_KEY.test(key);
  const num = (q: string, j: unknown) => (inQuery ? q : j);
  const out: Mutation[] = [
    { label: "NUL", value: `${text}\u0000`, expect: "field" },
    { label: "C0 control", value: `\u0007${text}`, expect: "field" },
    // a URL carries UTF-8: a lone surrogate arrives as U+FFFD, so only a body can hold one
    { label: "lone surrogate", value: `${text}\ud800`, expect: inQuery ? "any" : "field" },
    { label: "empty", value: "", expect: "any" },
    { label: "int4+1", value: num("2147483648", 2147483648), expect: id ? "field" : "any" },
    { label: "1e15", value: "1e15", expect: id || (PAGE_KEY.test(key) && !inQuery) ? "field" : "any" },
  ];
  if (typeof value === "string") {
    out.push({ label: "long", value: "x".repeat(100_000), expect: "any" });
    if (DATE_LIKE.test(value))
      out.push({ label: "impossible date", value: "2026-13-45", expect: "field" }, { label: "30 February", value: "2026-02-30", expect: "field" });
  } else {
    out.push(
      { label: "hex", value: "0x10", expect: id ? "field" : "any" },
      { label: "float", value: num("1.5", 1.5), expect: id ? "field" : "any" },
      { label: "negative", value: num("-1", -1), expect: id ? "field" : "any" },
    );
    if (!inQuery)
      out.push({ label: "huge number", value: 1e15, expect: id || PAGE_KEY.test(key) ? "field" : "any" }, { label: "true", value: true, expect: "any" });
  }
  if (inQuery) out.push({ label: "repeated", value: [text, text], expect: "any" });
  else out.push({ label: "null", value: null, expect: "any" }, { label: "object", value: { a: [text] }, expect: "any" });
  return out;
}

/** Values only a path segment meets (decoded %2F, dot segments, an encoded space); ids refuse them all. */
export function pathMutations(id: boolean): Mutation[] {
  const expect: Expect = id ? "field" : "any";
  return [
    { label: "slash inside", value: "1/2", expect },
    { label: "dot-dot", value: "..", expect },
    { label: "space", value: " 1", expect },
    { label: "percent", value: "%41", expect },
  ];
}

/** Random values: JSON of every shape, strings of any UTF-16 units (controls, lone surrogates). */
export function randomValues(seed: number, count: number): unknown[] {
  const arb = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: "binary", maxLength: 40 }), fc.integer(), fc.double({ noNaN: true }));
  return fc.sample(arb, { seed, numRuns: count });
}

export function randomQueries(seed: number, count: number): Record<string, string>[] {
  return fc.sample(fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ unit: "binary", maxLength: 20 }), { maxKeys: 4 }), { seed, numRuns: count });
}

const nest = (n: number, open: string, leaf: string, close: string) => `${open.repeat(n)}${leaf}${close.repeat(n)}`;

/** Whole-body mutations of a JSON route: [label, body, content type, expectation]. */
export function bodyMutations(
  sample: unknown,
  maxBody: number,
): { label: string; body: BodyInit | (() => ReadableStream<Uint8Array>); type?: string; expect: Expect }[] {
  const json = JSON.stringify(sample);
  return [
    { label: "garbage JSON", body: "{", type: "application/json", expect: "status:400" },
    { label: "raw NUL", body: "\u0000", type: "application/json", expect: "status:400" },
    { label: "null", body: "null", type: "application/json", expect: "status:400" },
    { label: "number", body: "1", type: "application/json", expect: "status:400" },
    { label: "string", body: '"x"', type: "application/json", expect: "status:400" },
    { label: "empty array", body: "[]", type: "application/json", expect: "status:400" },
    { label: "NUL key", body: JSON.stringify({ ...(isPlain(sample) ? sample : {}), "\u0000": 1 }), type: "application/json", expect: "status:400" },
    { label: "deep arrays", body: nest(50_000, "[", "1", "]"), type: "application/json", expect: "status:400" },
    { label: "deep objects", body: nest(20_000, '{"a":', "1", "}"), type: "application/json", expect: "status:400" },
    {
      label: "invalid UTF-8",
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      type: "application/json",
      expect: "status:400",
    },
    { label: "JSON as multipart", body: json, type: "multipart/form-data; boundary=zz", expect: "status:400" },
    { label: "multipart without boundary", body: json, type: "multipart/form-data", expect: "status:400" },
    { label: "JSON as a form", body: json, type: "application/x-www-form-urlencoded", expect: "any" },
    { label: "JSON as text", body: json, type: "text/plain", expect: "any" },
    { label: "no content type", body: json, expect: "any" },
    { label: "oversize", body: JSON.stringify({ pad: "x".repeat(maxBody) }), type: "application/json", expect: "status:413" },
    { label: "oversize chunked", body: () => endless(), type: "application/json", expect: "status:413" },
  ];
}

/** Multipart mutations of the upload route. */
export function multipartMutations(field: string): { label: string; body: BodyInit | (() => ReadableStream<Uint8Array>); type?: string; expect: Expect }[] {
  const b = "----sweep";
  const part = (name: string, filename: string | null, content: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? "" : `; filename="${filename}"`}\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`;
  const type = `multipart/form-data; boundary=${b}`;
  return [
    { label: "unterminated", body: `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n\r\nabc`, type, expect: "status:400" },
    { label: "garbage", body: "not multipart at all", type, expect: "status:400" },
    { label: "no boundary", body: part(field, "a.png", "x") + `--${b}--\r\n`, type: "multipart/form-data", expect: "status:400" },
    { label: "NUL file name", body: part(field, "a\u0000.png", "x") + `--${b}--\r\n`, type, expect: "status:400" },
    { label: "text instead of file", body: part(field, null, "hello") + `--${b}--\r\n`, type, expect: "status:400" },
    { label: "no parts", body: `--${b}--\r\n`, type, expect: "status:400" },
    { label: "JSON", body: JSON.stringify({ [field]: "x" }), type: "application/json", expect: "status:400" },
    { label: "oversize chunked", body: () => endless(), type, expect: "status:413" },
  ];
}

/** A body that never ends: only a reader that stops at the limit gets through it. */
export function endless(chunk = 256 * 1024): ReadableStream<Uint8Array> {
  const bytes = new Uint8Array(chunk).fill(0x20);
  return new ReadableStream({ pull: (c) => c.enqueue(bytes) });
}
