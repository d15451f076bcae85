import { beforeAll, describe, expect, it } from "vitest";
import { getTranslator } from "@/lib/i18n/translate";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { changeSubmissionStatus } from "@/lib/submission/manage/decide";
import { createSubmissionFixture } from "@/lib/submission/manage/fixtures";
import { withdrawSubmission } from "@/lib/submission/author/service";
import { useTestDatabase } from "@/tests/integration/test-db";
import { refusal } from "@/tests/support/refusal";
import { assignReviewers } from "./assign/service";
import { listMyReviews, myReviewOf, saveOpinion } from "./opinion/service";
import { removeReviewer } from "./reviewers/service";
import { grantReviewRole } from "./roles";

// When a submission's reviews are over on a real database: the author's withdrawal ends the open
// reviews (no score form, the reviewer can be removed), and a final decision freezes the scores
// until a manager reopens the submission.
useTestDatabase();
const db = () => getDb();
const ORIGIN = "http://demo.localhost";
let conf = { id: 0, timeZone: "Asia/Shanghai" };
let managerId = 0;
let alice = { id: 0, email: "" };
const FULL = { overall: 8, relevance: 4, english: 4, originality: 3, recommend: 4 };

async function reviewer(key: string) {
  const email = `closure-${key}@example.org`;
  const user = await db().user.create({ data: { email, trueName: `Reviewer ${key}` } });
  const r = await db().reviewer.create({ data: { conferenceId: conf.id, email, unit: `Unit ${key}`, userId: user.id, activatedAt: new Date() } });
  await db().$transaction((tx) => grantReviewRole(tx, conf.id, user.id, false));
  return { userId: user.id, reviewerId: r.id };
}

async function assigned(code: string, number: number, who: { reviewerId: number }) {
  const sub = await createSubmissionFixture(db(), { conferenceId: conf.id, userId: alice.id, code, number, title: `Paper ${code}` });
  await assignReviewers(conf, managerId, { submissionIds: [sub.id], reviewerIds: [who.reviewerId] }, ORIGIN);
  const a = await db().reviewAssignment.findFirstOrThrow({ where: { submissionId: sub.id, reviewerId: who.reviewerId } });
  return { subId: sub.id, assignmentId: a.id };
}

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conference.findFirstOrThrow({ where: { domains: { some: { host: "demo.localhost" } } }, select: { id: true, timeZone: true } });
  conf = { id: c.id, timeZone: c.timeZone };
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  alice = await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" }, select: { id: true, email: true } });
});

describe("withdrawal", () => {
  it("ends the open review: no score form, saving refused, and the manager may remove the reviewer", async () => {
    const r = await reviewer("w");
    const { subId, assignmentId } = await assigned("CL-001", 9301, r);
    await saveOpinion(conf, r.userId, { assignmentId, scores: { overall: 5 }, comment: "half done" }); // a draft
    expect((await myReviewOf(conf, r.userId, subId))?.open).toBe(true);

    await withdrawSubmission(conf.id, alice, subId);
    expect(await myReviewOf(conf, r.userId, subId)).toMatchObject({ closure: "withdrawn", open: false });
    const list = await listMyReviews(conf, r.userId);
    expect(list.rows.find((x) => x.assignmentId === assignmentId)?.closure).toBe("withdrawn");
    expect(list.progress).toEqual({ done: 0, total: 0 }); // nothing left to send: not "0 of 1 sent"
    const late = await refusal(saveOpinion(conf, r.userId, { assignmentId, scores: FULL, comment: "Done", submit: true }));
    expect([late.status, late.key]).toEqual([409, "reviewOpinion.errors.withdrawn"]);

    await removeReviewer(conf.id, r.reviewerId);
    expect(await db().reviewer.count({ where: { id: r.reviewerId } })).toBe(0);
  });

  it("still refuses removal while another submission's review is open", async () => {
    const r = await reviewer("open");
    await assigned("CL-002", 9302, r);
    const refused = await refusal(removeReviewer(conf.id, r.reviewerId));
    expect([refused.status, refused.key]).toEqual([409, "reviewerAdmin.errors.unfinished"]);
  });
});

