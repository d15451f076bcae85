import { beforeAll, describe, expect, it, vi } from "vitest";
import { createSubmissionFixture } from "@/lib/submission/manage/fixtures";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { hashActivationKey } from "./invitation";

// The organisers' reviewer management through its §7 calls: an account becomes a reviewer
// at once, anyone else gets exactly one invitation whose key is stored only as its hash; duplicates,
// resend, role changes, removal with unfinished reviews, the import's two steps, and who may call.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const R = "/conference/platform/manage/review";
const tokens: Record<"manager" | "participant" | "enManager", string> = { manager: "", participant: "", enManager: "" };
let demoId = 0;
let enId = 0;
let themeIds: { a1: number; a2: number; b: number } = { a1: 0, a2: 0, b: 0 };

type Reply<T = Record<string, unknown>> = { status: number; data: T & { fieldErrors?: Record<string, string> }; message: string };
async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  opts: { json?: unknown; who?: keyof typeof tokens | null; host?: string; body?: BodyInit } = {},
): Promise<Reply<T>> {
  const who = opts.who === undefined ? "manager" : opts.who;
  const r = await callGateway(method, path, { token: who ? tokens[who] : undefined, host: opts.host, json: opts.json, body: opts.body });
  const e = await envelopeOf<T & { fieldErrors?: Record<string, string> }>(r);
  return { status: r.status, data: e.data, message: e.message };
}

const keyOfMail = (text: string) => /\/review\/active\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
const invitations = (to: string) => getDb().mailOutbox.findMany({ where: { to, templateKind: "REVIEWER_INVITATION" }, orderBy: { id: "asc" } });
const roles = async (email: string, conferenceId = demoId) =>
  (await getDb().conferenceUser.findMany({ where: { conferenceId, user: { email }, role: { in: ["REVIEWER", "REVIEW_CHAIR"] } } })).map((r) => r.role);

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  demoId = (await db.conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
  enId = (await db.conferenceDomain.findUniqueOrThrow({ where: { host: "en.localhost" } })).conferenceId;
  const id = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).id;
  tokens.manager = (await createSession(await id("manager@example.org"))).token;
  tokens.participant = (await createSession(await id("alice@example.org"))).token;
  const enManager = await db.user.create({ data: { email: "en-manager@example.org", firstName: "Eve", lastName: "Noble", locale: "en" } });
  await db.conferenceUser.create({ data: { conferenceId: enId, userId: enManager.id, role: "MANAGER" } });
  tokens.enManager = (await createSession(enManager.id)).token;
  const theme = (prefix: string, nameZh: string, nameEn: string, parentId: number | null = null) =>
    db.submissionTheme.create({ data: { conferenceId: demoId, prefix, nameZh, nameEn, parentId } });
  const a = await theme("A", "计算数学", "Computational mathematics");
  const a1 = await theme("A1", "数值代数", "Numerical algebra", a.id);
  const a2 = await theme("A2", "优化", "Optimisation", a.id);
  const b = await theme("B", "高性能计算", "High-performance computing");
  themeIds = { a1: a1.id, a2: a2.id, b: b.id };
});

const person = (email: string, over: Record<string, unknown> = {}) => ({
  email,
  firstName: "Rui",
  lastName: "Chen",
  unit: "清华大学",
  themeIds: [],
  chair: false,
  ...over,
});

