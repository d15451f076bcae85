import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ConferenceStatus } from "@/lib/server/site-conference";
import { getDb } from "@/lib/server/db";
import { ValidationError } from "@/lib/server/errors";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { resolveConference } from "@/lib/server/tenant";
import { FIXED_MENU } from "@/lib/site/default-site";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { createConference } from "./create";
import { setConferenceHosts } from "./hosts-service";
import { listConferences, listPublishRequests } from "./queries";
import { ZConferenceInput, ZRejectInput, type TConferenceInput } from "./schemas";
import { approvePublishRequest, closeConference, rejectPublishRequest, reopenConference } from "./status";

// The platform administrator's side on a real Postgres: conference creation is one transaction, hosts are normalised and
// unique platform-wide, the creator is an existing account or a new one with an invitation, the
// status actions record history and mail the creators, and only administrators get in.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();
const db = () => getDb();

let adminId: number;
let managerId: number;
const origin = (host: string) => `http://${host}:3000`;
const ctx = () => ({ actorId: adminId, origin, locale: "en" as const });
let n = 0;
const unique = () => `${Date.now().toString(36)}${++n}`;

function input(over: Partial<TConferenceInput> = {}) {
  return ZConferenceInput.parse({
    nameZh: "测试会议",
    nameEn: "Test Conference",
    shortName: "TC",
    startDate: "2027-05-01",
    endDate: "2027-05-03",
    timeZone: "Europe/Berlin",
    currency: "eur",
    languageType: 3,
    hosts: `adm-${unique()}.localhost`,
    creatorMode: "new",
    creatorEmail: `creator-${unique()}@example.org`,
    creatorName: "Cora Creator",
    ...over,
  });
}

async function counts() {
  const [conferences, domains, users, mails] = await Promise.all([
    db().conference.count(),
    db().conferenceDomain.count(),
    db().user.count(),
    db().mailOutbox.count(),
  ]);
  return { conferences, domains, users, mails };
}

beforeAll(async () => {
  await seedDemo(db());
  adminId = (await db().user.findUniqueOrThrow({ where: { email: "admin@example.org" } })).id;
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
});
afterEach(() => {
  delete process.env.MAIL_CAPTURE;
  delete process.env.SMTP_URL;
});

async function pending(creatorLocale: "zh" | "en" = "en") {
  const data = input();
  const r = await createConference(data, ctx());
  await db().user.update({ where: { email: data.creatorEmail }, data: { locale: creatorLocale } });
  await db().conference.update({ where: { id: r.id }, data: { status: ConferenceStatus.PENDING_REVIEW } });
  await db().conferenceStatusChange.create({ data: { conferenceId: r.id, fromStatus: 1, toStatus: 2, actorId: managerId } });
  return { ...r, email: data.creatorEmail };
}
const history = async (id: number) =>
  (await db().conferenceStatusChange.findMany({ where: { conferenceId: id }, orderBy: { id: "asc" } })).map((h) => [h.fromStatus, h.toStatus, h.reason]);

