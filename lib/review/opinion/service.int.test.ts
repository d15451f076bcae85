import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSubmissionFixture } from "@/lib/submission/manage/fixtures";
import { useTestDatabase } from "@/tests/integration/test-db";
import { refusal } from "@/tests/support/refusal";
import { assignReviewers } from "../assign/service";
import { declareConflict, listMyReviews, reviewsOfSubmission, saveOpinion } from "./service";
import { grantReviewRole } from "../roles";

// Reviewing on a real database: drafts may be incomplete, a sent review must be complete
// and within each scale, edits stop after the deadline, a conflict takes the review off the reviewer
// for good, one opinion however many sends race, and only the chair (or a manager) reads them all.
useTestDatabase();
const db = () => getDb();
const ORIGIN = "http://demo.localhost";
let conf = { id: 0, timeZone: "Asia/Shanghai" };
let managerId = 0;
let subId = 0;
const people: Record<string, { userId: number; reviewerId: number }> = {};

async function reviewer(key: string, unit: string, chair = false) {
  const email = `op-${key}@example.org`;
  const user = await db().user.upsert({ where: { email }, update: {}, create: { email, trueName: `Reviewer ${key}` } });
  const r = await db().reviewer.upsert({
    where: { conferenceId_email: { conferenceId: conf.id, email } },
    update: {},
    create: { conferenceId: conf.id, email, unit, userId: user.id, activatedAt: new Date(), chair },
  });
  await db().$transaction((tx) => grantReviewRole(tx, conf.id, user.id, chair));
  people[key] = { userId: user.id, reviewerId: r.id };
}

const assignmentOf = async (key: string) =>
  (await db().reviewAssignment.findFirstOrThrow({ where: { submissionId: subId, reviewerId: people[key].reviewerId }, select: { id: true } })).id;
const FULL = { overall: 8, relevance: 4, english: 4, originality: 3, recommend: 4 };

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conference.findFirstOrThrow({ where: { domains: { some: { host: "demo.localhost" } } }, select: { id: true, timeZone: true } });
  conf = { id: c.id, timeZone: c.timeZone };
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  const alice = await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
  subId = (await createSubmissionFixture(db(), { conferenceId: conf.id, userId: alice.id, code: "OP-001", number: 9101, title: "Opinions" })).id;
  await reviewer("one", "MIT");
  await reviewer("two", "ETH");
  await reviewer("chair", "Oxford", true);
});

beforeEach(async () => {
  await db().reviewConflict.deleteMany({ where: { submissionId: subId } });
  await db().reviewAssignment.deleteMany({ where: { submissionId: subId } });
  await db().reviewConfig.deleteMany({ where: { conferenceId: conf.id } });
  await assignReviewers(conf, managerId, { submissionIds: [subId], reviewerIds: [people.one.reviewerId, people.two.reviewerId] }, ORIGIN);
});

