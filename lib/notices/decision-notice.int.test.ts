import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { changeSubmissionStatus } from "@/lib/submission/manage/decide";
import { createSubmissionFixture } from "@/lib/submission/manage/fixtures";
import { useTestDatabase } from "@/tests/integration/test-db";

// A decision on a submission tells its submitter in /profile/notice, in the transaction
// that records it (with or without mail set up); bookkeeping moves and refused moves tell nothing.

useTestDatabase();
const db = () => getDb();
let confId = 0;
let aliceId = 0;
let managerId = 0;

const decisionNotices = () => db().notice.findMany({ where: { kind: "SUBMISSION_DECISION" }, orderBy: { id: "asc" } });

beforeAll(async () => {
  await seedDemo(db());
  confId = (await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
  aliceId = (await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } })).id;
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
});

describe("submission decision notices", () => {
  it("a manager's decision: one notice for the submitter with the submission's number, title and decision", async () => {
    const s = await createSubmissionFixture(db(), { conferenceId: confId, userId: aliceId, code: "N-001", number: 901, title: "石墨烯薄膜 / Graphene films" });
    await changeSubmissionStatus({ id: confId }, managerId, { id: s.id, to: "ACCEPTED", reason: "" }, "http://demo.localhost");
    expect((await decisionNotices()).map((x) => [x.conferenceId, x.userId, x.params, x.href])).toEqual([
      [confId, aliceId, { number: "N-001", title: "石墨烯薄膜 / Graphene films", decision: "ACCEPTED" }, "/profile/submission"],
    ]);
  });

  it("a refused move, and a move that is not a decision, tell nothing", async () => {
    const s = await createSubmissionFixture(db(), {
      conferenceId: confId,
      userId: aliceId,
      code: "N-002",
      number: 902,
      title: "Polymers",
      status: "WITHDRAWN",
    });
    const before = (await decisionNotices()).length;
    await expect(changeSubmissionStatus({ id: confId }, managerId, { id: s.id, to: "ACCEPTED", reason: "" }, "")).rejects.toMatchObject({ status: 409 });
    const t = await createSubmissionFixture(db(), { conferenceId: confId, userId: aliceId, code: "N-003", number: 903, title: "Films" });
    expect((await changeSubmissionStatus({ id: confId }, managerId, { id: t.id, to: "ASSIGNED", reason: "" }, "")).status).toBe("ASSIGNED");
    expect((await decisionNotices()).length).toBe(before);
  });

  it("asking for changes is a decision too", async () => {
    const s = await createSubmissionFixture(db(), { conferenceId: confId, userId: aliceId, code: "N-004", number: 904, title: "Membranes" });
    await changeSubmissionStatus({ id: confId }, managerId, { id: s.id, to: "NEEDS_MODIFICATION", reason: "Shorter, please." }, "");
    expect((await decisionNotices()).at(-1)?.params).toEqual({ number: "N-004", title: "Membranes", decision: "NEEDS_MODIFICATION" });
  });
});
