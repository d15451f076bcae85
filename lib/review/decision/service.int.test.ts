import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { changeSubmissionStatus } from "@/lib/submission/manage/decide";
import { createSubmissionFixture } from "@/lib/submission/manage/fixtures";
import type { TSubmissionStatus } from "@/lib/submission/status";
import { useTestDatabase } from "@/tests/integration/test-db";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { refusal } from "@/tests/support/refusal";
import { decideMany, saveChairOpinion } from "./service";
import { listRanking } from "./ranking";
import { grantReviewRole } from "../roles";

// Review decisions on a real database: who decides (the chair only when the configuration makes
// the chair's opinion final, the organisers always, a reviewer never), within what the chair can
// see (a chair of one theme cannot decide another's submissions), the ranked list's order and
// figures, and a bulk decision that moves the legal rows and reports the others with the reason.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-decide-"));
useTestDatabase();
const db = () => getDb();
const ORIGIN = "http://demo.localhost";
const MANAGE = "/conference/platform/manage/contribute";

let conf = { id: 0, timeZone: "Asia/Shanghai" };
const ids: Record<string, number> = {};
const themes: Record<string, number> = {};
let number = 9000;

async function person(email: string, role: "REVIEWER" | "REVIEW_CHAIR" | null, themeIds: number[] = []) {
  const user = await db().user.upsert({ where: { email }, update: {}, create: { email, trueName: email.split("@")[0] } });
  if (role) {
    const r = await db().reviewer.upsert({
      where: { conferenceId_email: { conferenceId: conf.id, email } },
      update: {},
      create: { conferenceId: conf.id, email, userId: user.id, activatedAt: new Date(), chair: role === "REVIEW_CHAIR", unit: `Unit ${email}` },
    });
    await db().$transaction((tx) => grantReviewRole(tx, conf.id, user.id, role === "REVIEW_CHAIR"));
    for (const themeId of themeIds) await db().reviewerTheme.create({ data: { conferenceId: conf.id, reviewerId: r.id, themeId } });
  }
  return user.id;
}

async function submission(code: string, themeId: number, status: TSubmissionStatus = "ASSIGNED") {
  const alice = await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
  const s = await createSubmissionFixture(db(), {
    conferenceId: conf.id,
    userId: alice.id,
    code,
    number: ++number,
    title: `Title ${code}`,
    themeId,
    status,
    authors: [{ name: "Alice", surname: "Liddell", email: "alice@example.org", organisation: "北京大学", corresponding: true }],
  });
  return s.id;
}

/** Sent reviews with these weighted totals, written as the score form would have left them. */
async function reviews(submissionId: number, totals: number[]) {
  for (const [i, total] of totals.entries()) {
    const reviewer = await db().reviewer.findUniqueOrThrow({ where: { conferenceId_email: { conferenceId: conf.id, email: `rank-${i}@example.org` } } });
    const a = await db().reviewAssignment.create({ data: { conferenceId: conf.id, submissionId, reviewerId: reviewer.id } });
    await db().reviewOpinion.create({
      data: { conferenceId: conf.id, assignmentId: a.id, total, status: "SUBMITTED", comment: "ok", submittedAt: new Date() },
    });
  }
}

const chairFinal = (on: boolean) =>
  db().reviewConfig.upsert({ where: { conferenceId: conf.id }, update: { chairFinal: on }, create: { conferenceId: conf.id, chairFinal: on } });
const state = (id: number) => db().submission.findUniqueOrThrow({ where: { id }, select: { status: true, chairOpinion: true, finalOpinion: true } });
const finalMails = (code: string) => db().mailOutbox.count({ where: { conferenceId: conf.id, templateKind: "FINAL_RESULT", subject: { contains: code } } });

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conference.findFirstOrThrow({ where: { domains: { some: { host: "demo.localhost" } } }, select: { id: true, timeZone: true } });
  conf = { id: c.id, timeZone: c.timeZone };
  themes.x = (await db().submissionTheme.create({ data: { conferenceId: conf.id, nameZh: "甲", nameEn: "X", prefix: "X" } })).id;
  themes.y = (await db().submissionTheme.create({ data: { conferenceId: conf.id, nameZh: "乙", nameEn: "Y", prefix: "Y" } })).id;
  ids.manager = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  ids.chair = (await db().user.findUniqueOrThrow({ where: { email: "chair@example.org" } })).id; // the demo's chair: every theme
  ids.reviewer = (await db().user.findUniqueOrThrow({ where: { email: "reviewer@example.org" } })).id;
  ids.chairX = await person("chair-x@example.org", "REVIEW_CHAIR", [themes.x]);
  for (let i = 0; i < 3; i++) await person(`rank-${i}@example.org`, "REVIEWER");
});

beforeEach(async () => {
  await db().submission.deleteMany({ where: { conferenceId: conf.id, code: { startsWith: "D" } } });
  await chairFinal(true);
});

const manager = () => ({ userId: ids.manager, manager: true });
const chair = () => ({ userId: ids.chair, manager: false });

