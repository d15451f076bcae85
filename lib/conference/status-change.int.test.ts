import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { createDefaultSite, FIXED_MENU } from "@/lib/site/default-site";
import { useTestDatabase } from "@/tests/integration/test-db";
import { ConferenceStatus as S } from "@/lib/server/site-conference";
import { changeConferenceStatus, listStatusChanges } from "./status-change";

// The publish workflow's one writer: transitions checked under a row lock, each one recorded.
useTestDatabase();
const db = () => getDb();

async function conferenceWithSite(status: number = S.NOT_PUBLISHED) {
  const c = await db().conference.create({ data: { nameZh: "测试会议", nameEn: "Test", status } });
  await createDefaultSite(db(), c.id, { nameZh: c.nameZh, nameEn: c.nameEn });
  const user = await db().user.create({ data: { email: `u${c.id}@example.org` } });
  return { id: c.id, userId: user.id };
}

describe("changeConferenceStatus", () => {
  it("records who moved the conference from which status to which, and why", async () => {
    const { id, userId } = await conferenceWithSite();
    await changeConferenceStatus({ conferenceId: id, to: S.PENDING_REVIEW, actorId: userId, actor: "manager" });
    await changeConferenceStatus({ conferenceId: id, to: S.REJECTED, actorId: userId, actor: "admin", reason: "Add a programme" });
    const history = await listStatusChanges(id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason, h.actor?.email])).toEqual([
      [S.PENDING_REVIEW, S.REJECTED, "Add a programme", `u${id}@example.org`],
      [S.NOT_PUBLISHED, S.PENDING_REVIEW, "", `u${id}@example.org`],
    ]);
    expect((await db().conference.findUniqueOrThrow({ where: { id } })).status).toBe(S.REJECTED);
  });

  it("refuses a move the actor may not make, and writes nothing", async () => {
    const { id, userId } = await conferenceWithSite(S.PENDING_REVIEW);
    await expect(changeConferenceStatus({ conferenceId: id, to: S.PUBLISHED, actorId: userId, actor: "manager" })).rejects.toMatchObject({
      status: 409,
      key: "errors.statusChange",
    });
    expect(await listStatusChanges(id)).toEqual([]);
  });

  it("two approvals at once: exactly one succeeds and one history row is written", async () => {
    const { id, userId } = await conferenceWithSite(S.PENDING_REVIEW);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => changeConferenceStatus({ conferenceId: id, to: S.PUBLISHED, actorId: userId, actor: "admin" })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await listStatusChanges(id)).toHaveLength(1);
  });
});

describe("createDefaultSite", () => {
  it("gives a new conference appearances, templates, a published home page and the fixed menu — once", async () => {
    const { id } = await conferenceWithSite();
    await createDefaultSite(db(), id, { nameZh: "测试会议", nameEn: "Test" }); // a second run adds nothing
    const appearances = await db().appearance.findMany({ where: { conferenceId: id }, orderBy: { id: "asc" } });
    expect(appearances.map((a) => [a.builtIn, a.isActive])).toEqual([
      ["classic", true],
      ["modern", false],
    ]);
    expect(await db().siteTemplate.count({ where: { conferenceId: id } })).toBe(2);
    const home = await db().sitePage.findUniqueOrThrow({ where: { conferenceId_key: { conferenceId: id, key: "home" } } });
    expect(home).toMatchObject({ published: true, isDefaultPc: true, isDefaultMobile: true, contentEn: "<p>Welcome to Test.</p>" });
    const menus = await db().menu.findMany({ where: { conferenceId: id }, orderBy: { order: "asc" } });
    expect(menus.map((m) => m.key)).toEqual(FIXED_MENU.map((m) => m.key));
    expect(menus.every((m) => m.fixed)).toBe(true);
    // the content items open draft pages, so they stay hidden until the manager publishes them
    expect(menus.filter((m) => !m.published).map((m) => m.key)).toEqual(["about", "schedule", "contact"]);
  });
});
