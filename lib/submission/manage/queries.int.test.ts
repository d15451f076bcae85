import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import type { SubmissionDetail } from "./detail";
import { createSubmissionScene } from "./fixtures";
import type { SubmissionListRow, SubmitterRow } from "./queries";

// The organisers' submission reads through the gateway: each filter narrows the list to what it
// names, sorting and paging hold, the detail shows versions with what changed, reviewers see only
// what was assigned to them, participants and other conferences get nothing.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-subadm-"));
useTestDatabase();

const MANAGE = "/conference/platform/manage/contribute";
const REVIEW = "/conference/submissionManage";
let scene: Awaited<ReturnType<typeof createSubmissionScene>>;
const tokens: Record<"manager" | "alice" | "reviewer" | "otherManager", string> = { manager: "", alice: "", reviewer: "", otherManager: "" };

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  scene = await createSubmissionScene(db);
  const id = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).id;
  tokens.manager = (await createSession(await id("manager@example.org"))).token;
  tokens.alice = (await createSession(await id("alice@example.org"))).token;
  const reviewerId = await id("reviewer@example.org");
  tokens.reviewer = (await createSession(reviewerId)).token;
  // reviewer@ reviews A-002 only (the reviewer screen assigns in the app; here the row is written directly)
  const reviewer = await db.reviewer.upsert({
    where: { conferenceId_email: { conferenceId: scene.conf.id, email: "reviewer@example.org" } },
    update: { userId: reviewerId },
    create: { conferenceId: scene.conf.id, userId: reviewerId, email: "reviewer@example.org", activatedAt: new Date() },
  });
  await db.reviewAssignment.create({ data: { conferenceId: scene.conf.id, submissionId: scene.s2.id, reviewerId: reviewer.id } });
});

async function codes(query: string, base = MANAGE, token = tokens.manager) {
  const r = await callGateway("GET", `${base}/list?${query}`, { token });
  expect(r.status).toBe(200);
  const { data } = await envelopeOf<{ rows: SubmissionListRow[]; total: number }>(r);
  return { codes: data.rows.map((x) => x.code), total: data.total, rows: data.rows };
}

describe("the submission list (manage/contribute)", () => {
  it("lists the host conference's submissions only, newest first, with the corresponding author and country", async () => {
    const all = await codes("");
    expect([all.codes, all.total]).toEqual([["B-001", "A-002", "A-001"], 3]);
    const a1 = all.rows.find((r) => r.code === "A-001")!;
    expect(a1).toMatchObject({ title: "Graphene membranes", status: "WAITING_ALLOCATION", country: "CN", corresponding: [{ name: "Alice Liddell" }] });
    expect(a1.theme).toMatchObject({ prefix: "A", nameEn: "Graphene" });
  });

  it("narrows by each filter to exactly what it names", async () => {
    const q = (s: string) => codes(`${s}&sort=code&order=asc`).then((r) => r.codes);
    expect(await q(`themeId=${scene.themes.parent.id}`)).toEqual(["A-001", "A-002", "B-001"]); // a theme includes its sub-themes
    expect(await q(`themeId=${scene.themes.themeA.id}`)).toEqual(["A-001", "A-002"]);
    expect(await q(`themeId=${scene.themes.themeB.id}`)).toEqual(["B-001"]);
    expect(await q("status=ACCEPTED")).toEqual(["A-002"]);
    expect(await q("category=research")).toEqual(["A-001", "B-001"]);
    expect(await q("reportType=poster")).toEqual(["A-002"]);
    expect(await q("author=Newton")).toEqual(["B-001"]); // an author who is not the submitter
    expect(await q(`author=${encodeURIComponent("王明")}`)).toEqual(["A-001"]); // family name first, two columns
    expect(await q("author=dora%40example.org")).toEqual(["B-001"]); // the submitter's email
    expect(await q("author=alice")).toEqual(["A-001"]);
    expect(await q("country=GB")).toEqual(["A-002"]);
    expect(await q("country=cn")).toEqual(["A-001"]);
    expect(await q("q=graphene")).toEqual(["A-001"]);
    expect(await q("q=b-00")).toEqual(["B-001"]);
    // Days on the conference's clock: A-002 came at 01:30 on 12 November in Beijing.
    expect(await q("to=2026-11-11")).toEqual(["A-001"]);
    expect(await q("from=2026-11-12&to=2026-11-12")).toEqual(["A-002"]);
    expect(await q("from=2026-11-12")).toEqual(["A-002", "B-001"]);
    expect(await q(`userId=${scene.users.bob.id}`)).toEqual(["A-002"]);
    expect(await q("status=ACCEPTED&category=research")).toEqual([]);
  });

  it("sorts and pages", async () => {
    expect(await codes("sort=code&order=asc&size=2")).toMatchObject({ codes: ["A-001", "A-002"], total: 3 });
    expect(await codes("sort=code&order=asc&size=2&page=2")).toMatchObject({ codes: ["B-001"], total: 3 });
    expect((await codes("sort=title&order=asc")).codes).toEqual(["A-001", "A-002", "B-001"]);
    expect((await codes("sort=submittedAt&order=asc")).codes).toEqual(["A-001", "A-002", "B-001"]);
    expect((await codes("sort=status&order=asc")).codes).toEqual(["A-001", "A-002", "B-001"]); // enum order: waiting, accepted, needs modification
  });

  it("refuses a bad filter with its field", async () => {
    const r = await callGateway("GET", `${MANAGE}/list?status=LOST&from=2026-02-30`, { token: tokens.manager });
    const body = await envelopeOf<{ fieldErrors: Record<string, string> }>(r);
    expect([r.status, Object.keys(body.data.fieldErrors).sort()]).toEqual([400, ["from", "status"]]);
  });
});

