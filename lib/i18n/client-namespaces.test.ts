import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_AREAS, type ClientArea, pickClientMessages } from "./client-namespaces";
import { NAMESPACES } from "./messages";

// A message missing from an area's provider shows only in the browser (a raw key and a console
// error), so this walks the module graph from every page and layout of app/, follows it into the
// client components ("use client" and all they import; a "use server" module stays on the server)
// and collects the messages they use: each `useTranslations("ns.sub")` with the literal keys its
// translator is called with (the whole namespace when it is called otherwise), and in the zod
// schemas they import, the message keys (lib/validation/z.ts; useFieldErrorText translates them).
// An entry file's area is the one its nearest <ClientMessages area="…"> names: its own, else its
// layouts' up the tree. Outside every area (the root layout, the home and content pages) there is
// no provider, so no client component there may use next-intl's hooks at all.

const root = path.resolve(import.meta.dirname, "../..");
const IMPORT = /(?:^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?|\bimport\()\s*["']([^"']+)["']/gm;
const catalogue = JSON.parse(
  JSON.stringify(Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(root, "messages/en", `${ns}.json`), "utf8"))]))),
);

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

const lookUp = (key: string) =>
  key.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), catalogue);
const isMessage = (key: string) => lookUp(key) !== undefined;

/** The message keys (or whole namespaces) a module's translators use. */
export function messagesUsed(text: string): string[] {
  const used = new Set<string>();
  const declarations = [...text.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*useTranslations\(\s*(?:["']([\w.]+)["'])?\s*\)/g)];
  for (const m of declarations) {
    const [, name, prefix = ""] = m;
    // A translator's uses run to the next translator of the same name (one per component).
    const next = declarations.find((d) => d.index > m.index && d[1] === name);
    const scope = text.slice(m.index, next?.index);
    // t("key"), t.rich("key", …), or t(`group.${x}`) (the whole group).
    const call = `(\\(\\s*(?:["']([\\w.]+)["']|\`([\\w.]+)\\.\\$\\{))?`;
    const uses = [...scope.matchAll(new RegExp(`(?<![\\w.])${name}\\b(?:\\.(?:rich|markup|raw|has))?${call}`, "g"))].slice(1);
    for (const u of uses) {
      const key = u[2] ?? u[3];
      if (key) used.add(prefix ? `${prefix}.${key}` : key);
      else if (prefix) used.add(prefix); // called with a computed key, or handed on: the whole namespace
    }
  }
  // Not a declaration (e.g. `useTranslations("x")("y")` or a namespace handed to a helper): the whole namespace.
  for (const m of text.matchAll(/useTranslations\(\s*["']([\w.]+)["']\s*\)(?!\s*;)/g)) if (!text.includes(`= ${m[0]}`)) used.add(m[1]);
  if (/from\s+["'](?:zod|@\/lib\/validation\/z|\.\/z)["']|\bz\.object\(/.test(text)) {
    for (const m of text.matchAll(/["'`]([a-zA-Z]+\.[a-zA-Z][\w.]*)/g)) if (typeof lookUp(m[1]) === "string") used.add(m[1]);
  }
  return [...used];
}

type Info = { deps: string[]; client: boolean; server: boolean; used: string[]; hooks: boolean };
const infos = new Map<string, Info>();
function info(file: string): Info {
  let i = infos.get(file);
  if (!i) {
    const text = readFileSync(file, "utf8");
    i = {
      deps: [...text.matchAll(IMPORT)].map((m) => resolve(file, m[1])).filter((f): f is string => !!f),
      client: /^\s*["']use client["']/.test(text),
      server: /^\s*["']use server["']/.test(text),
      used: messagesUsed(text),
      hooks: /from\s+["']next-intl["']/.test(text) && /\buse(?:Translations|Locale|Formatter|Now|TimeZone|Messages)\(/.test(text),
    };
    infos.set(file, i);
  }
  return i;
}

/**
 * What the client components reachable from `entry` use, each with a file that uses it; a client
 * component that calls one of next-intl's hooks counts as using "(a provider)".
 */
function clientMessages(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const used = new Map<string, string>();
  const visit = (file: string, client: boolean) => {
    const i = info(file);
    if (client && i.server) return; // a server action: only its reference travels
    const c = client || i.client;
    if (seen.has(`${c}:${file}`)) return;
    seen.add(`${c}:${file}`);
    if (c) for (const k of [...i.used, ...(i.hooks ? [PROVIDER] : [])]) if (!used.has(k)) used.set(k, path.relative(root, file));
    for (const d of i.deps) visit(d, c);
  };
  visit(entry, false);
  return used;
}

const PROVIDER = "(a provider)";
const covers = (entry: string, key: string) => key === PROVIDER || key === entry || key.startsWith(`${entry}.`);

function entries(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "api" ? [] : entries(full);
    return /^(page|layout|not-found|error|loading|template|default)\.tsx$/.test(name) ? [full] : [];
  });
}

const areaOf = (file: string): ClientArea | null => (readFileSync(file, "utf8").match(/<ClientMessages\s+area="(\w+)"/)?.[1] as ClientArea) ?? null;

/** The area whose provider wraps what `file` renders; "none" outside every area. */
function providerOf(file: string): ClientArea | "none" {
  const own = areaOf(file);
  if (own && !file.endsWith("app/layout.tsx")) return own;
  for (let dir = path.dirname(file); dir.startsWith(path.join(root, "app")) && dir !== path.join(root, "app"); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    if (layout !== file && existsSync(layout) && areaOf(layout)) return areaOf(layout)!;
  }
  return "none";
}

describe("client messages per area", () => {
  const files = entries(path.join(root, "app"));
  const byArea = new Map<ClientArea | "none", Map<string, string>>();
  for (const file of files) {
    const area = providerOf(file);
    const used = byArea.get(area) ?? new Map<string, string>();
    for (const [k, f] of clientMessages(file)) if (!used.has(k)) used.set(k, `${f} (from ${path.relative(root, file)})`);
    byArea.set(area, used);
  }

  it("reads the translators and schema keys of a module", () => {
    const text = `"use client";
      const t = useTranslations("orders.fee");
      const tc = useTranslations("common");
      const key = useTranslations();
      t("title"); t.rich("note", {}); t(\`kinds.\${kind}\`); tc(label); key("accounts.codeWrong");
      const Z = z.object({ a: z.string().min(1, "validation.required"), b: z.string("not.a.key") });`;
    expect(messagesUsed(text).sort()).toEqual([
      "accounts.codeWrong",
      "common",
      "orders.fee.kinds",
      "orders.fee.note",
      "orders.fee.title",
      "validation.required",
    ]);
  });

  it("finds the client components of every area", () => {
    expect(files.length).toBeGreaterThan(70);
    expect([...byArea.keys()].sort()).toEqual([...Object.keys(CLIENT_AREAS), "none"].sort());
    expect([...byArea.get("platform")!.keys()]).toContain("orderAdmin.actions");
  });

  for (const area of Object.keys(CLIENT_AREAS) as ClientArea[]) {
    it(`${area}: picks every message its client components use, and no namespace they do not`, () => {
      const picked: readonly string[] = CLIENT_AREAS[area];
      const used = byArea.get(area) ?? new Map<string, string>();
      if (process.env.SHOW_CLIENT_MESSAGES) console.log(area, [...used.keys()].sort().join(" "));
      const missing = [...used].filter(([k]) => !picked.some((e) => covers(e, k))).map(([k, f]) => `${k} in ${f}`);
      expect(missing).toEqual([]);
      const unused = picked.filter((e) => ![...used.keys()].some((k) => k.split(".")[0] === e.split(".")[0]));
      expect(unused).toEqual([]);
      for (const e of picked) expect(isMessage(e), e).toBe(true);
    });
  }

  it("outside every area, no client component uses translations or next-intl's hooks", () => {
    expect([...byArea.get("none")!].map(([k, f]) => `${k} in ${f}`)).toEqual([]);
  });

  it("visitor and participant areas carry no management catalogue", () => {
    for (const area of ["site", "profile"] as const) {
      for (const e of CLIENT_AREAS[area])
        expect(["platform", "orderAdmin", "reviewerAdmin", "admin", "paySettings", "sitePages"]).not.toContain(e.split(".")[0]);
    }
  });

  it("picks the entries' subtrees in the catalogue's shape", () => {
    const picked = pickClientMessages(catalogue, "profile");
    expect(picked.accounts).toEqual(catalogue.accounts);
    expect(picked.hotel).toEqual({ book: catalogue.hotel.book, errors: catalogue.hotel.errors });
    expect(picked.registration).toEqual({
      designer: { duplicateValue: catalogue.registration.designer.duplicateValue },
      duplicateField: catalogue.registration.duplicateField,
      optionsRequired: catalogue.registration.optionsRequired,
      uploadTooLarge: catalogue.registration.uploadTooLarge,
    });
    expect(picked).not.toHaveProperty("platform");
  });
});
