import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findSiteConferenceByHost } from "@/lib/server/tenant-record";
import type { SiteConference } from "@/lib/server/site-conference";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { seedDemo } from "@/prisma/seed/demo";
import { fileKey, storage } from "@/lib/server/storage";
import { useTestDatabase } from "@/tests/integration/test-db";
import { uploadSubmissionFile } from "./files";
import type { TSubmissionInput } from "../schemas";
import { saveSubmission, withdrawSubmission, type Submitter } from "./service";
import { refusal } from "@/tests/support/refusal";
import { configureSubmission, day } from "@/tests/support/submission";

// What must hold for submissions, on a real database: the per-person and conference-wide maximums and the
// theme numbers hold under concurrent submissions; windows, revisions and the confirmation mail.
useTestDatabase();
const db = () => getDb();
let conf: SiteConference;
let themeA = 0;
let themeB = 0;
let alice: Submitter["user"];
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const opts = { locale: "zh" as const, name: "Alice", link: "http://demo.localhost/profile/submission" };

const input = (over: Partial<TSubmissionInput> = {}): TSubmissionInput => ({
  title: "基于深度学习的蛋白质结构预测",
  themeId: themeA,
  reportType: "",
  category: "",
  abstract: "<p>We predict protein structures.</p>",
  keywords: ["protein", "deep learning"],
  abstractFile: null,
  fullTextFile: null,
  authors: [{ name: "Alice", surname: "Wang", email: "alice@example.org", phone: "", country: "CN", organisation: "CAS", corresponding: true }],
  ...over,
});

async function configure(over: Record<string, unknown> = {}) {
  await configureSubmission(conf.id, over);
}

async function user(i: number, tag: string) {
  return db().user.create({ data: { email: `${tag}${i}@example.org` }, select: { id: true, email: true } });
}

beforeAll(async () => {
  await seedDemo(db());
  const c = await findSiteConferenceByHost("demo.localhost");
  // Submission on, no fee gate: the rush tests are about limits, not payment (see "pay then submit").
  await db().registerConfig.update({ where: { conferenceId: c!.id }, data: { costsSet: false } });
  await db().conferenceModule.upsert({
    where: { conferenceId_module: { conferenceId: c!.id, module: "submission" } },
    update: { enabled: true },
    create: { conferenceId: c!.id, module: "submission", enabled: true },
  });
  conf = (await findSiteConferenceByHost("demo.localhost"))!;
  const parent = await db().submissionTheme.create({ data: { conferenceId: conf.id, nameZh: "生命科学", nameEn: "Life sciences" } });
  themeA = (
    await db().submissionTheme.create({ data: { conferenceId: conf.id, parentId: parent.id, nameZh: "结构生物学", nameEn: "Structural biology", prefix: "A" } })
  ).id;
  themeB = (await db().submissionTheme.create({ data: { conferenceId: conf.id, nameZh: "物理", nameEn: "Physics", prefix: "B" } })).id;
  alice = await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" }, select: { id: true, email: true } });
});

beforeEach(async () => {
  await db().submission.deleteMany({ where: { conferenceId: conf.id } });
  await db().conferenceCounter.deleteMany({ where: { conferenceId: conf.id, name: { startsWith: "submission" } } });
  await configure();
});

const submitter = (u: { id: number; email: string }): Submitter => ({ conference: conf, user: u, manager: false });

