import { beforeAll, describe, expect, it, vi } from "vitest";
import { assignReviewers } from "@/lib/review/assign/service";
import { grantReviewRole } from "@/lib/review/roles";
import { getDb } from "@/lib/server/db";
import { Conflict } from "@/lib/server/errors";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { changeSubmissionStatus } from "./manage/decide";
import { createSubmissionFixture } from "./manage/fixtures";
import type { TSubmissionStatus } from "./status";
import { transitionSubmission } from "./transition";

// The one writer of a submission's status, under load: of ten managers moving the same submission
// at once exactly one succeeds, with one history row; and an assignment racing a decision never
// writes over it — every history row starts where the previous one ended.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const db = () => getDb();
let conf = { id: 0 };
let managerId = 0;
let aliceId = 0;
let reviewerId = 0;
let n = 0;

beforeAll(async () => {
  await seedDemo(db());
  conf = { id: (await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId };
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  aliceId = (await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } })).id;
  const user = await db().user.create({ data: { email: "race-reviewer@example.org", trueName: "Race Reviewer" } });
  reviewerId = (await db().reviewer.create({ data: { conferenceId: conf.id, email: user.email, unit: "MIT", userId: user.id, activatedAt: new Date() } })).id;
  await db().$transaction((tx) => grantReviewRole(tx, conf.id, user.id, false));
});

async function submission(status: TSubmissionStatus = "WAITING_ALLOCATION") {
  n += 1;
  const s = await createSubmissionFixture(db(), { conferenceId: conf.id, userId: aliceId, code: `T-${n}`, number: 7000 + n, title: `Race ${n}`, status });
  return s.id;
}

const history = (submissionId: number) =>
  db().submissionTransition.findMany({ where: { submissionId }, orderBy: { id: "asc" }, select: { fromStatus: true, toStatus: true } });

/** Each row starts where the previous one ended, and the last one ends at the submission's status. */
async function chainHolds(submissionId: number): Promise<boolean> {
  const rows = await history(submissionId);
  const { status } = await db().submission.findUniqueOrThrow({ where: { id: submissionId }, select: { status: true } });
  return rows.every((r, i) => i === 0 || r.fromStatus === rows[i - 1].toStatus) && rows.at(-1)?.toStatus === status;
}

describe("moving a submission's status", () => {
  it("lets one of ten managers at once accept it; the nine others get the 409 and write nothing", async () => {
    const id = await submission("ASSIGNED");
    const before = (await history(id)).length;
    const runs = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        db().$transaction((tx) => transitionSubmission(tx, { conferenceId: conf.id, id, to: "ACCEPTED", actor: "manager", actorId: managerId })),
      ),
    );
    expect(runs.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(runs.filter((r) => r.status === "rejected" && r.reason instanceof Conflict)).toHaveLength(9);
    expect((await history(id)).length - before).toBe(1);
    expect(await chainHolds(id)).toBe(true);
  });

  it("refuses a move the table does not allow the actor, and a submission of another conference is not found", async () => {
    const id = await submission("WAITING_ALLOCATION");
    const move = (to: TSubmissionStatus, actor: "author" | "manager", conferenceId = conf.id) =>
      db().$transaction((tx) => transitionSubmission(tx, { conferenceId, id, to, actor, actorId: managerId }));
    await expect(move("RESUBMITTED", "author")).rejects.toMatchObject({ key: "submissionAdmin.errors.illegalMove" });
    await expect(move("ACCEPTED", "manager", conf.id + 1000)).rejects.toMatchObject({ key: "submissionAdmin.errors.notFound" });
    expect((await history(id)).map((r) => r.toStatus)).toEqual(["WAITING_ALLOCATION"]);
  });

  it("never lets an assignment write over a decision that lands at the same time", async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await submission("WAITING_ALLOCATION");
      await Promise.all([
        assignReviewers(conf, managerId, { submissionIds: [id], reviewerIds: [reviewerId] }, "http://demo.localhost"),
        changeSubmissionStatus(conf, managerId, { id, to: "ACCEPTED", reason: "" }, "http://demo.localhost"),
      ]);
      const { status } = await db().submission.findUniqueOrThrow({ where: { id }, select: { status: true } });
      expect(status).toBe("ACCEPTED");
      expect(await chainHolds(id)).toBe(true);
    }
  });
});
