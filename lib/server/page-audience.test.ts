import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audienceRedirect, PAGE_AUDIENCE, routeOfPageFile } from "./page-audience";

const root = path.join(import.meta.dirname, "../..");

function pageFiles(dir = "app"): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return pageFiles(rel);
    return e.name === "page.tsx" ? [rel] : [];
  });
}

describe("page audiences", () => {
  const files = pageFiles();

  it("every page declares its audience: its route is in the table and it guards with its own key", () => {
    expect(files.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const file of files) {
      const route = routeOfPageFile(file);
      const source = readFileSync(path.join(root, file), "utf8");
      const guards = [...source.matchAll(/guard(?:SignedIn)?Page\("([^"]+)"/g)].map((m) => m[1]);
      if (!(route in PAGE_AUDIENCE) || guards.length !== 1 || guards[0] !== route) missing.push(`${file} (route ${route}, guards ${JSON.stringify(guards)})`);
    }
    expect(missing).toEqual([]);
  });

  it("the table names no page that does not exist", () => {
    const routes = new Set(files.map(routeOfPageFile));
    expect(Object.keys(PAGE_AUDIENCE).filter((r) => !routes.has(r))).toEqual([]);
  });

  it("derives route patterns from file paths", () => {
    expect(routeOfPageFile("app/page.tsx")).toBe("/");
    expect(routeOfPageFile("app/page/[pageId]/page.tsx")).toBe("/page/[pageId]");
    expect(routeOfPageFile("app/(site)/about/page.tsx")).toBe("/about");
  });

  it("holds each audience", () => {
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
    // SPEC §6: not straight to registration — the countdown page first.
    expect(audienceRedirect("participant", { ...nobody, loggedIn: true })).toBe("/registerFirst");
    expect(audienceRedirect("participant", participant)).toBeNull();
  });
});