describe("adding a reviewer", () => {
  it("makes someone with an account a reviewer at once and tells them by mail", async () => {
    const r = await call<{ activated: boolean; mailed: boolean; id: number }>("POST", R, { json: person("Bob@Example.org", { themeIds: [themeIds.b] }) });
    expect([r.status, r.data.activated, r.data.mailed]).toEqual([200, true, true]);
    expect(await roles("bob@example.org")).toEqual(["REVIEWER"]);
    const row = await getDb().reviewer.findUniqueOrThrow({ where: { id: r.data.id }, include: { themes: true } });
    expect([row.email, row.activationKeyHash, !!row.activatedAt, row.themes.map((t) => t.themeId)]).toEqual(["bob@example.org", null, true, [themeIds.b]]);
    const mails = await getDb().mailOutbox.findMany({ where: { to: "bob@example.org", conferenceId: demoId } });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/reviewer|审稿人/);
    expect(mails[0].text).toContain("http://demo.localhost/platform/submissionManage/index");
  });

  it("invites a new email: the row keeps only the key's hash, and exactly one mail carries the key", async () => {
    const r = await call<{ activated: boolean; id: number }>("POST", R, {
      json: person("new.reviewer@example.org", { chair: true, themeIds: [themeIds.a1, themeIds.a2] }),
    });
    expect([r.status, r.data.activated]).toEqual([200, false]);
    const row = await getDb().reviewer.findUniqueOrThrow({ where: { id: r.data.id } });
    const mails = await invitations("new.reviewer@example.org");
    expect(mails).toHaveLength(1);
    const key = keyOfMail(mails[0].text);
    expect(key).not.toBe("");
    expect(mails[0].text).toContain(`http://demo.localhost/review/active/${key}`);
    expect(row.activationKeyHash).toBe(hashActivationKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row.activationExpiresAt!.getTime() - Date.now()).toBeGreaterThan(13 * 86_400_000); // 14 days by default
    expect([row.chair, row.activatedAt, row.userId]).toEqual([true, null, null]);
    expect(await getDb().conferenceUser.count({ where: { conferenceId: demoId, user: { email: "new.reviewer@example.org" } } })).toBe(0);
  });

  it("refuses a duplicate with 'The reviewer already exists' on the email, and a malformed email", async () => {
    await call("POST", R, { json: person("dup@example.org"), who: "enManager", host: "en.localhost" });
    const dup = await call("POST", R, { json: person("DUP@example.org "), who: "enManager", host: "en.localhost" });
    expect([dup.status, dup.data.fieldErrors]).toEqual([400, { email: "The reviewer already exists" }]);
    expect(await invitations("dup@example.org")).toHaveLength(1);
    const bad = await call("POST", R, { json: person("not-an-email") });
    expect([bad.status, Object.keys(bad.data.fieldErrors ?? {})]).toEqual([400, ["email"]]);
    const theme = await call("POST", R, { json: person("themes@example.org", { themeIds: [999999] }) });
    expect([theme.status, Object.keys(theme.data.fieldErrors ?? {})]).toEqual([400, ["themeIds"]]);
  });
});

