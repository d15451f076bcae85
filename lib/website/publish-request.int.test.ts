import { beforeAll, describe, expect, it } from "vitest";
import { countPublishRequests } from "@/lib/admin/queries";
import { ConferenceStatus } from "@/lib/server/site-conference";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { runPublishAction } from "./publish-service";

// A manager's "apply to publish" reaches the platform administrators: a mail to each, in their
// language, written with the change, and the count of waiting requests that their menu shows.

useTestDatabase();
const db = () => getDb();
let managerId: number;
let draftId: number;

beforeAll(async () => {
  await seedDemo(db());
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  draftId = (await db().conferenceDomain.findUniqueOrThrow({ where: { host: "draft.localhost" } })).conferenceId;
  // A second administrator who reads English; the demo's reads Chinese.
  const ed = await db().user.create({ data: { email: "ed-admin@example.org", trueName: "Ed", locale: "en" } });
  await db().platformAdmin.create({ data: { userId: ed.id } });
  await db().user.update({ where: { email: "admin@example.org" }, data: { locale: "zh" } });
});

describe("a publish request", () => {
  it("mails every platform administrator in their language and counts as waiting", async () => {
    await db().conference.update({ where: { id: draftId }, data: { status: ConferenceStatus.NOT_PUBLISHED } });
    const c = await db().conference.findUniqueOrThrow({ where: { id: draftId } });
    const before = await countPublishRequests();
    const lastMail = (await db().mailOutbox.aggregate({ _max: { id: true } }))._max.id ?? 0;
    await runPublishAction(draftId, managerId, "apply", "http://draft.localhost:3000");
    expect(await countPublishRequests()).toBe(before + 1);

    // One mail to each platform administrator, and to nobody else (not the applying manager).
    const admins = await db().platformAdmin.findMany({ select: { user: { select: { email: true } } } });
    const sent = await db().mailOutbox.findMany({ where: { id: { gt: lastMail } }, select: { to: true } });
    expect(sent.map((m) => m.to).sort()).toEqual(admins.map((a) => a.user.email).sort());

    const en = await db().mailOutbox.findFirstOrThrow({ where: { to: "ed-admin@example.org" } });
    expect(en.conferenceId).toBeNull();
    expect(en.subject).toBe(`Publish request: ${c.nameEn || c.nameZh}`);
    expect(en.text).toContain("ask to publish its site");
    expect(en.text).toContain("http://draft.localhost:3000/admin/requests");
    const zh = await db().mailOutbox.findFirstOrThrow({ where: { to: "admin@example.org", subject: { startsWith: "发布申请" } } });
    expect(zh.subject).toBe(`发布申请：${c.nameZh}`);
    expect(zh.html).toContain('href="http://draft.localhost:3000/admin/requests"');

    // Withdrawing is no request: no further mail, and the count goes back.
    const mails = await db().mailOutbox.count();
    await runPublishAction(draftId, managerId, "withdraw", "http://draft.localhost:3000");
    expect(await db().mailOutbox.count()).toBe(mails);
    expect(await countPublishRequests()).toBe(before);
  });
});