describe("who decides", () => {
  it("the chair decides when the chair's opinion is final: the opinion becomes the final one, the history names the chair, the author is mailed", async () => {
    const id = await submission("DA-1", themes.x);
    const r = await saveChairOpinion(conf, chair(), { id, opinion: "Clear and novel.", decision: "ACCEPTED" }, ORIGIN);
    expect(r).toEqual({ id, chairOpinion: "Clear and novel.", status: "ACCEPTED", mailQueued: 1 });
    expect(await state(id)).toEqual({ status: "ACCEPTED", chairOpinion: "Clear and novel.", finalOpinion: "Clear and novel." });
    const last = await db().submissionTransition.findFirstOrThrow({ where: { submissionId: id }, orderBy: { id: "desc" } });
    expect([last.fromStatus, last.toStatus, last.actorId, last.reason]).toEqual(["ASSIGNED", "ACCEPTED", ids.chair, "Clear and novel."]);
    expect(await finalMails("DA-1")).toBe(1);
    // Reconsidering is the organisers' last word, not the chair's.
    const again = await refusal(changeSubmissionStatus(conf, { userId: ids.chair, as: "chair" }, { id, to: "REJECTED", reason: "No" }, ORIGIN));
    expect([again.status, again.key]).toEqual([409, "submissionAdmin.errors.illegalMove"]);
    await changeSubmissionStatus(conf, ids.manager, { id, to: "REJECTED", reason: "Reconsidered." }, ORIGIN);
    expect((await state(id)).status).toBe("REJECTED");
  });

  it("when the organisers decide, the chair writes an opinion only: a decision is refused and writes nothing", async () => {
    await chairFinal(false);
    const id = await submission("DB-1", themes.x);
    const refused = await refusal(saveChairOpinion(conf, chair(), { id, opinion: "Accept.", decision: "ACCEPTED" }, ORIGIN));
    expect([refused.status, refused.key]).toEqual([403, "reviewDecision.errors.chairNotFinal"]);
    expect(await state(id)).toEqual({ status: "ASSIGNED", chairOpinion: null, finalOpinion: null });
    const direct = await refusal(changeSubmissionStatus(conf, { userId: ids.chair, as: "chair" }, { id, to: "ACCEPTED", reason: "" }, ORIGIN));
    expect(direct.status).toBe(403);
    expect((await refusal(decideMany(conf, chair(), { ids: [id], to: "ACCEPTED" }, ORIGIN, "zh"))).status).toBe(403);
    expect(await saveChairOpinion(conf, chair(), { id, opinion: "I would accept it." }, ORIGIN)).toMatchObject({ status: null, mailQueued: 0 });
    expect(await state(id)).toEqual({ status: "ASSIGNED", chairOpinion: "I would accept it.", finalOpinion: null });
    // The manager decides, whatever the configuration.
    const r = await decideMany(conf, manager(), { ids: [id], to: "NEEDS_MODIFICATION", reason: "Shorten it." }, ORIGIN, "zh");
    expect(r.moved.map((m) => [m.code, m.status])).toEqual([["DB-1", "NEEDS_MODIFICATION"]]);
    expect(await state(id)).toEqual({ status: "NEEDS_MODIFICATION", chairOpinion: "I would accept it.", finalOpinion: "Shorten it." });
    expect(await finalMails("DB-1")).toBe(1);
  });

  it("a reviewer who is not the chair neither decides, writes the opinion, nor reads the ranking", async () => {
    const id = await submission("DC-1", themes.x);
    const reviewer = { userId: ids.reviewer, manager: false };
    for (const p of [
      saveChairOpinion(conf, reviewer, { id, opinion: "Mine." }, ORIGIN),
      decideMany(conf, reviewer, { ids: [id], to: "ACCEPTED" }, ORIGIN, "zh"),
      listRanking(conf, reviewer, { page: 1, size: 20 }, "zh"),
    ])
      expect((await refusal(p)).status).toBe(403);
    expect(await state(id)).toEqual({ status: "ASSIGNED", chairOpinion: null, finalOpinion: null });
  });

  it("a chair of one theme cannot see, write on or decide another theme's submissions", async () => {
    const mine = await submission("DD-1", themes.x);
    const theirs = await submission("DD-2", themes.y);
    const chairX = { userId: ids.chairX, manager: false };
    expect((await listRanking(conf, chairX, { page: 1, size: 20 }, "zh")).rows.map((r) => r.code)).toEqual(["DD-1"]);
    expect((await refusal(saveChairOpinion(conf, chairX, { id: theirs, opinion: "Hm." }, ORIGIN))).status).toBe(404);
    expect((await refusal(changeSubmissionStatus(conf, { userId: ids.chairX, as: "chair" }, { id: theirs, to: "ACCEPTED", reason: "" }, ORIGIN))).status).toBe(
      404,
    );
    const r = await decideMany(conf, chairX, { ids: [mine, theirs], to: "ACCEPTED" }, ORIGIN, "en");
    expect(r.moved.map((m) => m.code)).toEqual(["DD-1"]);
    // Refused without telling its number: the chair does not see it.
    expect(r.refused).toEqual([{ id: theirs, code: `#${theirs}`, key: "submissionAdmin.errors.notFound", message: expect.any(String) }]);
    expect(await state(theirs)).toEqual({ status: "ASSIGNED", chairOpinion: null, finalOpinion: null });
  });
});