describe("creating a conference", () => {
  it("writes the conference, lower-cased hosts, a new creator with an invitation and the default site", async () => {
    const tag = unique();
    const data = input({ hosts: ` Adm-${tag}.LOCALHOST \n www.adm-${tag}.localhost, adm-${tag}.localhost`, creatorEmail: `New-${tag}@Example.org` });
    expect(data.hosts).toEqual([`adm-${tag}.localhost`, `www.adm-${tag}.localhost`]);
    const before = await resolveConference(`adm-${tag}.localhost`); // caches "no conference" for this host
    expect(before).toBeNull();

    const r = await createConference(data, ctx());
    expect(r).toMatchObject({ host: `adm-${tag}.localhost`, creatorCreated: true });
    const c = await db().conference.findUniqueOrThrow({
      where: { id: r.id },
      include: { domains: { orderBy: { id: "asc" } }, users: { include: { user: true } }, modules: true, websiteConfig: true, registerConfig: true },
    });
    expect(c).toMatchObject({ status: ConferenceStatus.NOT_PUBLISHED, currency: "EUR", timeZone: "Europe/Berlin", languageType: 3 });
    expect(c.domains.map((d) => [d.host, d.isPrimary])).toEqual([
      [`adm-${tag}.localhost`, true],
      [`www.adm-${tag}.localhost`, false],
    ]);
    expect(c.users.map((u) => [u.role, u.user.email, u.user.passwordHash])).toEqual([["CREATOR", `new-${tag}@example.org`, null]]);
    expect(c.websiteConfig).not.toBeNull();
    expect(c.registerConfig).not.toBeNull();
    expect(Object.fromEntries(c.modules.map((m) => [m.module, m.enabled]))).toMatchObject({ register: true, submission: false, hotel: false });
    expect(await db().mailTemplate.count({ where: { conferenceId: r.id } })).toBe(11);
    expect(await db().registerFormVersion.count({ where: { conferenceId: r.id, isCurrent: true } })).toBe(1);

    // The default site: both appearances, a published home page, the fixed menu.
    expect((await db().appearance.findMany({ where: { conferenceId: r.id } })).map((a) => a.builtIn).sort()).toEqual(["classic", "modern"]);
    expect(await db().sitePage.findFirst({ where: { conferenceId: r.id, key: "home", published: true } })).not.toBeNull();
    expect(await db().menu.count({ where: { conferenceId: r.id, fixed: true } })).toBe(FIXED_MENU.length);

    // History starts with the creation, by the administrator.
    expect(await db().conferenceStatusChange.findMany({ where: { conferenceId: r.id }, select: { fromStatus: true, toStatus: true, actorId: true } })).toEqual([
      { fromStatus: 0, toStatus: 1, actorId: adminId },
    ]);

    // The invitation: platform mail to the new account, linking to set a password on the new host.
    const mail = await db().mailOutbox.findFirstOrThrow({ where: { to: `new-${tag}@example.org` } });
    expect(mail.conferenceId).toBeNull();
    const link = `http://adm-${tag}.localhost:3000/resetPassword?email=new-${tag}%40example.org`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);

    // The new host resolves at once (the cached miss was dropped).
    expect((await resolveConference(`adm-${tag}.localhost`))?.id).toBe(r.id);
    expect((await resolveConference(`www.adm-${tag}.localhost`))?.id).toBe(r.id);
  });

  it("writes the creator's mail in the conference's languages: one for a one-language conference, both for a bilingual one", async () => {
    const mailFor = async (languageType: number, creatorMode: "new" | "existing" = "new", creatorEmail = `lang-${unique()}@example.org`) => {
      await createConference(input({ languageType, creatorMode, creatorEmail, creatorName: creatorMode === "new" ? "Li Lei" : "" }), ctx());
      return db().mailOutbox.findFirstOrThrow({ where: { to: creatorEmail.toLowerCase() }, orderBy: { id: "desc" } });
    };
    const zhOnly = await mailFor(1); // the administrator writes in English (ctx): the conference is Chinese-only
    expect(zhOnly.subject).toBe("您已成为 测试会议 的创建者");
    expect(zhOnly.text).toContain("平台管理员创建了会议 测试会议");
    expect(zhOnly.text).not.toContain("The platform administrator");
    const enOnly = await mailFor(2);
    expect(enOnly.subject).toBe("You are the creator of Test Conference");
    expect(enOnly.text).not.toContain("平台管理员");
    const both = await mailFor(3);
    expect(both.subject).toBe("You are the creator of Test Conference / 您已成为 测试会议 的创建者");
    expect(both.text).toContain("The platform administrator has created the conference Test Conference");
    expect(both.text).toContain("平台管理员创建了会议 测试会议");
    expect(both.html).toContain("平台管理员创建了会议 测试会议");
    expect(both.text.match(/\/resetPassword\?email=/g)).toHaveLength(2); // each language with its link
    const notice = await mailFor(3, "existing", "chair@example.org");
    expect(notice.text).toContain("平台管理员创建了会议 测试会议");
    expect(notice.text).toContain("The platform administrator has created the conference Test Conference");
  });

  it("takes an existing account as creator without a new user, and tells it by mail", async () => {
    const before = await counts();
    const r = await createConference(input({ creatorMode: "existing", creatorEmail: "BOB@example.org", creatorName: "" }), ctx());
    expect(r.creatorCreated).toBe(false);
    const after = await counts();
    expect(after.users).toBe(before.users);
    const bob = await db().user.findUniqueOrThrow({ where: { email: "bob@example.org" } });
    expect(await db().conferenceUser.findMany({ where: { conferenceId: r.id }, select: { userId: true, role: true } })).toEqual([
      { userId: bob.id, role: "CREATOR" },
    ]);
    expect(bob.passwordHash).not.toBeNull(); // untouched
    expect(after.mails).toBe(before.mails + 1);
  });

  it("refuses a taken host on the field and writes nothing", async () => {
    const before = await counts();
    const data = input({ hosts: `fresh-${unique()}.localhost\nDEMO.localhost` });
    const e = await createConference(data, ctx()).catch((x) => x);
    expect(e).toBeInstanceOf(ValidationError);
    expect(e.fieldErrors).toEqual({ hosts: "admin.hostTaken?host=demo.localhost" });
    expect(await counts()).toEqual(before);
    expect(await db().user.findUnique({ where: { email: data.creatorEmail } })).toBeNull();
  });

  it("creations racing for one host: one wins, the others get the field message and leave nothing", async () => {
    const host = `race-${unique()}.localhost`;
    const tries = [input({ hosts: host }), input({ hosts: `${host}\nwww.${host}` }), input({ hosts: host })];
    const results = await Promise.allSettled(tries.map((d) => createConference(d, ctx())));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((x) => x.status === "rejected")) {
      expect(r.reason).toBeInstanceOf(ValidationError);
      expect(r.reason.fieldErrors).toEqual({ hosts: `admin.hostTaken?host=${host}` });
    }
    expect(await db().conferenceDomain.count({ where: { host: { in: [host, `www.${host}`] } } })).toBe(
      tries[results.findIndex((r) => r.status === "fulfilled")].hosts.length,
    );
    const losers = tries.filter((_, i) => results[i].status === "rejected").map((d) => d.creatorEmail);
    expect(await db().user.count({ where: { email: { in: losers } } })).toBe(0);
  });

  it("is all or nothing: when the invitation cannot be queued, no conference, host, user or row of its site stays", async () => {
    process.env.MAIL_CAPTURE = "0"; // no SMTP_URL either: enqueueMail refuses inside the transaction
    const before = await counts();
    const [appearances, menus] = await Promise.all([db().appearance.count(), db().menu.count()]);
    const data = input();
    await expect(createConference(data, ctx())).rejects.toMatchObject({ key: "mail.notConfigured" });
    expect(await counts()).toEqual(before);
    expect([await db().appearance.count(), await db().menu.count()]).toEqual([appearances, menus]);
    expect(await db().conferenceDomain.findUnique({ where: { host: data.hosts[0] } })).toBeNull();
  });

  it("checks the creator: an existing account must exist, a new one must not", async () => {
    await expect(createConference(input({ creatorMode: "existing", creatorEmail: "nobody-here@example.org" }), ctx())).rejects.toMatchObject({
      fieldErrors: { creatorEmail: "admin.creatorNotFound" },
    });
    await expect(createConference(input({ creatorMode: "new", creatorEmail: "alice@example.org" }), ctx())).rejects.toMatchObject({
      fieldErrors: { creatorEmail: "admin.creatorExists" },
    });
  });

  it("validates hosts, dates, names, time zone and currency in the shared schema", () => {
    const issues = (over: Record<string, unknown>) =>
      Object.fromEntries(
        (ZConferenceInput.safeParse({ ...input(), hosts: "ok.localhost", ...over }).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
      );
    expect(issues({ hosts: "demo.localhost:3000" })).toEqual({ hosts: "admin.hostInvalid?host=demo.localhost%3A3000" });
    expect(issues({ hosts: "http://x.org" }).hosts).toMatch(/^admin\.hostInvalid/);
    expect(issues({ hosts: "a..b.org" }).hosts).toMatch(/^admin\.hostInvalid/);
    expect(issues({ hosts: "10.0.0.1" }).hosts).toMatch(/^admin\.hostInvalid/);
    expect(issues({ hosts: " \n " })).toEqual({ hosts: "admin.hostsRequired" });
    expect(issues({ startDate: "2027-05-03", endDate: "2027-05-01" })).toEqual({ endDate: "admin.endBeforeStart" });
    expect(issues({ nameZh: "  " })).toEqual({ nameZh: "validation.required" });
    expect(issues({ timeZone: "Mars/Olympus" })).toEqual({ timeZone: "admin.badTimeZone" });
    expect(issues({ currency: "EURO" })).toEqual({ currency: "admin.badCurrency" });
    expect(issues({ creatorMode: "new", creatorName: "" })).toEqual({ creatorName: "validation.required" });
    expect(ZRejectInput.safeParse({ id: 1, reason: " " }).error?.issues[0].message).toBe("admin.reasonRequired");
    expect(ZRejectInput.safeParse({ id: 1, reason: "x".repeat(501) }).error?.issues[0].message).toBe("validation.tooLong?max=500");
  });
});