describe("limits under concurrency", () => {
  it("a per-person maximum of 2 with 10 concurrent submissions by one person stores exactly 2", async () => {
    await configure({ perPersonMax: 2 });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => saveSubmission(submitter(alice), input({ title: `Paper ${i}` }), opts)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    for (const r of results) if (r.status === "rejected") expect((r.reason as AppError).key).toBe("submission.errors.perPersonMax");
    expect(await db().submission.count({ where: { conferenceId: conf.id, userId: alice.id } })).toBe(2);
  });

  it("a conference maximum of 30 with 100 concurrent submitters stores exactly 30, numbered A-001…A-030 without gap or repeat", async () => {
    await configure({ limitFlag: true, maxSubmissions: 30 });
    const people = await Promise.all(Array.from({ length: 100 }, (_, i) => user(i, `rush${Date.now()}-`)));
    const results = await Promise.allSettled(people.map((p) => saveSubmission(submitter(p), input({ title: `Rush ${p.id}` }), opts)));
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok).toHaveLength(30);
    for (const r of results) if (r.status === "rejected") expect((r.reason as AppError).key).toBe("submission.errors.maxReached");
    const rows = await db().submission.findMany({ where: { conferenceId: conf.id }, select: { code: true, number: true, themeSeq: true } });
    expect(rows).toHaveLength(30);
    expect(rows.map((r) => r.code).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `A-${String(i + 1).padStart(3, "0")}`));
    expect(rows.map((r) => r.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // one confirmation mail per stored submission, none for the refused
    expect(await db().mailOutbox.count({ where: { conferenceId: conf.id, templateKind: "ABSTRACT_SUBMISSION", to: { startsWith: "rush" } } })).toBe(30);
  });

  it("numbers each theme on its own and a withdrawn submission frees its place", async () => {
    await configure({ perPersonMax: 1 });
    const first = await saveSubmission(submitter(alice), input(), opts);
    expect(first.code).toBe("A-001");
    expect((await refusal(saveSubmission(submitter(alice), input({ themeId: themeB }), opts))).key).toBe("submission.errors.perPersonMax");
    await withdrawSubmission(conf.id, alice, first.id);
    const second = await saveSubmission(submitter(alice), input({ themeId: themeB }), opts);
    expect(second.code).toBe("B-001");
  });
});

describe("windows", () => {
  it("refuses before the start date or with the service closed ('service not opened'), and after the end date", async () => {
    await configure({ startDate: day(1) });
    expect(await refusal(saveSubmission(submitter(alice), input(), opts))).toMatchObject({ status: 409, key: "submission.errors.notOpened" });
    await configure({ open: false });
    expect((await refusal(saveSubmission(submitter(alice), input(), opts))).key).toBe("submission.errors.notOpened");
    await configure({ startDate: day(-10), endDate: day(-1) });
    expect((await refusal(saveSubmission(submitter(alice), input(), opts))).key).toBe("submission.errors.closed");
    expect(await db().submission.count({ where: { conferenceId: conf.id } })).toBe(0);
  });

  it("after the end date only a submission needing modification is resubmitted, until the second deadline; its revision is kept", async () => {
    const saved = await saveSubmission(submitter(alice), input(), opts);
    const other = await saveSubmission(submitter(alice), input({ title: "Second" }), opts);
    await db().submission.update({ where: { id: saved.id }, data: { status: "NEEDS_MODIFICATION" } });
    await configure({ endDate: day(-1), secondDeadline: day(3) });
    // a plain edit after the end date is refused
    expect((await refusal(saveSubmission(submitter(alice), input({ id: other.id, title: "Late edit" }), opts))).key).toBe("submission.errors.closed");
    const again = await saveSubmission(submitter(alice), input({ id: saved.id, title: "修改后的标题", keywords: ["protein"] }), opts);
    expect(again).toMatchObject({ status: "RESUBMITTED", code: "A-001", mailQueued: true });
    const row = await db().submission.findUniqueOrThrow({ where: { id: saved.id }, include: { revisions: true, transitions: { orderBy: { id: "asc" } } } });
    expect(row).toMatchObject({ title: "修改后的标题", version: 2, keywords: ["protein"] });
    expect(row.revisions).toHaveLength(1);
    expect(row.revisions[0]).toMatchObject({
      version: 1,
      status: "NEEDS_MODIFICATION",
      snapshot: { title: "基于深度学习的蛋白质结构预测", keywords: ["protein", "deep learning"] },
    });
    expect(row.transitions.map((t) => t.toStatus)).toEqual(["WAITING_ALLOCATION", "RESUBMITTED"]);
    // after the second deadline: refused with its message, nothing changed
    await db().submission.update({ where: { id: saved.id }, data: { status: "NEEDS_MODIFICATION" } });
    await configure({ endDate: day(-5), secondDeadline: day(-1) });
    expect((await refusal(saveSubmission(submitter(alice), input({ id: saved.id, title: "Too late" }), opts))).key).toBe(
      "submission.errors.secondDeadlinePassed",
    );
    expect((await db().submission.findUniqueOrThrow({ where: { id: saved.id } })).title).toBe("修改后的标题");
  });

  it("keeps the theme (and its number) when the author edits", async () => {
    const saved = await saveSubmission(submitter(alice), input(), opts);
    expect((await refusal(saveSubmission(submitter(alice), input({ id: saved.id, themeId: themeB }), opts))).fieldErrors).toEqual({
      themeId: "submission.form.themeLocked",
    });
  });

  it("another person's submission cannot be edited or withdrawn", async () => {
    const saved = await saveSubmission(submitter(alice), input(), opts);
    const bob = await db().user.findUniqueOrThrow({ where: { email: "bob@example.org" }, select: { id: true, email: true } });
    expect((await refusal(saveSubmission(submitter(bob), input({ id: saved.id }), opts))).status).toBe(404);
    expect((await refusal(withdrawSubmission(conf.id, bob, saved.id))).status).toBe(404);
  });
});