describe("a final decision", () => {
  it("freezes the reviews (translated 409, read-only form) until a manager reopens the submission", async () => {
    const r = await reviewer("d");
    const { subId, assignmentId } = await assigned("CL-003", 9303, r);
    await saveOpinion(conf, r.userId, { assignmentId, scores: FULL, comment: "Accept", submit: true });
    await changeSubmissionStatus(conf, managerId, { id: subId, to: "ACCEPTED", reason: "" }, ORIGIN);

    expect(await myReviewOf(conf, r.userId, subId)).toMatchObject({ closure: "decided", open: false });
    expect((await listMyReviews(conf, r.userId)).progress).toEqual({ done: 1, total: 1 }); // a sent review still counts
    const frozen = await refusal(saveOpinion(conf, r.userId, { assignmentId, scores: { ...FULL, overall: 1 }, comment: "Changed my mind" }));
    expect([frozen.status, frozen.key]).toEqual([409, "reviewOpinion.errors.decided"]);
    expect((await getTranslator("zh"))(frozen.key)).toContain("最终决定"); // a translated message in both languages
    expect((await getTranslator("en"))(frozen.key)).toContain("final decision");
    expect((await db().reviewOpinion.findUniqueOrThrow({ where: { assignmentId } })).comment).toBe("Accept");

    // the manager reopens it: the review may change again
    await changeSubmissionStatus(conf, managerId, { id: subId, to: "ASSIGNED", reason: "" }, ORIGIN);
    expect(await myReviewOf(conf, r.userId, subId)).toMatchObject({ closure: null, open: true });
    expect((await saveOpinion(conf, r.userId, { assignmentId, scores: { ...FULL, overall: 9 }, comment: "Still accept" })).status).toBe("SUBMITTED");
  });

  it("is not outrun by a review saved while the decision is being written: the save waits and is refused", async () => {
    const r = await reviewer("race");
    const { subId, assignmentId } = await assigned("CL-005", 9305, r);
    let save: Promise<unknown> | null = null;
    let settled = false;
    // The decision's transaction: the status is written and not yet committed when the reviewer saves.
    await db().$transaction(
      async (tx) => {
        await tx.$executeRaw`UPDATE "Submission" SET "status" = 'ACCEPTED' WHERE "id" = ${subId}`;
        save = saveOpinion(conf, r.userId, { assignmentId, scores: { ...FULL, overall: 1 }, comment: "Late change" }).finally(() => (settled = true));
        save.catch(() => {});
        // Commit only once the save has read the submission: it either finished already or waits on its lock.
        for (;;) {
          const [w] = await db().$queryRaw<{ n: number }[]>`
            SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%ReviewAssignment%'`;
          if (settled || w.n > 0) break;
          await new Promise((ok) => setTimeout(ok, 20));
        }
      },
      { timeout: 20_000 },
    );
    const late = await refusal(save!);
    expect([late.status, late.key]).toEqual([409, "reviewOpinion.errors.decided"]);
    expect(await db().reviewOpinion.count({ where: { assignmentId } })).toBe(0);
  });

  it("is reopened once when two managers reopen it at the same moment: one wins, the other is told it moved", async () => {
    const r = await reviewer("twice");
    const { subId } = await assigned("CL-004", 9304, r);
    await changeSubmissionStatus(conf, managerId, { id: subId, to: "REJECTED", reason: "Out of scope." }, ORIGIN);
    const other = (await db().user.create({ data: { email: "closure-manager2@example.org", trueName: "Second manager" } })).id;
    const results = await Promise.allSettled(
      [managerId, other, managerId, other].map((by) => changeSubmissionStatus(conf, by, { id: subId, to: "ASSIGNED", reason: "" }, ORIGIN)),
    );
    expect(results.filter((x) => x.status === "fulfilled")).toHaveLength(1);
    for (const x of results) if (x.status === "rejected") expect([x.reason.status, x.reason.key]).toEqual([409, "submissionAdmin.errors.illegalMove"]);
    const moves = await db().submissionTransition.findMany({ where: { submissionId: subId, fromStatus: "REJECTED" }, select: { toStatus: true } });
    expect(moves).toEqual([{ toStatus: "ASSIGNED" }]);
    expect(await myReviewOf(conf, r.userId, subId)).toMatchObject({ closure: null, open: true });
  });
});
