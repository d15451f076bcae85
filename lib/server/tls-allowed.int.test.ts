import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/tls/allowed/route";
import { setConferenceHosts } from "@/lib/admin/hosts-service";
import { useTestDatabase } from "@/tests/integration/test-db";
import { getDb } from "./db";
import { seedDemo } from "@/prisma/seed/demo";
import { askedDomain } from "./tls-allowed";

useTestDatabase();

// What Caddy sees: it asks the app on its internal address, with no session and no conference host.
async function ask(query: string): Promise<{ status: number; body: string; cache: string | null }> {
  const r = await GET(new Request(`http://app1:3000/api/tls/allowed${query}`));
  return { status: r.status, body: await r.text(), cache: r.headers.get("cache-control") };
}

describe("on-demand TLS: may Caddy obtain a certificate for this name?", () => {
  let demoId: number;
  beforeAll(async () => {
    await seedDemo(getDb());
    demoId = (await getDb().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
  });

  it("yes for every conference's domain, published or not, in any letter case, with a trailing dot", async () => {
    for (const domain of ["demo.localhost", "en.localhost", "draft.localhost", "DEMO.LocalHost", "demo.localhost."]) {
      expect(await ask(`?domain=${encodeURIComponent(domain)}`), domain).toEqual({ status: 200, body: "", cache: "no-store" });
    }
  });

  it("no (404) for a well-formed name no conference has", async () => {
    for (const domain of ["nowhere.example.org", "demo.localhost.example.org", "www.demo.localhost"]) {
      expect((await ask(`?domain=${domain}`)).status, domain).toBe(404);
    }
  });

  it("400 for anything that is not one domain name", async () => {
    const bad = [
      "",
      "?domain=",
      "?domain=demo.localhost&domain=en.localhost",
      "?domain=demo.localhost%00",
      "?domain=demo.localhost:443",
      "?domain=localhost",
      "?domain=127.0.0.1",
      "?domain=%5B%3A%3A1%5D",
      "?domain=*.localhost",
      "?domain=demo_x.localhost",
      "?domain=demo%20.localhost",
      "?domain=-demo.localhost",
      "?domain=https%3A%2F%2Fdemo.localhost",
      `?domain=${"a".repeat(64)}.localhost`,
      `?domain=${Array.from({ length: 60 }, () => "abcd").join(".")}.org`,
    ];
    for (const query of bad) expect((await ask(query)).status, query).toBe(400);
    expect(askedDomain(["Conf.Example.ORG."])).toBe("conf.example.org");
  });

  it("follows the administrator's host changes at once: a new domain is allowed, a removed one no longer", async () => {
    expect((await ask("?domain=ncsc.example.org")).status).toBe(404);
    await setConferenceHosts(demoId, ["demo.localhost", "ncsc.example.org"]);
    expect((await ask("?domain=ncsc.example.org")).status).toBe(200);
    await setConferenceHosts(demoId, ["demo.localhost"]);
    expect((await ask("?domain=ncsc.example.org")).status).toBe(404);
    expect((await ask("?domain=demo.localhost")).status).toBe(200);
  });
});
