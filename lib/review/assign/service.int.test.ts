import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { createSubmissionFixture } from "@/lib/submission/manage/fixtures";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { assignReviewers, commitAutoAssignment, previewAutoAssignment, unassignReviewer } from "./service";
import { getSubmissionAssignments, listAssignCandidates } from "./queries";
import { listReviewers } from "../reviewers/queries";
import { ZReviewerListQuery } from "../reviewers/schemas";
import { grantReviewRole } from "../roles";
import { refusal } from "@/tests/support/refusal";

// Reviewer assignment on a real database: by hand and automatically, never a conflict, the
// submission moved to "assigned" with its history, one "abstract assignment" mail per new review,
// and concurrent identical requests writing each pair once.
vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();
const db = () => getDb();
const ORIGIN = "http://demo.localhost";
let conf = { id: 0 };
let managerId = 0;
const reviewer: Record<string, number> = {};
const sub: Record<string, number> = {};

async function addReviewer(email: string, unit: string, active = true) {
  const user = await db().user.upsert({ where: { email }, update: {}, create: { email, trueName: email.split("@")[0] } });
  const r = await db().reviewer.upsert({
    where: { conferenceId_email: { conferenceId: conf.id, email } },
    update: { unit, userId: active ? user.id : null, activatedAt: active ? new Date() : null },
    create: { conferenceId: conf.id, email, unit, userId: active ? user.id : null, activatedAt: active ? new Date() : null },
  });
  if (active) await db().$transaction((tx) => grantReviewRole(tx, conf.id, user.id, false));
  return r.id;
}

