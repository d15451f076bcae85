import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_AUDIENCE, routeOfPageFile } from "@/lib/server/page-audience";
import { PAGE_TITLES } from "./page-titles";

// SPEC §2 step 1: every page has its own document title ("<page> - <conference>"), not only the
// conference's name. Walks app/**/page.tsx like the audience test does.

const root = path.join(import.meta.dirname, "../..");

function pageFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? pageFiles(`${dir}/${d.name}`) : d.name === "page.tsx" ? [`${dir}/${d.name}`] : [],
  );
}

function message(locale: string, key: string): unknown {
  const [ns, ...rest] = key.split(".");
  let o: unknown = JSON.parse(readFileSync(path.join(root, "messages", locale, `${ns}.json`), "utf8"));
  for (const k of rest) o = (o as Record<string, unknown> | undefined)?.[k];
  return o;
}

describe("page titles", () => {
  const files = pageFiles("app");

  it("name a title for every route of the page table", () => {
    expect(Object.keys(PAGE_TITLES).sort()).toEqual(Object.keys(PAGE_AUDIENCE).sort());
  });

  it("are set by every page file from the table, under its own route", () => {
    // One source: a page that wrote its title again beside the table would drift from it. Only a
    // content page titles itself, with the title its manager gave it.
    const OWN_TITLE = new Set(["/page/[pageId]"]);
    const missing: string[] = [];
    for (const f of files) {
      const src = readFileSync(path.join(root, f), "utf8");
      const route = routeOfPageFile(f);
      const table = src.match(/export const generateMetadata = titleMetadata\("([^"]+)"\)/);
      if (OWN_TITLE.has(route)) {
        if (!/export async function generateMetadata\b/.test(src)) missing.push(`${f}: no generateMetadata`);
      } else if (!table) missing.push(`${f}: not titled from the table`);
      else if (table[1] !== route) missing.push(`${f}: titled as ${table[1]}, route is ${route}`);
    }
    expect(missing).toEqual([]);
  });

  it("are plain text in both languages (no placeholders left for data the title does not have)", () => {
    const bad: string[] = [];
    for (const [route, key] of Object.entries(PAGE_TITLES))
      for (const locale of ["zh", "en"]) {
        const text = message(locale, key);
        if (typeof text !== "string" || !text.trim() || /[{}]/.test(text)) bad.push(`${route} ${locale} ${key}: ${String(text)}`);
      }
    expect(bad).toEqual([]);
  });
});
