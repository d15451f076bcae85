import { readFileSync } from "node:fs";
import type pg from "pg";
import { titleOf, type PageRoute } from "../../../lib/pages/registry";
import { DEMO } from "./a11y-data";

// Every page's title is "<page> - <conference>" (not the conference's name alone); a page whose
// file takes its title from the route table has exactly that table's entry. The accessibility sweep
// checks it on each page it loads, so the pages are loaded once for both checks.

function message(locale: string, key: string): string {
  const [ns, ...rest] = key.split(".");
  let o: unknown = JSON.parse(readFileSync(`messages/${locale}/${ns}.json`, "utf8"));
  for (const k of rest) o = (o as Record<string, unknown>)[k];
  return o as string;
}

/** The route table's title, for the pages that take theirs from it (the others compute their own). */
function tableTitle(route: string, locale: string): string | null {
  const file = `app${route === "/" ? "" : route}/page.tsx`;
  const src = readFileSync(file, "utf8");
  return src.includes("titleMetadata(") ? message(locale, titleOf(route as PageRoute)) : null;
}

/** The demo conference's name as its site shows it in `locale`. */
export async function demoName(sql: pg.Pool, locale: string): Promise<string> {
  const { rows } = await sql.query(`SELECT c."nameZh", c."nameEn" FROM "Conference" c JOIN "ConferenceDomain" d ON d."conferenceId" = c.id WHERE d.host = $1`, [
    DEMO,
  ]);
  return locale === "en" ? rows[0].nameEn || rows[0].nameZh : rows[0].nameZh;
}

/** What is wrong with `title` for the page of `route`, or null. */
export function titleProblem(route: string, title: string, locale: string, conference: string): string | null {
  const expected = tableTitle(route, locale);
  const suffix = ` - ${conference}`;
  if (!title.endsWith(suffix) || title === conference || title.length <= suffix.length) return `${route} title: "${title}"`;
  if (expected && title !== `${expected}${suffix}`) return `${route} title: "${title}", expected "${expected}${suffix}"`;
  return null;
}
