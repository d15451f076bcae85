import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./messages";

// DESIGN §6.7: zh and en hold the same keys, and every namespace file is loaded.
const dir = path.join(import.meta.dirname, "../../messages");

function keys(o: unknown, prefix = ""): string[] {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

function load(locale: string): Record<string, unknown> {
  return Object.fromEntries(
    readdirSync(path.join(dir, locale)).map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(dir, locale, f), "utf8"))]),
  );
}

describe("message catalogues", () => {
  const zh = load("zh");
  const en = load("en");
  it("have the same key set in both languages", () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });
  it("are all registered as namespaces", () => {
    expect(Object.keys(zh).sort()).toEqual([...NAMESPACES].sort());
  });
  it("have no empty strings", () => {
    for (const cat of [zh, en])
      for (const k of keys(cat))
        expect(
          k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], cat),
          k,
        ).not.toBe("");
  });
});