beforeAll(async () => {
  await seedDemo(db());
  conf = { id: (await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId };
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  const alice = await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
  reviewer.pku = await addReviewer("rev-pku@example.org", "Peking University");
  reviewer.cas = await addReviewer("rev-cas@example.org", "中国科学院");
  reviewer.mit = await addReviewer("rev-mit@example.org", "MIT");
  reviewer.author = await addReviewer("coauthor@example.org", "ETH");
  reviewer.pending = await addReviewer("rev-pending@example.org", "Oxford", false);
  for (const [key, n] of [
    ["one", 1],
    ["two", 2],
    ["three", 3],
  ] as const) {
    sub[key] = (
      await createSubmissionFixture(db(), {
        conferenceId: conf.id,
        userId: alice.id,
        code: `R-00${n}`,
        number: 9000 + n,
        title: `Review fixture ${n}`,
        authors: [
          { name: "Alice", surname: "Liddell", email: "alice@example.org", organisation: "peking  university", corresponding: true },
          { name: "Co", surname: "Author", email: "coauthor@example.org", organisation: "ETH" },
        ],
      })
    ).id;
  }
});

beforeEach(async () => {
  await db().reviewAssignment.deleteMany({ where: { conferenceId: conf.id } });
  await db().reviewConflict.deleteMany({ where: { conferenceId: conf.id } });
  await db().mailOutbox.deleteMany({ where: { conferenceId: conf.id, templateKind: "ABSTRACT_ASSIGNMENT" } });
  await db().submissionTransition.deleteMany({ where: { submissionId: { in: Object.values(sub) }, toStatus: "ASSIGNED" } });
  await db().submission.updateMany({ where: { id: { in: Object.values(sub) } }, data: { status: "WAITING_ALLOCATION" } });
});

describe("assigning by hand", () => {
  it("mails without the deadline sentence when no review deadline is set, in both languages, and with it when set", async () => {
    await db().user.update({ where: { email: "rev-cas@example.org" }, data: { locale: "zh" } });
    await db().user.update({ where: { email: "rev-mit@example.org" }, data: { locale: "en" } });
    const mails = async () =>
      db().mailOutbox.findMany({
        where: { conferenceId: conf.id, templateKind: "ABSTRACT_ASSIGNMENT" },
        orderBy: { id: "asc" },
        select: { locale: true, text: true, html: true },
      });
    await db().reviewConfig.updateMany({ where: { conferenceId: conf.id }, data: { reviewDeadline: null } });
    await assignReviewers(conf, managerId, { submissionIds: [sub.one], reviewerIds: [reviewer.cas, reviewer.mit] }, ORIGIN);
    const without = await mails();
    expect(without.map((m) => m.locale).sort()).toEqual(["en", "zh"]);
    for (const m of without) {
      expect(m.text).not.toMatch(/请于|前完成|Please complete|—/);
      expect(m.html).not.toMatch(/\{[?/]deadline\}/);
    }
    expect(without.find((m) => m.locale === "zh")!.text).toContain("已分配给您评审。");
    expect(without.find((m) => m.locale === "en")!.text).toContain("has been assigned to you for review.");

    await db().reviewConfig.upsert({
      where: { conferenceId: conf.id },
      update: { reviewDeadline: new Date("2031-05-20T00:00:00Z") },
      create: { conferenceId: conf.id, reviewDeadline: new Date("2031-05-20T00:00:00Z") },
    });
    await assignReviewers(conf, managerId, { submissionIds: [sub.two], reviewerIds: [reviewer.cas, reviewer.mit] }, ORIGIN);
    const withIt = (await mails()).slice(without.length);
    expect(withIt.find((m) => m.locale === "zh")!.text).toContain("已分配给您评审，请于 2031-05-20 前完成。");
    expect(withIt.find((m) => m.locale === "en")!.text).toContain("Please complete your review by 2031-05-20.");
    await db().reviewConfig.updateMany({ where: { conferenceId: conf.id }, data: { reviewDeadline: null } });
  });

  it("writes the reviews, moves the submissions to assigned with history, and mails each reviewer once per review", async () => {
    const r = await assignReviewers(conf, managerId, { submissionIds: [sub.one, sub.two], reviewerIds: [reviewer.cas, reviewer.mit] }, ORIGIN);
    expect(r).toEqual({ added: 4, skipped: 0, refused: [] });
    expect(await db().reviewAssignment.count({ where: { conferenceId: conf.id } })).toBe(4);
    const s = await db().submission.findUniqueOrThrow({ where: { id: sub.one }, select: { status: true, transitions: { where: { toStatus: "ASSIGNED" } } } });
    expect(s.status).toBe("ASSIGNED");
    expect(s.transitions).toHaveLength(1);
    expect(s.transitions[0]).toMatchObject({ fromStatus: "WAITING_ALLOCATION", actorId: managerId });
    const mails = await db().mailOutbox.findMany({
      where: { conferenceId: conf.id, templateKind: "ABSTRACT_ASSIGNMENT" },
      select: { to: true, subject: true },
    });
    expect(mails.map((m) => m.to).sort()).toEqual(["rev-cas@example.org", "rev-cas@example.org", "rev-mit@example.org", "rev-mit@example.org"]);
    expect(mails.some((m) => m.subject.includes("R-001"))).toBe(true);
    // the same request again adds nothing and mails nobody
    expect(await assignReviewers(conf, managerId, { submissionIds: [sub.one], reviewerIds: [reviewer.cas] }, ORIGIN)).toEqual({
      added: 0,
      skipped: 1,
      refused: [],
    });
    expect(await db().mailOutbox.count({ where: { conferenceId: conf.id, templateKind: "ABSTRACT_ASSIGNMENT" } })).toBe(4);
  });

  it("refuses a colleague of an author, an author, a declared conflict and a decided submission, pair by pair, and writes the rest", async () => {
    await db().reviewConflict.create({ data: { conferenceId: conf.id, reviewerId: reviewer.mit, submissionId: sub.two, source: "REVIEWER" } });
    await db().submission.update({ where: { id: sub.three }, data: { status: "ACCEPTED" } });
    const r = await assignReviewers(
      conf,
      managerId,
      { submissionIds: [sub.one, sub.two, sub.three], reviewerIds: [reviewer.cas, reviewer.pku, reviewer.author, reviewer.mit] },
      ORIGIN,
    );
    expect([r.added, r.skipped]).toEqual([3, 9]);
    const why = (s: number, rev: number) => r.refused.find((x) => x.submissionId === s && x.reviewerId === rev)?.reason;
    for (const s of [sub.one, sub.two])
      expect([why(s, reviewer.pku), why(s, reviewer.author), why(s, reviewer.cas)]).toEqual(["organisation", "author", undefined]);
    expect(why(sub.two, reviewer.mit)).toBe("declared");
    expect(r.refused.filter((x) => x.submissionId === sub.three).map((x) => x.reason)).toEqual(["status", "status", "status", "status"]);
    expect(r.refused.find((x) => x.reason === "declared")).toMatchObject({ code: "R-002", reviewer: "rev-mit" });
    const written = await db().reviewAssignment.findMany({ where: { conferenceId: conf.id }, select: { submissionId: true, reviewerId: true } });
    expect(written.map((w) => `${w.submissionId}:${w.reviewerId}`).sort()).toEqual(
      [`${sub.one}:${reviewer.cas}`, `${sub.one}:${reviewer.mit}`, `${sub.two}:${reviewer.cas}`].sort(),
    );
    expect(await db().mailOutbox.count({ where: { conferenceId: conf.id, templateKind: "ABSTRACT_ASSIGNMENT" } })).toBe(3);
  });

  it("refuses a reviewer who has not activated, and another conference's submission", async () => {
    expect((await refusal(assignReviewers(conf, managerId, { submissionIds: [sub.one], reviewerIds: [reviewer.pending] }, ORIGIN))).status).toBe(404);
    expect((await refusal(assignReviewers({ id: conf.id + 1000 }, managerId, { submissionIds: [sub.one], reviewerIds: [reviewer.cas] }, ORIGIN))).status).toBe(
      404,
    );
  });

  it("writes each pair once when ten identical requests arrive together", async () => {
    const runs = await Promise.allSettled(
      Array.from({ length: 10 }, () => assignReviewers(conf, managerId, { submissionIds: [sub.one, sub.two], reviewerIds: [reviewer.cas] }, ORIGIN)),
    );
    expect(runs.every((r) => r.status === "fulfilled")).toBe(true);
    expect(runs.reduce((n, r) => n + (r.status === "fulfilled" ? r.value.added : 0), 0)).toBe(2);
    expect(await db().reviewAssignment.count({ where: { conferenceId: conf.id } })).toBe(2);
    expect(await db().mailOutbox.count({ where: { conferenceId: conf.id, templateKind: "ABSTRACT_ASSIGNMENT" } })).toBe(2);
  });

  it("takes a review back unless it was sent", async () => {
    await assignReviewers(conf, managerId, { submissionIds: [sub.one], reviewerIds: [reviewer.cas, reviewer.mit] }, ORIGIN);
    const [a, b] = await db().reviewAssignment.findMany({ where: { conferenceId: conf.id }, orderBy: { id: "asc" } });
    await db().reviewOpinion.create({ data: { conferenceId: conf.id, assignmentId: b.id, status: "SUBMITTED", submittedAt: new Date() } });
    await unassignReviewer(conf, a.id);
    expect((await refusal(unassignReviewer(conf, b.id))).key).toBe("reviewAssign.errors.reviewSent");
    expect(await db().reviewAssignment.findMany({ where: { conferenceId: conf.id }, select: { id: true } })).toEqual([{ id: b.id }]);
  });
});

describe("telling reviewers apart", () => {
  it("names each reviewer the same way in the reviewer list and the assignment lists, with organisation and email", async () => {
    // two namesakes: the account names are written given name first, the reviewer records family name first
    const twins = [
      ["wang.wei@pku.example.org", "北京大学"],
      ["wangwei@thu.example.org", "清华大学"],
    ] as const;
    for (const [email, unit] of twins) {
      const id = await addReviewer(email, unit);
      await db().reviewer.update({ where: { id }, data: { firstName: "伟", lastName: "王" } });
      await db().user.update({ where: { email }, data: { trueName: "伟 王" } });
    }
    const list = (await listReviewers(conf.id, ZReviewerListQuery.parse({ q: "wang" }), "zh")).rows;
    expect(list.map((r) => [r.name, r.unit, r.email]).sort()).toEqual([
      ["王伟", "北京大学", "wang.wei@pku.example.org"],
      ["王伟", "清华大学", "wangwei@thu.example.org"],
    ]);
    await assignReviewers(conf, managerId, { submissionIds: [sub.one], reviewerIds: [list[0].id] }, ORIGIN);
    const screen = await getSubmissionAssignments(conf.id, sub.one);
    const pick = <T extends { email: string }>(rows: T[]) => rows.filter((r) => r.email.includes("wang")).sort((a, b) => a.email.localeCompare(b.email));
    expect(pick(screen.assigned).map((a) => [a.name, a.organisation, a.email])).toEqual([[list[0].name, list[0].unit, list[0].email]]);
    expect(pick(screen.candidates).map((c) => [c.name, c.organisation])).toEqual([
      ["王伟", "北京大学"],
      ["王伟", "清华大学"],
    ]);
    expect(pick(await listAssignCandidates(conf.id)).map((c) => [c.name, c.organisation])).toEqual([
      ["王伟", "北京大学"],
      ["王伟", "清华大学"],
    ]);
  });
});

describe("assigning automatically", () => {
  it("previews without writing, then saves the proposal — never a conflict, never the pending reviewer", async () => {
    await db().reviewConfig.upsert({
      where: { conferenceId: conf.id },
      update: { reviewsPerSubmission: 2, maxPerReviewer: null },
      create: { conferenceId: conf.id, reviewsPerSubmission: 2 },
    });
    const preview = await previewAutoAssignment(conf);
    expect(await db().reviewAssignment.count({ where: { conferenceId: conf.id } })).toBe(0);
    const mine = preview.added.filter((p) => Object.values(sub).includes(p.submissionId));
    for (const id of Object.values(sub)) expect(mine.filter((p) => p.submissionId === id)).toHaveLength(2);
    const banned = new Set([reviewer.pku, reviewer.author, reviewer.pending]);
    expect(mine.filter((p) => banned.has(p.reviewerId))).toEqual([]);
    const saved = await commitAutoAssignment(conf, managerId, preview.added, ORIGIN);
    expect(saved.added).toBe(preview.added.length);
    expect(await db().reviewAssignment.count({ where: { conferenceId: conf.id, submissionId: { in: Object.values(sub) } } })).toBe(6);
  });
});

describe("a stale preview", () => {
  it("is saved only as far as the numbers and themes still allow after assignments made by hand in between", async () => {
    await db().reviewConfig.upsert({
      where: { conferenceId: conf.id },
      update: { reviewsPerSubmission: 2, maxPerReviewer: 2 },
      create: { conferenceId: conf.id, reviewsPerSubmission: 2, maxPerReviewer: 2 },
    });
    const preview = await previewAutoAssignment(conf);
    const proposed = (s: number) => preview.added.filter((p) => p.submissionId === s).map((p) => p.reviewerId);
    expect(proposed(sub.one)).toHaveLength(2);
    // Meanwhile a manager gives the first submission its two reviews, from reviewers the preview had not chosen for it…
    const others = preview.loads.map((l) => l.reviewerId).filter((id) => !proposed(sub.one).includes(id) && ![reviewer.pku, reviewer.author].includes(id));
    const byHand = others.slice(0, 2);
    await assignReviewers(conf, managerId, { submissionIds: [sub.one], reviewerIds: byHand }, ORIGIN);
    // …and a reviewer of the second is given a theme that none of these submissions belongs to.
    const narrowed = proposed(sub.two).find((id) => !byHand.includes(id))!;
    const theme = await db().submissionTheme.findFirstOrThrow({ where: { conferenceId: conf.id } });
    await db().reviewerTheme.create({ data: { conferenceId: conf.id, reviewerId: narrowed, themeId: theme.id } });

    const saved = await commitAutoAssignment(conf, managerId, preview.added, ORIGIN);
    expect(saved.skipped).toBeGreaterThan(0);
    expect(saved.added + saved.skipped).toBe(preview.added.length);
    const forOne = saved.refused.filter((r) => r.submissionId === sub.one);
    expect(forOne.map((r) => r.reviewerId).sort()).toEqual([...proposed(sub.one)].sort()); // both proposed reviews of the first are dropped
    for (const r of forOne) expect(r.reason).toBe(r.reviewerId === narrowed ? "theme" : "full");
    expect(saved.refused.filter((r) => r.reviewerId === narrowed).every((r) => r.reason === "theme")).toBe(true);
    const rows = await db().reviewAssignment.findMany({ where: { conferenceId: conf.id }, select: { submissionId: true, reviewerId: true } });
    const most = (key: "submissionId" | "reviewerId") => Math.max(...rows.map((r) => rows.filter((x) => x[key] === r[key]).length));
    expect(most("submissionId")).toBeLessThanOrEqual(2); // reviews per submission
    expect(most("reviewerId")).toBeLessThanOrEqual(2); // the per-reviewer maximum
    expect(rows.filter((r) => r.reviewerId === narrowed && r.submissionId !== sub.one)).toEqual([]);
    await db().reviewerTheme.deleteMany({ where: { reviewerId: narrowed } });
  });
});

describe("through the gateway", () => {
  const ASSIGN = "/conference/platform/manage/contribute/assign";
  it("lets the host conference's managers assign, and nobody else", async () => {
    const token = async (email: string) => (await createSession((await db().user.findUniqueOrThrow({ where: { email } })).id)).token;
    const body = { submissionIds: [sub.one], reviewerIds: [reviewer.cas] };
    expect((await callGateway("POST", ASSIGN, { json: body })).status).toBe(401);
    expect((await callGateway("POST", ASSIGN, { token: await token("alice@example.org"), json: body })).status).toBe(403);
    expect((await callGateway("POST", ASSIGN, { token: await token("reviewer@example.org"), json: body })).status).toBe(403);
    const manager = await token("manager@example.org");
    expect((await callGateway("POST", ASSIGN, { token: manager, json: body, host: "en.localhost" })).status).toBe(403);
    expect(await db().reviewAssignment.count({ where: { conferenceId: conf.id } })).toBe(0);
    const ok = await callGateway("POST", ASSIGN, { token: manager, json: body });
    expect([ok.status, (await envelopeOf<{ added: number }>(ok)).data.added]).toEqual([200, 1]);
    // Many at once: three submissions to three reviewers, the colleague of the author refused pair by pair.
    const many = await callGateway("POST", ASSIGN, {
      token: manager,
      json: { submissionIds: [sub.one, sub.two, sub.three], reviewerIds: [reviewer.cas, reviewer.mit, reviewer.pku] },
    });
    const outcome = (await envelopeOf<{ added: number; skipped: number; refused: { reviewerId: number; reason: string }[] }>(many)).data;
    expect([many.status, outcome.added, outcome.skipped]).toEqual([200, 5, 4]); // one pair existed already
    expect(outcome.refused.map((r) => [r.reviewerId, r.reason])).toEqual(Array(3).fill([reviewer.pku, "organisation"]));
    const tooMany = await callGateway("POST", ASSIGN, {
      token: manager,
      json: { submissionIds: Array.from({ length: 501 }, (_, i) => i + 1), reviewerIds: [reviewer.cas] },
    });
    expect(tooMany.status).toBe(400);
    const bad = await callGateway("POST", ASSIGN, { token: manager, json: { submissionIds: [], reviewerIds: [reviewer.cas] } });
    expect([bad.status, (await envelopeOf<{ fieldErrors: Record<string, string> }>(bad)).data.fieldErrors.submissionIds]).toEqual([400, "请至少选择一篇稿件"]);
  });
});
