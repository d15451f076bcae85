import { beforeAll, describe, expect, it } from "vitest";
import { originResolver } from "@/lib/admin/site-origin";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { listMyConferences } from "./my-conferences";

// "My conferences" links to the other conferences' sites on the scheme and port the person is
// using: one deployment serves every host alike, so a link without the port leads nowhere.

useTestDatabase();
let managerId: number;

beforeAll(async () => {
  await seedDemo(getDb());
  managerId = (await getDb().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
});

describe("my conferences", () => {
  it("links each conference on the request's port", async () => {
    const rows = await listMyConferences(managerId, originResolver(new Headers({ host: "demo.localhost:3123" })));
    const hrefs = Object.fromEntries(rows.map((r) => [r.host, r.href]));
    expect(hrefs["demo.localhost"]).toBe("http://demo.localhost:3123/");
    expect(hrefs["draft.localhost"]).toBe("http://draft.localhost:3123/");
  });

  it("keeps https and its port when a trusted proxy says so", async () => {
    process.env.SYMPOSIA_EDGE_SECRET = "edge-t";
    try {
      const h = new Headers({ host: "127.0.0.1:3000", "x-symposia-edge": "edge-t", "x-forwarded-proto": "https", "x-forwarded-host": "demo.localhost:8443" });
      const rows = await listMyConferences(managerId, originResolver(h));
      expect(rows.find((r) => r.host === "draft.localhost")?.href).toBe("https://draft.localhost:8443/");
    } finally {
      delete process.env.SYMPOSIA_EDGE_SECRET;
    }
  });
});