describe("configured items", () => {
  it("a hidden item sent anyway is not stored; a required one missing is refused on its field", async () => {
    await db().submissionConfig.update({ where: { conferenceId: conf.id }, data: { keywords: "HIDDEN", fullText: "REQUIRED", abstractContent: "OPTIONAL" } });
    const r = await refusal(saveSubmission(submitter(alice), input({ abstract: "" }), opts));
    expect(r).toMatchObject({ status: 400, fieldErrors: { fullTextFile: "submission.form.required?item=fullTextFile" } });
    await db().submissionConfig.update({ where: { conferenceId: conf.id }, data: { fullText: "OPTIONAL" } });
    const saved = await saveSubmission(submitter(alice), input({ keywords: ["ignored"] }), opts);
    expect((await db().submission.findUniqueOrThrow({ where: { id: saved.id } })).keywords).toEqual([]);
    await db().submissionConfig.update({ where: { conferenceId: conf.id }, data: { keywords: "REQUIRED", abstractContent: "REQUIRED" } });
  });
});

describe("files", () => {
  it("claims the author's PDF under a server-made name; refuses a renamed executable and an oversize file", async () => {
    const up = await uploadSubmissionFile(conf.id, alice.id, { name: "../../摘要.pdf", bytes: PDF }, "127.0.0.1");
    expect(up.storedName).toMatch(/^[a-f0-9]{32}\.pdf$/);
    const saved = await saveSubmission(submitter(alice), input({ fullTextFile: { name: "摘要.pdf", storedName: up.storedName } }), opts);
    const file = await db().submissionFile.findFirstOrThrow({ where: { submissionId: saved.id } });
    expect(file).toMatchObject({ kind: "FULL_TEXT", storedName: up.storedName, mime: "application/pdf" });
    expect(Buffer.from((await storage().get(fileKey(conf.id, up.storedName)))!).toString("latin1")).toContain("%PDF-1.4");
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    expect((await refusal(uploadSubmissionFile(conf.id, alice.id, { name: "paper.pdf", bytes: exe }, "127.0.0.1"))).fieldErrors).toEqual({
      file: "submission.form.fileType",
    });
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(PDF);
    expect((await refusal(uploadSubmissionFile(conf.id, alice.id, { name: "big.pdf", bytes: big }, "127.0.0.1"))).fieldErrors?.file).toMatch(/uploadTooLarge/);
    // someone else's upload cannot be claimed
    const bob = await db().user.findUniqueOrThrow({ where: { email: "bob@example.org" }, select: { id: true, email: true } });
    const bobs = await uploadSubmissionFile(conf.id, bob.id, { name: "b.pdf", bytes: PDF }, "127.0.0.1");
    expect(
      (await refusal(saveSubmission(submitter(alice), input({ abstractFile: { name: "b.pdf", storedName: bobs.storedName } }), opts))).fieldErrors,
    ).toEqual({
      abstractFile: "registration.uploadMissing",
    });
  });
});
