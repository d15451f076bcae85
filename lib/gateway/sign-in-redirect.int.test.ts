import { beforeAll, describe, expect, it, vi } from "vitest";
import { fileResponse } from "@/lib/gateway/registration-files";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withRequest } from "@/tests/support/request-scope";
import { dispatch } from "./dispatch";

// A signed-out person who opens a protected gateway link in the browser (a registration file, a
// participants' download) is sent to sign in and back; scripts keep the JSON 401 — on the real
// gateway and the registration file handler, over real Postgres.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();
beforeAll(async () => void (await seedDemo(getDb())));

const FILE = `/api/conference/conferenceUser/file?name=${"b".repeat(32)}.pdf`;
const NOTICES = "/api/conference/notice/list";

function request(path: string, mode: "navigate" | "cors", locale = "zh"): Request {
  const headers = new Headers({
    host: "demo.localhost:3000",
    "sec-fetch-mode": mode,
    accept: mode === "navigate" ? "text/html" : "application/json",
    cookie: `locale=${locale}`,
  });
  return new Request(`http://localhost:3000${path}`, { headers });
}
const viaGateway = (r: Request) => withRequest(r, () => dispatch(r, new URL(r.url).pathname.slice(5).split("/")));
const viaFileRoute = (r: Request) => withRequest(r, () => fileResponse(r));

describe("a protected link opened while signed out", () => {
  for (const [name, path, run] of [
    ["a registration file", FILE, viaFileRoute],
    ["a signed-in call of the gateway", NOTICES, viaGateway],
  ] as const) {
    it(`${name}: sign-in with the way back for the browser, 401 for scripts`, async () => {
      const page = await run(request(path, "navigate"));
      expect(page.status).toBe(303);
      expect(page.headers.get("location")).toBe(`http://demo.localhost:3000/conferencelogin?redirect=${encodeURIComponent(path)}`);
      for (const locale of ["zh", "en"]) {
        const script = await run(request(path, "cors", locale));
        expect(script.status).toBe(401);
        expect(((await script.json()) as { code: number }).code).toBe(401);
      }
    });
  }
});