describe("the submission detail", () => {
  it("shows authors in order, the sanitised abstract, current files and what changed between versions", async () => {
    const r = await callGateway("GET", `${MANAGE}/detail/${scene.s1.id}`, { token: tokens.manager, json: undefined });
    const { data: d } = await envelopeOf<SubmissionDetail>(r);
    expect(d.authors.map((a) => [a.name, a.corresponding])).toEqual([
      ["Alice Liddell", true],
      ["王明", false],
    ]);
    expect(d.abstractHtml).toBe("<p>Membranes of <strong>graphene</strong>.</p>");
    expect(d.files.map((f) => [f.kind, f.name])).toEqual([
      ["ABSTRACT", "abstract.pdf"],
      ["FULL_TEXT", "full text.pdf"],
    ]);
    expect(d.versions.map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const changes = Object.fromEntries(d.versions[0].changes.map((c) => [c.field, c]));
    expect(Object.keys(changes)).toEqual(["title", "abstract", "keywords", "authors", "abstractFile", "fullTextFile"]);
    expect(changes.title).toEqual({ field: "title", before: "Graphene draft", after: "Graphene membranes" });
    expect(changes.abstract).toEqual({ field: "abstract", before: "Membranes.", after: "Membranes of graphene." });
    expect(changes.keywords).toEqual({ field: "keywords", added: ["2D"], removed: [], reordered: false });
    expect(changes.authors).toMatchObject({ added: ["王明 (wang.ming@example.org · 清华大学 · 中国)"], removed: [] });
    expect(changes.abstractFile).toEqual({ field: "abstractFile", before: "abstract-v1.pdf", after: "abstract.pdf" });
    expect(d.versions[1].files).toMatchObject([{ kind: "ABSTRACT", name: "abstract-v1.pdf" }]);
    expect(d.history.map((h) => [h.from, h.to])).toEqual([[null, "WAITING_ALLOCATION"]]);
    expect(d.moves).toEqual(["ASSIGNED", "ACCEPTED", "REJECTED", "NEEDS_MODIFICATION"]);
  });

  it("serves a file of any version to a manager, and none of another conference", async () => {
    const d = (await envelopeOf<SubmissionDetail>(await callGateway("GET", `${MANAGE}/detail/${scene.s1.id}`, { token: tokens.manager }))).data;
    const old = d.versions[1].files[0].fileId!;
    const r = await callGateway("GET", `${REVIEW}/file/${old}`, { token: tokens.manager });
    expect([r.status, r.headers.get("content-disposition")]).toEqual([200, `attachment; filename="abstract-v1.pdf"; filename*=UTF-8''abstract-v1.pdf`]);
    expect(new TextDecoder().decode(await r.arrayBuffer())).toContain("abstract v1");
    const otherFile = await getDb().submissionFile.findFirstOrThrow({ where: { submissionId: scene.other.id } });
    expect((await callGateway("GET", `${REVIEW}/file/${otherFile.id}`, { token: tokens.manager })).status).toBe(404);
  });

  it("answers 404 for another conference's submission", async () => {
    expect((await callGateway("GET", `${MANAGE}/detail/${scene.other.id}`, { token: tokens.manager })).status).toBe(404);
    expect((await callGateway("GET", `${REVIEW}/detail/${scene.other.id}`, { token: tokens.manager })).status).toBe(404);
  });
});

describe("who may see what", () => {
  it("refuses a plain participant every call (403) and a visitor (401)", async () => {
    for (const path of [`${MANAGE}/list`, `${MANAGE}/detail/${scene.s1.id}`, `${MANAGE}/submitters`, `${REVIEW}/list`, `${REVIEW}/detail/${scene.s1.id}`]) {
      expect((await callGateway("GET", path, { token: tokens.alice })).status).toBe(403);
      expect((await callGateway("GET", path)).status).toBe(401);
    }
    const post = await callGateway("POST", `${MANAGE}/status`, { token: tokens.alice, json: { id: scene.s1.id, to: "ACCEPTED", reason: "" } });
    expect(post.status).toBe(403);
  });

  it("shows a reviewer only the submissions assigned to them, read-only", async () => {
    expect(await codes("", REVIEW, tokens.reviewer)).toMatchObject({ codes: ["A-002"], total: 1 });
    const own = await callGateway("GET", `${REVIEW}/detail/${scene.s2.id}`, { token: tokens.reviewer });
    expect([own.status, (await envelopeOf<SubmissionDetail>(own)).data.moves]).toEqual([200, []]);
    expect((await callGateway("GET", `${REVIEW}/detail/${scene.s1.id}`, { token: tokens.reviewer })).status).toBe(404);
    const s1File = await getDb().submissionFile.findFirstOrThrow({ where: { submissionId: scene.s1.id } });
    expect((await callGateway("GET", `${REVIEW}/file/${s1File.id}`, { token: tokens.reviewer })).status).toBe(404);
    for (const path of [`${MANAGE}/list`, `${MANAGE}/detail/${scene.s2.id}`, `${MANAGE}/export`, `${MANAGE}/zip`]) {
      expect((await callGateway("GET", path, { token: tokens.reviewer })).status).toBe(403);
    }
    await getDb().reviewConfig.upsert({
      where: { conferenceId: scene.conf.id },
      update: { blind: false },
      create: { conferenceId: scene.conf.id, blind: false },
    });
    const submitters = await envelopeOf<{ rows: SubmitterRow[]; total: number }>(await callGateway("GET", `${REVIEW}/submitters`, { token: tokens.reviewer }));
    expect(submitters.data.rows.map((r) => r.email)).toEqual(["bob@example.org"]);
    await getDb().reviewConfig.delete({ where: { conferenceId: scene.conf.id } });
  });
});

// Blind review (on by default): nothing a reviewer reads names who wrote the submission.
describe("blind review", () => {
  const LEAKS = ["Bob", "Builder", "bob@example.org", "Oxford", "bob.pdf"];
  const leaked = (text: string) => LEAKS.filter((x) => text.includes(x));

  it("leaves authors, submitter, organisations and file names out of everything the reviewer can call", async () => {
    const list = await callGateway("GET", `${REVIEW}/list?author=Bob`, { token: tokens.reviewer });
    const listText = await list.text();
    expect(JSON.parse(listText).data.total).toBe(1); // the author filter is ignored, so it cannot probe
    const detail = await callGateway("GET", `${REVIEW}/detail/${scene.s2.id}`, { token: tokens.reviewer });
    const d = (await detail.json()).data as SubmissionDetail;
    expect([d.blind, d.authors, d.submitter]).toEqual([true, [], null]);
    const file = await callGateway("GET", `${REVIEW}/file/${d.files[0].id}`, { token: tokens.reviewer });
    expect(file.headers.get("content-disposition")).toContain("A-002-abstract.pdf");
    const submitters = await callGateway("GET", `${REVIEW}/submitters`, { token: tokens.reviewer });
    expect(submitters.status).toBe(403);
    for (const text of [listText, JSON.stringify(d), file.headers.get("content-disposition") ?? "", await submitters.text()]) expect(leaked(text)).toEqual([]);
  });

  it("shows them to a manager, and to reviewers once the organisers turn blind review off", async () => {
    const asManager = await (await callGateway("GET", `${REVIEW}/detail/${scene.s2.id}`, { token: tokens.manager })).text();
    expect(leaked(asManager)).toEqual(expect.arrayContaining(["Bob", "bob@example.org", "Oxford", "bob.pdf"]));
    await getDb().reviewConfig.upsert({
      where: { conferenceId: scene.conf.id },
      update: { blind: false },
      create: { conferenceId: scene.conf.id, blind: false },
    });
    const open = await (await callGateway("GET", `${REVIEW}/detail/${scene.s2.id}`, { token: tokens.reviewer })).text();
    expect(leaked(open)).toEqual(expect.arrayContaining(["Bob", "bob@example.org", "Oxford", "bob.pdf"]));
    await getDb().reviewConfig.delete({ where: { conferenceId: scene.conf.id } });
  });
});

describe("submitters (submissionManage/user)", () => {
  it("lists each submitter once with their counts per status, most recent first, paged and searchable", async () => {
    const page = async (q: string) =>
      (await envelopeOf<{ rows: SubmitterRow[]; total: number }>(await callGateway("GET", `${MANAGE}/submitters?${q}`, { token: tokens.manager }))).data;
    const all = await page("");
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => [r.email, r.total, r.counts])).toEqual([
      ["dora@example.org", 1, { NEEDS_MODIFICATION: 1 }],
      ["bob@example.org", 1, { ACCEPTED: 1 }],
      ["alice@example.org", 1, { WAITING_ALLOCATION: 1 }],
    ]);
    expect((await page("size=2&page=2")).rows.map((r) => r.email)).toEqual(["alice@example.org"]);
    expect((await page("q=explorer")).rows.map((r) => r.name)).toEqual(["Dora Explorer"]);
  });
});