describe("host names of an existing conference", () => {
  it("replaces them, keeps at least one, makes the first primary and refuses one in use elsewhere", async () => {
    const r = await createConference(input(), ctx());
    const other = `other-${unique()}.localhost`;
    await setConferenceHosts(r.id, [other, r.host]);
    expect((await db().conferenceDomain.findMany({ where: { conferenceId: r.id }, orderBy: { host: "asc" } })).map((d) => [d.host, d.isPrimary])).toEqual(
      [
        [other, true],
        [r.host, false],
      ].sort(),
    );
    await expect(setConferenceHosts(r.id, [other, "en.localhost"])).rejects.toMatchObject({ fieldErrors: { hosts: "admin.hostTaken?host=en.localhost" } });
    expect(await db().conferenceDomain.count({ where: { conferenceId: r.id } })).toBe(2);
    await setConferenceHosts(r.id, [r.host]);
    expect((await db().conferenceDomain.findMany({ where: { conferenceId: r.id } })).map((d) => d.host)).toEqual([r.host]);
  });
  it("two conferences racing for one new host: one gets it, the other a field message", async () => {
    const [a, b] = await Promise.all([createConference(input(), ctx()), createConference(input(), ctx())]);
    const host = `shared-${unique()}.localhost`;
    const results = await Promise.allSettled([setConferenceHosts(a.id, [a.host, host]), setConferenceHosts(b.id, [b.host, host])]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected");
    expect(lost?.reason).toMatchObject({ fieldErrors: { hosts: `admin.hostTaken?host=${host}` } });
    expect(await db().conferenceDomain.count({ where: { host } })).toBe(1);
    const loser = results[0].status === "rejected" ? a : b;
    expect((await db().conferenceDomain.findMany({ where: { conferenceId: loser.id } })).map((d) => d.host)).toEqual([loser.host]);
  });
});

describe("publish requests and status actions", () => {
  it("queues pending conferences oldest first and approves with a mail in the creator's language", async () => {
    const a = await pending("zh");
    const b = await pending();
    const queue = (await listPublishRequests()).map((q) => q.id);
    expect(queue.indexOf(a.id)).toBeLessThan(queue.indexOf(b.id));

    await approvePublishRequest(a.id, ctx());
    expect((await db().conference.findUniqueOrThrow({ where: { id: a.id } })).status).toBe(ConferenceStatus.PUBLISHED);
    expect(await history(a.id)).toEqual([
      [0, 1, ""],
      [1, 2, ""],
      [2, 4, ""],
    ]);
    const mail = await db().mailOutbox.findFirstOrThrow({ where: { to: a.email, subject: { contains: "会议发布成功" } } });
    expect(mail.locale).toBe("zh");
    expect((await listPublishRequests()).map((q) => q.id)).not.toContain(a.id);
  });

  it("rejects with the reason in the history and the mail; approving a rejected one is refused", async () => {
    const c = await pending();
    await rejectPublishRequest(c.id, "Programme missing", ctx());
    expect((await history(c.id)).at(-1)).toEqual([2, 3, "Programme missing"]);
    const mail = await db().mailOutbox.findFirstOrThrow({ where: { to: c.email, subject: { contains: "rejected" } } });
    expect(mail.text).toContain("Reason: Programme missing");
    await expect(approvePublishRequest(c.id, ctx())).rejects.toMatchObject({ key: "admin.notPending" });
    expect((await db().conference.findUniqueOrThrow({ where: { id: c.id } })).status).toBe(ConferenceStatus.REJECTED);
  });

  it("closes and reopens, each recorded; reopening an open conference is refused", async () => {
    const c = await pending();
    await approvePublishRequest(c.id, ctx());
    await closeConference(c.id, ctx());
    expect((await db().conference.findUniqueOrThrow({ where: { id: c.id } })).closedAt).not.toBeNull();
    await reopenConference(c.id, ctx());
    await expect(reopenConference(c.id, ctx())).rejects.toMatchObject({ status: 409, key: "errors.statusChange" });
    expect((await history(c.id)).slice(-3).map(([f, t]) => [f, t])).toEqual([
      [2, 4],
      [4, 5],
      [5, 4],
    ]);
  });

  it("closing a conference that was never published is refused: it stays unseen by visitors", async () => {
    const c = await pending();
    const host = (await db().conferenceDomain.findFirstOrThrow({ where: { conferenceId: c.id } })).host;
    for (const status of [ConferenceStatus.PENDING_REVIEW, ConferenceStatus.NOT_PUBLISHED, ConferenceStatus.REJECTED]) {
      await db().conference.update({ where: { id: c.id }, data: { status } });
      await expect(closeConference(c.id, ctx())).rejects.toMatchObject({ status: 409, key: "errors.statusChange" });
      expect((await db().conference.findUniqueOrThrow({ where: { id: c.id } })).status).toBe(status);
      expect((await resolveConference(host))?.published).toBe(false);
    }
    expect(await db().conferenceStatusChange.count({ where: { conferenceId: c.id, toStatus: ConferenceStatus.CLOSED } })).toBe(0);
  });

  it("two administrators approving at once make exactly one change", async () => {
    const c = await pending();
    const results = await Promise.allSettled([approvePublishRequest(c.id, ctx()), approvePublishRequest(c.id, ctx())]);
    expect(results.filter((x) => x.status === "fulfilled")).toHaveLength(1);
    expect(await db().conferenceStatusChange.count({ where: { conferenceId: c.id, toStatus: 4 } })).toBe(1);
    expect(await db().mailOutbox.count({ where: { to: c.email, subject: { contains: "successfully published" } } })).toBe(1);
  });

  it("lists and searches every conference with hosts, creators and counts", async () => {
    const all = await listConferences({ search: "", status: 0, page: 1, size: 100 });
    expect(all.total).toBeGreaterThanOrEqual(4);
    const demo = await listConferences({ search: "DEMO.local", status: 0, page: 1, size: 20 });
    expect(demo.rows.map((r) => r.hosts[0])).toEqual(["demo.localhost"]);
    expect(demo.rows[0].creators.map((c) => c.email)).toEqual(["manager@example.org"]);
    expect(demo.rows[0].attendees).toBeGreaterThanOrEqual(1);
    const drafts = await listConferences({ search: "", status: 1, page: 1, size: 100 });
    expect(drafts.rows.every((r) => r.status === 1)).toBe(true);
  });
});

describe("only platform administrators", () => {
  const token = async (email: string) => (await createSession((await db().user.findUniqueOrThrow({ where: { email } })).id)).token;

  it("refuses a conference's manager, a plain user and a visitor every admin call; the administrator gets in", async () => {
    const c = await pending();
    const calls: [string, string, unknown?][] = [
      ["GET", "/base/admin/conference/list"],
      ["GET", "/base/admin/conference/requests"],
      ["GET", `/base/admin/conference/${c.id}`],
      ["GET", `/base/admin/conference/${c.id}/history`],
      ["POST", "/base/admin/conference", { ...input(), hosts: `x-${unique()}.localhost` }],
      ["POST", `/base/admin/conference/${c.id}/hosts`, { hosts: "evil.localhost" }],
      ["POST", `/base/admin/conference/${c.id}/approve`],
      ["POST", `/base/admin/conference/${c.id}/reject`, { reason: "no" }],
      ["POST", `/base/admin/conference/${c.id}/close`],
      ["POST", `/base/admin/conference/${c.id}/reopen`],
    ];
    for (const [who, expected] of [
      ["manager@example.org", 403],
      ["bob@example.org", 403],
      [null, 401],
    ] as const) {
      const t = who ? await token(who) : undefined;
      for (const [method, path, json] of calls) {
        const r = await callGateway(method, path, { token: t, json: json ?? (method === "POST" ? {} : undefined) });
        expect(r.status, `${who} ${method} ${path}`).toBe(expected);
      }
    }
    expect((await db().conference.findUniqueOrThrow({ where: { id: c.id } })).status).toBe(ConferenceStatus.PENDING_REVIEW);
    expect(await db().conferenceDomain.findUnique({ where: { host: "evil.localhost" } })).toBeNull();

    const admin = await token("admin@example.org");
    const list = await envelopeOf<{ rows: unknown[]; total: number }>(await callGateway("GET", "/base/admin/conference/list?search=demo", { token: admin }));
    expect(list.code).toBe(200);
    expect(list.data.total).toBeGreaterThanOrEqual(1);
    const approve = await callGateway("POST", `/base/admin/conference/${c.id}/approve`, { token: admin, json: {} });
    expect(approve.status).toBe(200);
    const hist = await envelopeOf<{ rows: { from: number; to: number }[] }>(
      await callGateway("GET", `/base/admin/conference/${c.id}/history`, { token: admin }),
    );
    expect(hist.data.rows[0]).toMatchObject({ from: 2, to: 4 });
    const created = await callGateway("POST", "/base/admin/conference", { token: admin, json: { ...input(), hosts: "demo.localhost" } });
    expect(created.status).toBe(400);
    expect((await envelopeOf<{ fieldErrors: Record<string, string> }>(created)).data.fieldErrors.hosts).toMatch(/demo\.localhost/);
  });
});
