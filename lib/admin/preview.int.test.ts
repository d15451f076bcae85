import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/preview/route";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession, SESSION_COOKIE } from "@/lib/server/session-store";
import { invalidateConferenceCache } from "@/lib/server/tenant";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withRequest } from "@/tests/support/request-scope";
import { previewToken, previewUrl } from "./preview-link";

// /preview on a conference waiting for review, on real Postgres: the signed link leads a signed-in
// platform administrator or manager to the unpublished site, and nobody else.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.APP_SECRET = "preview-int-secret";
useTestDatabase();
const db = () => getDb();
const HOST = "draft.localhost";
let draftId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await seedDemo(db());
  draftId = (await db().conferenceDomain.findUniqueOrThrow({ where: { host: HOST } })).conferenceId;
  await db().conference.update({ where: { id: draftId }, data: { status: 2 } });
  invalidateConferenceCache();
  for (const who of ["admin", "manager", "bob"]) {
    tokens[who] = (await createSession((await db().user.findUniqueOrThrow({ where: { email: `${who}@example.org` } })).id)).token;
  }
});

/** Where /preview sends this person (the Location of its 303). */
async function open(url: string, who?: string, host = HOST): Promise<string> {
  const headers = new Headers({ host: `${host}:3000`, "user-agent": "vitest" });
  if (who) headers.set("cookie", `${SESSION_COOKIE}=${tokens[who]}`);
  const request = new Request(url.replace(/^http:\/\/[^/]+/, "http://localhost:3000"), { headers });
  const r = await withRequest(request, () => GET(request));
  expect(r.status).toBe(303);
  return r.headers.get("location")!;
}

describe("the administrator's preview link", () => {
  it("shows the unpublished site to a signed-in platform administrator and the conference's manager", async () => {
    const url = previewUrl(`http://${HOST}:3000`, draftId);
    expect(await open(url, "admin")).toBe(`http://${HOST}:3000/`);
    expect(await open(url, "manager")).toBe(`http://${HOST}:3000/`);
  });

  it("asks a signed-out person to sign in first, and refuses anyone else", async () => {
    const url = previewUrl(`http://${HOST}:3000`, draftId);
    const path = new URL(url).pathname + new URL(url).search;
    expect(await open(url)).toBe(`http://${HOST}:3000/conferencelogin?redirect=${encodeURIComponent(path)}`);
    expect(await open(url, "bob")).toBe(`http://${HOST}:3000/403`);
  });

  it("is no link when expired, altered or made for another conference", async () => {
    const at = (token: string) => `http://${HOST}:3000/preview?token=${encodeURIComponent(token)}`;
    expect(await open(at(previewToken(draftId, Date.now() - 2 * 3_600_000)), "admin")).toBe(`http://${HOST}:3000/unpublished`);
    expect(await open(at(previewToken(draftId + 1)), "admin")).toBe(`http://${HOST}:3000/unpublished`);
    expect(await open(at(previewToken(draftId, Date.now(), "another-secret")), "admin")).toBe(`http://${HOST}:3000/unpublished`);
    expect(await open(`http://${HOST}:3000/preview`, "manager")).toBe(`http://${HOST}:3000/unpublished`);
  });
});