describe("writing a review", () => {
  it("keeps an incomplete draft, refuses to send it incomplete or out of scale, then sends it with its weighted total", async () => {
    const assignmentId = await assignmentOf("one");
    const draft = await saveOpinion(conf, people.one.userId, { assignmentId, scores: { overall: 7 }, comment: "" });
    expect(draft).toMatchObject({ status: "DRAFT", total: null });
    const incomplete = await refusal(saveOpinion(conf, people.one.userId, { assignmentId, scores: { overall: 7 }, submit: true }));
    expect(incomplete.status).toBe(400);
    expect(Object.keys(incomplete.fieldErrors ?? {}).sort()).toEqual([
      "comment",
      "scores.english",
      "scores.originality",
      "scores.recommend",
      "scores.relevance",
    ]);
    const outOfScale = await refusal(saveOpinion(conf, people.one.userId, { assignmentId, scores: { ...FULL, relevance: 6 }, comment: "Good", submit: true }));
    expect(outOfScale.fieldErrors).toEqual({ "scores.relevance": "reviewOpinion.errors.outOfScale" });
    const sent = await saveOpinion(conf, people.one.userId, { assignmentId, scores: FULL, comment: "Good work", confidential: "Borderline", submit: true });
    expect(sent.status).toBe("SUBMITTED");
    expect(sent.total).toBeGreaterThan(0);
    // a sent review stays sent: an edit without "submit" is still checked as complete
    expect((await refusal(saveOpinion(conf, people.one.userId, { assignmentId, scores: { overall: 9 }, comment: "Better" }))).status).toBe(400);
    expect((await saveOpinion(conf, people.one.userId, { assignmentId, scores: { ...FULL, overall: 9 }, comment: "Better" })).status).toBe("SUBMITTED");
    expect((await listMyReviews(conf, people.one.userId)).rows.find((r) => r.assignmentId === assignmentId)?.status).toBe("SUBMITTED");
  });

  it("answers 404 for another reviewer's assignment, and refuses every change after the deadline", async () => {
    const theirs = await assignmentOf("two");
    expect((await refusal(saveOpinion(conf, people.one.userId, { assignmentId: theirs, scores: {} }))).status).toBe(404);
    await db().reviewConfig.create({ data: { conferenceId: conf.id, reviewDeadline: new Date("2020-01-01T00:00:00Z") } });
    const late = await refusal(saveOpinion(conf, people.two.userId, { assignmentId: theirs, scores: { overall: 5 } }));
    expect([late.status, late.key]).toEqual([409, "reviewOpinion.errors.deadlinePassed"]);
    expect(await db().reviewOpinion.count({ where: { assignmentId: theirs } })).toBe(0);
    expect((await listMyReviews(conf, people.two.userId)).open).toBe(false);
  });

  it("writes one opinion however many sends race", async () => {
    const assignmentId = await assignmentOf("one");
    const runs = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => saveOpinion(conf, people.one.userId, { assignmentId, scores: FULL, comment: `Send ${i}`, submit: true })),
    );
    expect(runs.every((r) => r.status === "fulfilled")).toBe(true);
    expect(await db().reviewOpinion.count({ where: { assignmentId } })).toBe(1);
  });
});

describe("declaring a conflict", () => {
  it("takes the review off the reviewer and keeps them from being assigned it again", async () => {
    const assignmentId = await assignmentOf("two");
    await declareConflict(conf, people.two.userId, { assignmentId, note: "Former student of the author" });
    expect(await db().reviewAssignment.count({ where: { id: assignmentId } })).toBe(0);
    expect(await db().reviewConflict.findFirst({ where: { submissionId: subId, reviewerId: people.two.reviewerId } })).toMatchObject({ source: "REVIEWER" });
    const again = await assignReviewers(conf, managerId, { submissionIds: [subId], reviewerIds: [people.two.reviewerId] }, ORIGIN);
    expect([again.added, again.refused.map((r) => r.reason)]).toEqual([0, ["declared"]]);
  });

  it("is refused once the review was sent", async () => {
    const assignmentId = await assignmentOf("one");
    await saveOpinion(conf, people.one.userId, { assignmentId, scores: FULL, comment: "Fine", submit: true });
    expect((await refusal(declareConflict(conf, people.one.userId, { assignmentId }))).key).toBe("reviewOpinion.errors.alreadySent");
  });
});

describe("reading all reviews of a submission", () => {
  it("shows the chair and the organisers every review with the average and the spread, flagging strong disagreement", async () => {
    await saveOpinion(conf, people.one.userId, {
      assignmentId: await assignmentOf("one"),
      scores: { overall: 10, relevance: 5, english: 5, originality: 5, recommend: 5 },
      comment: "Excellent",
      submit: true,
    });
    await saveOpinion(conf, people.two.userId, {
      assignmentId: await assignmentOf("two"),
      scores: { overall: 2, relevance: 1, english: 2, originality: 1, recommend: 1 },
      comment: "Weak",
      confidential: "Reject",
      submit: true,
    });
    const asChair = await reviewsOfSubmission(conf, { userId: people.chair.userId, manager: false }, subId);
    expect(asChair.sent).toBe(2);
    expect(asChair.reviews.map((r) => [r.reviewer, r.status, r.confidential])).toEqual([
      ["Reviewer one", "SUBMITTED", ""],
      ["Reviewer two", "SUBMITTED", "Reject"],
    ]);
    expect(asChair.spread).toBeGreaterThanOrEqual(30);
    expect(asChair.disagreement).toBe(true);
    expect(asChair.average).toBe((asChair.reviews[0].total! + asChair.reviews[1].total!) / 2);
    expect((await reviewsOfSubmission(conf, { userId: managerId, manager: true }, subId)).sent).toBe(2);
    // a reviewer who is not the chair cannot read the others' scores
    expect((await refusal(reviewsOfSubmission(conf, { userId: people.one.userId, manager: false }, subId))).status).toBe(403);
  });
});