describe("resending, roles and removal", () => {
  it("resend: a new key; the old one no longer matches, the new one does", async () => {
    const { data } = await call<{ id: number }>("POST", R, { json: person("resend@example.org") });
    const first = keyOfMail((await invitations("resend@example.org"))[0].text);
    const r = await call("POST", `${R}/mail`, { json: { id: data.id } });
    expect(r.status).toBe(200);
    const mails = await invitations("resend@example.org");
    expect(mails).toHaveLength(2);
    const second = keyOfMail(mails[1].text);
    expect(second).not.toBe(first);
    const db = getDb();
    expect(await db.reviewer.findUnique({ where: { activationKeyHash: hashActivationKey(first) } })).toBeNull();
    expect((await db.reviewer.findUnique({ where: { activationKeyHash: hashActivationKey(second) } }))?.id).toBe(data.id);
    expect((await db.reviewer.findUniqueOrThrow({ where: { id: data.id } })).lastMailedAt).not.toBeNull();
  });

  it("changes reviewer ↔ chair in ConferenceUser once activated, and takes the chair back", async () => {
    const bob = await getDb().reviewer.findUniqueOrThrow({ where: { conferenceId_email: { conferenceId: demoId, email: "bob@example.org" } } });
    const set = await call("POST", `${R}/role`, { json: { id: bob.id, chair: true, themeIds: [themeIds.a1] } });
    expect(set.status).toBe(200);
    expect(await roles("bob@example.org")).toEqual(["REVIEW_CHAIR"]);
    const read = await call<{ role: string; themeIds: number[] }>("GET", `${R}/role/${bob.id}`);
    expect([read.data.role, read.data.themeIds]).toEqual(["chair", [themeIds.a1]]);
    expect((await call("DELETE", `${R}/role/${bob.id}`)).status).toBe(200);
    expect(await roles("bob@example.org")).toEqual(["REVIEWER"]);
  });

  it("refuses removal while a review is unfinished or was sent (sent reviews are kept), and removes after", async () => {
    const db = getDb();
    const bob = await db.reviewer.findUniqueOrThrow({ where: { conferenceId_email: { conferenceId: demoId, email: "bob@example.org" } } });
    const alice = await db.user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
    const sub = await createSubmissionFixture(db, { conferenceId: demoId, userId: alice.id, code: "R-001", number: 901, title: "Sparse solvers" });
    const a = await db.reviewAssignment.create({ data: { conferenceId: demoId, submissionId: sub.id, reviewerId: bob.id } });
    const refused = await call("DELETE", `${R}/${bob.id}`);
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/1/);
    expect(await roles("bob@example.org")).toEqual(["REVIEWER"]);
    // A sent review is kept with the submission: the reviewer who wrote it stays.
    const opinion = await db.reviewOpinion.create({ data: { conferenceId: demoId, assignmentId: a.id, status: "SUBMITTED", submittedAt: new Date() } });
    expect((await call("DELETE", `${R}/${bob.id}`)).status).toBe(409);
    expect(await db.reviewOpinion.findUnique({ where: { id: opinion.id } })).not.toBeNull();
    await db.reviewAssignment.delete({ where: { id: a.id } });
    expect((await call("DELETE", `${R}/${bob.id}`)).status).toBe(200);
    expect(await db.reviewer.findUnique({ where: { id: bob.id } })).toBeNull();
    expect(await roles("bob@example.org")).toEqual([]);
  });
});

describe("import", () => {
  const upload = (csv: string) => {
    const form = new FormData();
    form.set("file", new File([csv], "reviewers.csv", { type: "text/csv" }));
    return call<{ rows: { line: number; kind: string; message: string; email: string }[]; counts: Record<string, number> }>("POST", `${R}/import`, {
      body: form,
    });
  };
  const csv = [
    "email,first name,last name,organisation,themes",
    "ok1@example.org,Ann,Lee,Peking University,A1;Optimisation",
    "resend@example.org,Old,Friend,,",
    "ok2@example.org,Bo,Li,,",
    "OK2@example.org,Bo,Li,,",
    "broken-email,X,Y,,",
    "noname@example.org,,,,",
    "ghost@example.org,Gus,Host,,Z9",
    "",
  ].join("\r\n");

  it("previews rows to create, duplicates and invalid ones with reasons, writing nothing", async () => {
    const before = await getDb().reviewer.count();
    const r = await upload(csv);
    expect(r.status).toBe(200);
    expect(r.data.counts).toEqual({ create: 2, duplicate: 2, invalid: 3 });
    expect(r.data.rows.map((x) => [x.line, x.kind])).toEqual([
      [2, "create"],
      [3, "duplicate"],
      [4, "create"],
      [5, "duplicate"],
      [6, "invalid"],
      [7, "invalid"],
      [8, "invalid"],
    ]);
    expect(r.data.rows[3].message).toMatch(/4/); // repeats line 4
    expect(r.data.rows[6].message).toContain("Z9");
    expect(await getDb().reviewer.count()).toBe(before);
  });

  it("commits only the valid rows, each invited like a single add", async () => {
    const preview = await upload(csv);
    const rows = preview.data.rows.map(({ line, email, firstName, lastName, unit, themes }: Record<string, unknown>) => ({
      line,
      email,
      firstName,
      lastName,
      unit,
      themes,
    }));
    const r = await call<{ created: number; skipped: { line: number }[] }>("POST", `${R}/import`, { json: { commit: true, rows } });
    expect([r.status, r.data.created, r.data.skipped.map((s) => s.line)]).toEqual([200, 2, [3, 5, 6, 7, 8]]);
    const ok1 = await getDb().reviewer.findUniqueOrThrow({
      where: { conferenceId_email: { conferenceId: demoId, email: "ok1@example.org" } },
      include: { themes: true },
    });
    expect(ok1.themes.map((t) => t.themeId).sort()).toEqual([themeIds.a1, themeIds.a2].sort());
    expect(await invitations("ok1@example.org")).toHaveLength(1);
    expect(await invitations("ok2@example.org")).toHaveLength(1);
    expect(await getDb().reviewer.count({ where: { email: { in: ["broken-email", "noname@example.org", "ghost@example.org"] } } })).toBe(0);
    // Committing the same rows again creates nobody: they are reviewers now.
    const again = await call<{ created: number }>("POST", `${R}/import`, { json: { commit: true, rows } });
    expect(again.data.created).toBe(0);
  });

  it("refuses a file that is not CSV or XLSX, and more than 1000 rows", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0])], "old.xls"));
    const bin = await call("POST", `${R}/import`, { body: form });
    expect([bin.status, Object.keys(bin.data.fieldErrors ?? {})]).toEqual([400, ["file"]]);
    const many = await upload(["email", ...Array.from({ length: 1001 }, (_, i) => `p${i}@example.org`)].join("\n"));
    expect([many.status, Object.keys(many.data.fieldErrors ?? {})]).toEqual([400, ["file"]]);
  });
});

