import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { changeConferenceStatus } from "@/lib/conference/status-change";
import { dispatch } from "@/lib/gateway/dispatch";
import { saveAttendance } from "@/lib/registration/service";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { invalidateConferenceCache, resolveConference } from "@/lib/server/tenant";
import { saveSiteFile } from "@/lib/site/site-files";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withRequest } from "@/tests/support/request-scope";
import { saveWebsiteSettings } from "./settings-service";

// Website settings and the manager's publish workflow through the real gateway (guard,
// validation, services) on real Postgres. The pages and the browser side: tests/e2e/website.spec.ts.
vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-website-"));
useTestDatabase();

const db = () => getDb();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
let draftId: number;
let enId: number;
let managerId: number;
let manager: string;
let alice: string;

async function call(host: string, key: string, token: string | null, body?: unknown) {
  const [method, route] = key.split(" ");
  const headers = new Headers({ host, origin: `http://${host}`, "user-agent": "vitest", cookie: "locale=en" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  if (body !== undefined) headers.set("content-type", "application/json");
  const request = new Request(`http://${host}/api${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const segments = route.slice(1).split("/");
  const res = await withRequest(request, () => dispatch(request, segments));
  return {
    status: res.status,
    json: (await res.json()) as { code: number; data: Record<string, unknown> & { fieldErrors?: Record<string, string> }; message: string },
  };
}

const settings = (over: Record<string, unknown> = {}) => ({
  nameZh: "2027 量子计算研讨会",
  nameEn: "Quantum Computing Workshop 2027",
  shortName: "QC 2027",
  languageType: 3,
  startDate: "2027-05-10",
  endDate: "2027-05-12",
  locationZh: "合肥",
  locationEn: "Hefei",
  timeZone: "Asia/Shanghai",
  logoFile: null,
  bannerFile: null,
  faviconFile: null,
  primaryColor: "#0b6e4f",
  footerZh: "主办：量子中心",
  footerEn: "Hosted by the Quantum Centre",
  contactEmail: "qc@example.org",
  contactPhone: "+86 551 1234 5678",
  ...over,
});

const setStatus = async (id: number, status: number) => {
  await db().conference.update({ where: { id }, data: { status } });
  invalidateConferenceCache();
};

beforeAll(async () => {
  await seedDemo(db());
  const cid = async (host: string) => (await db().conferenceDomain.findUniqueOrThrow({ where: { host } })).conferenceId;
  draftId = await cid("draft.localhost");
  enId = await cid("en.localhost");
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  manager = (await createSession(managerId)).token;
  alice = (await createSession((await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } })).id)).token;
});

beforeEach(async () => {
  await db().conferenceStatusChange.deleteMany({ where: { conferenceId: draftId } });
  await setStatus(draftId, 1);
});

describe("website settings", () => {
  it("saves every field and the site configuration shows it", async () => {
    const r = await call("draft.localhost", "POST /conference/platform/config/website", manager, settings());
    expect(r.status).toBe(200);
    const c = (await resolveConference("draft.localhost"))!;
    expect(c).toMatchObject({
      nameEn: "Quantum Computing Workshop 2027",
      primaryColor: "#0b6e4f",
      footerEn: "Hosted by the Quantum Centre",
      startDate: "2027-05-10",
    });
    const config = await call("draft.localhost", "GET /conference/platform/config/website/findConferenceWebsiteConfig", manager);
    expect(config.json.data).toMatchObject({ conferenceId: draftId, primaryColor: "#0b6e4f", logoUrl: null, conference: { id: draftId, status: 1 } });
  });

  it("answers each broken rule on its own field and writes nothing", async () => {
    const before = await db().conference.findUniqueOrThrow({ where: { id: draftId }, include: { websiteConfig: true } });
    const r = await call(
      "draft.localhost",
      "POST /conference/platform/config/website",
      manager,
      settings({ nameZh: "", endDate: "2027-05-01", primaryColor: "green", contactEmail: "no-at-sign", timeZone: "Moon/Base", contactPhone: "ring" }),
    );
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.data.fieldErrors!).sort()).toEqual(["contactEmail", "contactPhone", "endDate", "nameZh", "primaryColor", "timeZone"]);
    expect(r.json.data.fieldErrors!.endDate).toBe("The last day cannot be before the first day.");
    const after = await db().conference.findUniqueOrThrow({ where: { id: draftId }, include: { websiteConfig: true } });
    expect(after).toEqual(before);
  });

  it("takes only images this conference uploaded for that purpose", async () => {
    const mine = await saveSiteFile(draftId, managerId, "banner", { name: "b.png", bytes: PNG });
    const logo = await saveSiteFile(draftId, managerId, "logo", { name: "l.png", bytes: PNG });
    const other = await saveSiteFile(enId, managerId, "banner", { name: "b.png", bytes: PNG });
    const before = await db().websiteConfig.findUniqueOrThrow({ where: { conferenceId: draftId } });
    await expect(saveWebsiteSettings(draftId, settings({ bannerFile: other.storedName }) as never)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { bannerFile: "website.badFile" },
    });
    await expect(saveWebsiteSettings(draftId, settings({ bannerFile: logo.storedName }) as never)).rejects.toMatchObject({
      fieldErrors: { bannerFile: "website.badFile" },
    });
    expect(await db().websiteConfig.findUniqueOrThrow({ where: { conferenceId: draftId } })).toEqual(before);
    await saveWebsiteSettings(draftId, settings({ bannerFile: mine.storedName, logoFile: logo.storedName }) as never);
    invalidateConferenceCache();
    expect((await resolveConference("draft.localhost"))!).toMatchObject({
      bannerUrl: `/site-file/${mine.storedName}`,
      logoUrl: `/site-file/${logo.storedName}`,
    });
  });
});

describe("publish workflow", () => {
  const history = () => db().conferenceStatusChange.findMany({ where: { conferenceId: draftId }, orderBy: { id: "asc" } });

  it("apply, withdraw, apply again; cancel and close from published — each recorded with its actor", async () => {
    expect((await call("draft.localhost", "POST /conference/platform/applyRelease", manager)).json.data).toMatchObject({ status: 2, published: false });
    expect((await call("draft.localhost", "POST /conference/platform/withdrawRelease", manager)).json.data).toMatchObject({ status: 1 });
    await call("draft.localhost", "POST /conference/platform/applyRelease", manager);
    // the platform administrator approves (lib/admin); a manager cannot
    await expect(changeConferenceStatus({ conferenceId: draftId, to: 4, actorId: managerId, actor: "manager" })).rejects.toMatchObject({ status: 409 });
    await changeConferenceStatus({ conferenceId: draftId, to: 4, actorId: managerId, actor: "admin" });
    invalidateConferenceCache();
    const status = await call("draft.localhost", "GET /conference/platform/findConferenceStatus", manager);
    expect(status.json.data).toEqual({ conferenceId: draftId, status: 4, published: true, closed: false });
    expect((await call("draft.localhost", "POST /conference/platform/cancelRelease", manager)).json.data).toMatchObject({ status: 1, published: false });
    await setStatus(draftId, 4);
    expect((await call("draft.localhost", "POST /conference/platform/close", manager)).json.data).toEqual({
      conferenceId: draftId,
      status: 5,
      published: true,
      closed: true,
    });
    const rows = await history();
    expect(rows.map((h) => [h.fromStatus, h.toStatus, h.actorId])).toEqual([
      [1, 2, managerId],
      [2, 1, managerId],
      [1, 2, managerId],
      [2, 4, managerId],
      [4, 1, managerId],
      [4, 5, managerId],
    ]);
    const panel = await call("draft.localhost", "GET /conference/platform/statusHistory", manager);
    expect(panel.json.data).toMatchObject({ status: 5, actions: [], rejectionReason: null });
  });

  it("refuses moves the status does not allow, and writes no history", async () => {
    for (const key of ["POST /conference/platform/cancelRelease", "POST /conference/platform/close", "POST /conference/platform/withdrawRelease"]) {
      const r = await call("draft.localhost", key, manager);
      expect([key, r.status]).toEqual([key, 409]);
    }
    await setStatus(draftId, 5);
    expect((await call("draft.localhost", "POST /conference/platform/applyRelease", manager)).status).toBe(409);
    // "cancel publish" while the application waits is refused, not turned into a withdrawal (2 → 1 is a manager's move too)
    await setStatus(draftId, 2);
    expect((await call("draft.localhost", "POST /conference/platform/cancelRelease", manager)).status).toBe(409);
    expect((await db().conference.findUniqueOrThrow({ where: { id: draftId } })).status).toBe(2);
    expect(await history()).toEqual([]);
  });

  it("shows the administrator's reason while rejected", async () => {
    await setStatus(draftId, 2);
    await changeConferenceStatus({ conferenceId: draftId, to: 3, actorId: managerId, actor: "admin", reason: "Add the programme" });
    const panel = await call("draft.localhost", "GET /conference/platform/statusHistory", manager);
    expect(panel.json.data).toMatchObject({ status: 3, actions: ["apply"], rejectionReason: "Add the programme" });
  });

  it("refuses other conferences' managers, participants and visitors, and changes nothing", async () => {
    const keys = [
      "GET /conference/platform/config/website",
      "POST /conference/platform/config/website",
      "GET /conference/platform/findConferenceStatus",
      "GET /conference/platform/statusHistory",
      "POST /conference/platform/applyRelease",
      "POST /conference/platform/cancelRelease",
      "POST /conference/platform/close",
    ];
    const enBefore = await db().conference.findUniqueOrThrow({ where: { id: enId }, include: { websiteConfig: true } });
    for (const key of keys) {
      const body = key.startsWith("POST /conference/platform/config") ? settings() : undefined;
      expect([key, (await call("en.localhost", key, manager, body)).status]).toEqual([key, 403]); // manager of demo and draft only
      expect([key, (await call("demo.localhost", key, alice, body)).status]).toEqual([key, 403]);
      expect([key, (await call("demo.localhost", key, null, body)).status]).toEqual([key, 401]);
    }
    expect(await db().conference.findUniqueOrThrow({ where: { id: enId }, include: { websiteConfig: true } })).toEqual(enBefore);
    expect(await db().conferenceStatusChange.count({ where: { conferenceId: enId } })).toBe(0);
  });
});

describe("a closed conference", () => {
  it("refuses registration with the closed message, and its site stays open", async () => {
    const demo = (await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
    await setStatus(demo, 5);
    try {
      const conf = (await resolveConference("demo.localhost"))!;
      expect(conf).toMatchObject({ closed: true, published: true });
      const bob = await db().user.findUniqueOrThrow({ where: { email: "bob@example.org" } });
      const answers = { name: "Bob Builder", email: bob.email, telephone: "1", country: "CN", unit: "PKU" };
      await expect(saveAttendance(conf, { userId: bob.id, email: bob.email }, { version: "default", notice: true, answers }, "en")).rejects.toMatchObject({
        status: 409,
        key: "website.closedRegistration",
      });
      const r = await call("demo.localhost", "POST /conference/conferenceUser/save", (await createSession(bob.id)).token, {
        version: "default",
        notice: true,
        answers,
      });
      expect([r.status, r.json.message]).toEqual([409, "This conference is closed; registration is no longer possible."]);
      expect(await db().attendee.count({ where: { conferenceId: demo, userId: bob.id } })).toBe(0);
      // visitors still get the site configuration (the closed flag included)
      const config = await call("demo.localhost", "GET /conference/platform/config/website/findConferenceWebsiteConfig", null);
      expect(config.json.data).toMatchObject({ closed: true, conference: { status: 5 } });
    } finally {
      await setStatus(demo, 4);
    }
  });
});