describe("the ranked list and bulk decisions", () => {
  it("ranks by the average of the sent reviews, unreviewed last, with the spread flagged and the filters applied", async () => {
    const low = await submission("DE-1", themes.x);
    const high = await submission("DE-2", themes.y);
    const none = await submission("DE-3", themes.x, "WAITING_ALLOCATION");
    const split = await submission("DE-4", themes.x);
    await reviews(low, [40, 50]);
    await reviews(high, [90, 85, 80]);
    await reviews(split, [95, 40]);
    const all = await listRanking(conf, chair(), { page: 1, size: 20 }, "en");
    const view = all.rows.filter((r) => r.code.startsWith("DE")).map((r) => [r.code, r.sent, r.average, r.spread, r.disagreement]);
    expect(view).toEqual([
      ["DE-2", 3, 85, 10, false],
      ["DE-4", 2, 67.5, 55, true],
      ["DE-1", 2, 45, 10, false],
      ["DE-3", 0, null, 0, false],
    ]);
    expect([all.needed, all.decider]).toEqual([3, { userId: ids.chair, as: "chair" }]);
    const x = await listRanking(conf, chair(), { page: 1, size: 20, themeId: themes.x, status: "ASSIGNED" }, "en");
    expect(x.rows.map((r) => r.code)).toEqual(["DE-4", "DE-1"]);
    const page2 = await listRanking(conf, chair(), { page: 2, size: 2, themeId: themes.x }, "en");
    expect([page2.total, page2.rows.map((r) => r.code)]).toEqual([3, ["DE-3"]]);
    expect(none).toBeGreaterThan(0);
  });

  it("moves the legal rows each on its own and reports the refused ones with why", async () => {
    const a = await submission("DF-1", themes.x);
    const b = await submission("DF-2", themes.y, "RESUBMITTED");
    const decided = await submission("DF-3", themes.x, "ACCEPTED");
    const withdrawn = await submission("DF-4", themes.x, "WITHDRAWN");
    const r = await decideMany(conf, chair(), { ids: [a, decided, b, withdrawn, 2_000_000], to: "REJECTED", reason: "Out of scope." }, ORIGIN, "zh");
    expect(r.moved.map((m) => [m.code, m.status, m.mailQueued])).toEqual([
      ["DF-1", "REJECTED", 1],
      ["DF-2", "REJECTED", 1],
    ]);
    expect(r.refused.map((m) => [m.code, m.key])).toEqual([
      ["DF-3", "submissionAdmin.errors.illegalMove"],
      ["DF-4", "submissionAdmin.errors.illegalMove"],
      ["#2000000", "submissionAdmin.errors.notFound"],
    ]);
    expect(r.refused[0].message).toBe("稿件当前状态不能变更为该状态。请刷新页面查看其最新状态。");
    expect([(await state(decided)).status, (await state(withdrawn)).status]).toEqual(["ACCEPTED", "WITHDRAWN"]);
    expect([await finalMails("DF-1"), await finalMails("DF-2"), await finalMails("DF-3")]).toEqual([1, 1, 0]);
    const reason = await refusal(decideMany(conf, chair(), { ids: [a], to: "NEEDS_MODIFICATION", reason: " " }, ORIGIN, "zh"));
    expect([reason.status, reason.fieldErrors]).toEqual([400, { reason: "submissionAdmin.reasonRequired" }]);
  });
});

describe("the gateway calls", () => {
  it("refuse a plain reviewer with 403 and serve the chair", async () => {
    const id = await submission("DG-1", themes.x);
    const reviewer = (await createSession(ids.reviewer)).token;
    const chairToken = (await createSession(ids.chair)).token;
    const calls = [
      ["GET", `${MANAGE}/ranking?page=1`, undefined],
      ["POST", `${MANAGE}/decide`, { ids: [id], to: "ACCEPTED", reason: "" }],
      ["POST", `${MANAGE}/chairOpinion`, { id, opinion: "Mine." }],
    ] as const;
    for (const [method, p, json] of calls) expect([p, (await callGateway(method, p, { token: reviewer, json })).status]).toEqual([p, 403]);
    const ranking = await callGateway("GET", `${MANAGE}/ranking?status=ASSIGNED`, { token: chairToken });
    expect((await envelopeOf<{ rows: { code: string }[] }>(ranking)).data.rows.map((r) => r.code)).toContain("DG-1");
    const opinion = await callGateway("POST", `${MANAGE}/chairOpinion`, { token: chairToken, json: { id, opinion: "" } });
    expect([opinion.status, (await envelopeOf<{ fieldErrors: Record<string, string> }>(opinion)).data.fieldErrors]).toEqual([
      400,
      { opinion: "请填写主席意见" },
    ]);
    const decide = await callGateway("POST", `${MANAGE}/decide`, { token: chairToken, json: { ids: [id], to: "ACCEPTED", reason: "" } });
    expect((await envelopeOf<{ moved: { code: string }[] }>(decide)).data.moved.map((m) => m.code)).toEqual(["DG-1"]);
  });
});