describe("who may call", () => {
  it("answers 401 signed out, 403 to a participant and to a manager of another conference", async () => {
    expect((await call("GET", R, { who: null })).status).toBe(401);
    expect((await call("GET", R, { who: "participant" })).status).toBe(403);
    expect((await call("POST", R, { who: "participant", json: person("x@example.org") })).status).toBe(403);
    expect((await call("GET", R, { host: "en.localhost" })).status).toBe(403); // demo's manager, not en's
  });

  it("never reaches another conference's reviewer: 404 by id", async () => {
    const other = await getDb().reviewer.findUniqueOrThrow({ where: { conferenceId_email: { conferenceId: enId, email: "dup@example.org" } } });
    for (const [method, path, json] of [
      ["GET", `${R}/role/${other.id}`, undefined],
      ["POST", `${R}/role`, { id: other.id, chair: true, themeIds: [] }],
      ["POST", `${R}/mail`, { id: other.id }],
      ["DELETE", `${R}/role/${other.id}`, undefined],
      ["DELETE", `${R}/${other.id}`, undefined],
    ] as const)
      expect((await call(method, path, { json })).status, `${method} ${path}`).toBe(404);
    expect(await getDb().reviewer.findUnique({ where: { id: other.id } })).not.toBeNull();
  });

  it("lists the host's reviewers with role, themes, activation and progress", async () => {
    const r = await call<{
      rows: { email: string; activated: boolean; chair: boolean; themes: unknown[]; assigned: number; finished: number }[];
      total: number;
    }>("GET", `${R}?q=example.org&status=pending&size=100`);
    expect(r.status).toBe(200);
    const emails = r.data.rows.map((x) => x.email);
    expect(emails).toContain("new.reviewer@example.org");
    expect(emails).not.toContain("dup@example.org"); // en.localhost's
    expect(r.data.rows.every((x) => !x.activated)).toBe(true);
    const nr = r.data.rows.find((x) => x.email === "new.reviewer@example.org")!;
    expect([nr.chair, nr.themes.length, nr.assigned, nr.finished]).toEqual([true, 2, 0, 0]);
  });
});
