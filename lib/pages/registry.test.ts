import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audienceRedirect, needsSignIn, routeOfPageFile } from "./audience";
import { moduleAt, PAGES, routeOf, type PageRoute } from "./registry";

const root = path.join(import.meta.dirname, "../..");

function pageFiles(dir = "app"): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return pageFiles(rel);
    return e.name === "page.tsx" ? [rel] : [];
  });
}

function message(locale: string, key: string): unknown {
  const [ns, ...rest] = key.split(".");
  let o: unknown = JSON.parse(readFileSync(path.join(root, "messages", locale, `${ns}.json`), "utf8"));
  for (const k of rest) o = (o as Record<string, unknown> | undefined)?.[k];
  return o;
}

describe("the page table", () => {
  const files = pageFiles();
  const entries = Object.entries(PAGES) as [PageRoute, (typeof PAGES)[PageRoute]][];

  it("has a row for every page file, and every page guards with its own row", () => {
    expect(files.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const file of files) {
      const route = routeOfPageFile(file);
      const source = readFileSync(path.join(root, file), "utf8");
      const guards = [...source.matchAll(/guard(?:SignedIn)?Page\("([^"]+)"/g)].map((m) => m[1]);
      if (!(route in PAGES) || guards.length !== 1 || guards[0] !== route) missing.push(`${file} (route ${route}, guards ${JSON.stringify(guards)})`);
    }
    expect(missing).toEqual([]);
  });

  it("has no row without a page file", () => {
    const routes = new Set(files.map(routeOfPageFile));
    expect(Object.keys(PAGES).filter((r) => !routes.has(r))).toEqual([]);
  });

  it("gives every page file its title from the table, under its own route", () => {
    // One source: a page that wrote its title again beside the table would drift from it. Only a
    // content page titles itself, with the title its manager gave it.
    const OWN_TITLE = new Set(["/page/[pageId]"]);
    const wrong: string[] = [];
    for (const f of files) {
      const src = readFileSync(path.join(root, f), "utf8");
      const route = routeOfPageFile(f);
      const table = src.match(/export const generateMetadata = titleMetadata\("([^"]+)"\)/);
      if (OWN_TITLE.has(route)) {
        if (!/export async function generateMetadata\b/.test(src)) wrong.push(`${f}: no generateMetadata`);
      } else if (!table) wrong.push(`${f}: not titled from the table`);
      else if (table[1] !== route) wrong.push(`${f}: titled as ${table[1]}, route is ${route}`);
    }
    expect(wrong).toEqual([]);
  });

  it("names titles that are plain text in both languages (no placeholders for data a title does not have)", () => {
    const bad: string[] = [];
    for (const [route, { title }] of entries)
      for (const locale of ["zh", "en"]) {
        const text = message(locale, title);
        if (typeof text !== "string" || !text.trim() || /[{}]/.test(text)) bad.push(`${route} ${locale} ${title}: ${String(text)}`);
      }
    expect(bad).toEqual([]);
  });

  it("puts a side-menu entry only on a page of its own area, without dynamic segments", () => {
    const wrong = entries.filter(([route, e]) => "menu" in e && (!route.startsWith(`/${e.menu.area}/`) || route.includes("[")));
    expect(wrong.map(([r]) => r)).toEqual([]);
  });
});

describe("a path's page", () => {
  it("is found as Next finds it: static before dynamic before catch-all", () => {
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/profile/userInfo")).toBe("/profile/userInfo");
    expect(routeOf("/profile/userInfo/")).toBe("/profile/userInfo");
    expect(routeOf("/page/12")).toBe("/page/[pageId]");
    expect(routeOf("/platform/manage/order/7")).toBe("/platform/manage/order/[orderId]");
    expect(routeOf("/platform/config/page/edit/3")).toBe("/platform/config/page/edit/[id]");
    expect(routeOf("/profile/order/pay/goto/result/P1")).toBe("/profile/order/pay/goto/result/[billId]");
    expect(routeOf("/profile/no/such/screen")).toBe("/profile/[...slug]");
    expect(routeOf("/platform/config/feeling")).toBe("/platform/[...slug]");
    expect(routeOf("/platformer")).toBe("/[...rest]");
    expect(routeOf("/admin/nothing")).toBe("/[...rest]");
  });

  it("needs a sign-in exactly when its audience is signed in", () => {
    const signIn = (p: string) => needsSignIn(PAGES[routeOf(p)!].audience);
    expect(["/profile/userInfo", "/profile/unknown", "/platform", "/platform/unknown/x", "/admin", "/registerFirst"].filter((p) => !signIn(p))).toEqual([]);
    // Feedback takes visitors' messages when the conference accepts them; the page decides.
    expect(["/", "/conferencelogin", "/page/3", "/anything-unknown", "/profile/feedback", "/403"].filter(signIn)).toEqual([]);
  });

  it("belongs to the module of its row", () => {
    expect(moduleAt("/platform/manage/order/12")).toBe("payment");
    expect(moduleAt("/platform/manage/contribute/abstract-book")).toBe("submission");
    expect(moduleAt("/platform/submissionManage/contribute/detail")).toBe("submission");
    expect(moduleAt("/platform/config/modules")).toBeUndefined();
    expect(moduleAt("/platform/config/feeling")).toBeUndefined();
  });
});

describe("audiences", () => {
  it("hold each audience", () => {
    const nobody = { loggedIn: false, attended: false, manager: false, reviewer: false };
    const participant = { ...nobody, loggedIn: true, attended: true };
    const reviewer = { ...nobody, loggedIn: true, reviewer: true };
    const manager = { ...nobody, loggedIn: true, manager: true };
    expect(audienceRedirect("public", nobody)).toBeNull();
    expect(audienceRedirect("prompt", nobody)).toBeNull();
    expect(audienceRedirect("user", nobody)).toBe("login");
    expect(audienceRedirect("manager", participant)).toBe("/403");
    expect(audienceRedirect("manager", reviewer)).toBe("/403");
    expect(audienceRedirect("manager", manager)).toBeNull();
    expect(audienceRedirect("reviewer", participant)).toBe("/403");
    expect(audienceRedirect("reviewer", reviewer)).toBeNull();
    expect(audienceRedirect("reviewer", manager)).toBeNull();
    expect(audienceRedirect("admin", manager)).toBe("/403");
    expect(audienceRedirect("admin", { ...manager, platformAdmin: true })).toBeNull();
    // Not straight to registration: the countdown page first.
    expect(audienceRedirect("participant", { ...nobody, loggedIn: true })).toBe("/registerFirst");
    expect(audienceRedirect("participant", participant)).toBeNull();
  });

  it("derive route patterns from file paths", () => {
    expect(routeOfPageFile("app/page.tsx")).toBe("/");
    expect(routeOfPageFile("app/page/[pageId]/page.tsx")).toBe("/page/[pageId]");
    expect(routeOfPageFile("app/(site)/about/page.tsx")).toBe("/about");
  });
});
