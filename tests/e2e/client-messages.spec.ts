import type { APIRequestContext } from "@playwright/test";
import { CLIENT_AREAS } from "@/lib/i18n/client-namespaces";
import { createSessionToken, expect, test } from "./support/fixtures";

// Issue 29: the messages a page hands to its client components travel in its HTML, in the flight
// data. A visitor's and a participant's pages carry only their areas' namespaces, none of the
// management screens'; a manager's page does carry those (which shows the check can see them).
// lib/i18n/client-namespaces.test.ts proves each area's provider picks what its components use.

const tops = (...areas: (keyof typeof CLIENT_AREAS)[]) => new Set(areas.flatMap((a) => CLIENT_AREAS[a].map((e) => e.split(".")[0])));

/** The namespaces of every translation provider's messages in the page's flight data. */
function flightNamespaces(html: string): Set<string> {
  const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join("");
  const found = new Set<string>();
  for (const m of flight.matchAll(/"messages":\{/g)) {
    // The object runs to its matching brace; its keys are the namespaces.
    let depth = 0;
    let end = m.index + m[0].length - 1;
    for (let inString = false; end < flight.length; end++) {
      const c = flight[end];
      if (inString) {
        if (c === "\\") end++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === "{") depth++;
      else if (c === "}" && --depth === 0) break;
    }
    for (const ns of Object.keys(JSON.parse(flight.slice(m.index + m[0].length - 1, end + 1)))) found.add(ns);
  }
  return found;
}

let http: APIRequestContext;
test.beforeAll(async ({ playwright, port }) => {
  http = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
});
test.afterAll(async () => http.dispose());

async function namespacesOf(port: number, pathname: string, token?: string, locale = "zh"): Promise<string[]> {
  const cookie = [`locale=${locale}`, token ? `symposia_session=${token}` : ""].filter(Boolean).join("; ");
  const res = await http.get(pathname, { headers: { host: `demo.localhost:${port}`, cookie }, maxRedirects: 0 });
  expect(res.status(), pathname).toBe(200);
  return [...flightNamespaces(await res.text())].sort();
}

test("visitor and participant pages carry only their areas' messages; a manager's page carries the management ones", async ({ port, sql }) => {
  const visitor = tops("site");
  for (const locale of ["zh", "en"]) {
    expect(await namespacesOf(port, "/", undefined, locale)).toEqual([]); // no provider outside the areas
    for (const pathname of ["/conferencelogin", "/page/about"]) {
      const found = await namespacesOf(port, pathname, undefined, locale);
      expect(
        found.filter((ns) => !visitor.has(ns)),
        pathname,
      ).toEqual([]);
    }
  }
  const participant = tops("site", "profile");
  const alice = await createSessionToken(sql, "alice@example.org");
  for (const pathname of ["/profile/userInfo", "/profile/conference/fee", "/conferenceRegister"]) {
    const found = await namespacesOf(port, pathname, alice);
    expect(
      found.filter((ns) => !participant.has(ns)),
      pathname,
    ).toEqual([]);
    expect(found).not.toContain("platform");
  }
  const manager = await createSessionToken(sql, "manager@example.org");
  expect(await namespacesOf(port, "/platform/manage/order", manager)).toEqual(expect.arrayContaining(["orderAdmin", "validation"]));
});
