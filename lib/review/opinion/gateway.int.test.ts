import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { createSubmissionFixture } from "@/lib/submission/manage/fixtures";
import { useTestDatabase } from "@/tests/integration/test-db";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { assignReviewers } from "../assign/service";
import { grantReviewRole } from "../roles";

// Scoring through the gateway (lib/gateway/routes/review/opinion.ts): a reviewer lists and
// reads only their own reviews, saves a draft, gets the scale error on the score's field, sends the
// review and declares a conflict on another; nobody else reaches those assignments.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const R = "/conference/platform/submissionManage/review";
const tokens: Record<string, string> = {};
const reviewerIds: Record<string, number> = {};
let subA = 0;
let subB = 0;

type Mine = { rows: { assignmentId: number; submission: { id: number; code: string }; status: string; total: number | null }[] };
type Err = { fieldErrors?: Record<string, string> };

const get = async <T>(path: string, who: string) => {
  const r = await callGateway("GET", `${R}${path}`, { token: tokens[who] });
  return { status: r.status, body: await envelopeOf<T>(r) };
};
const post = async <T>(path: string, who: string, json: unknown) => {
  const r = await callGateway("POST", `${R}${path}`, { token: tokens[who], json });
  return { status: r.status, body: await envelopeOf<T>(r) };
};

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  const conf = await db.conference.findFirstOrThrow({ where: { domains: { some: { host: "demo.localhost" } } }, select: { id: true } });
  await db.reviewConfig.deleteMany({ where: { conferenceId: conf.id } });
  const alice = await db.user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
  subA = (await createSubmissionFixture(db, { conferenceId: conf.id, userId: alice.id, code: "GW-001", number: 9301, title: "Gateway A" })).id;
  subB = (await createSubmissionFixture(db, { conferenceId: conf.id, userId: alice.id, code: "GW-002", number: 9302, title: "Gateway B" })).id;
  for (const key of ["one", "two"]) {
    const email = `gw-${key}@example.org`;
    const user = await db.user.create({ data: { email, trueName: `Reviewer ${key}` } });
    reviewerIds[key] = (await db.reviewer.create({ data: { conferenceId: conf.id, email, unit: `Lab ${key}`, userId: user.id, activatedAt: new Date() } })).id;
    await db.$transaction((tx) => grantReviewRole(tx, conf.id, user.id, false));
    tokens[key] = (await createSession(user.id)).token;
  }
  tokens.alice = (await createSession(alice.id)).token;
  const manager = await db.user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
  await assignReviewers(conf, manager.id, { submissionIds: [subA, subB], reviewerIds: [reviewerIds.one] }, "http://demo.localhost");
});

describe("reviewing through the gateway", () => {
  it("lists the caller's own reviews only", async () => {
    const one = await get<Mine>("/mine", "one");
    expect(one.status).toBe(200);
    expect(one.body.data.rows.map((r) => [r.submission.code, r.status]).sort()).toEqual([
      ["GW-001", "NONE"],
      ["GW-002", "NONE"],
    ]);
    expect((await get<Mine>("/mine", "two")).body.data.rows).toEqual([]);
    expect((await get<Mine>("/mine", "alice")).status).toBe(403); // a participant is no reviewer
    expect((await callGateway("GET", `${R}/mine`)).status).toBe(401);
  });

  it("saves a draft, refuses a score past its scale on that score, sends the review", async () => {
    const mine = await get<{ assignmentId: number; status: string }>(`/${subA}`, "one");
    expect([mine.status, mine.body.data.status]).toEqual([200, "NONE"]);
    expect((await get(`/${subA}`, "two")).status).toBe(404); // not theirs
    const { assignmentId } = mine.body.data;

    const draft = await post<{ status: string }>("", "one", { assignmentId, scores: { overall: 7 }, submit: false });
    expect([draft.status, draft.body.data.status]).toEqual([200, "DRAFT"]);
    const tooHigh = await post<Err>("", "one", { assignmentId, scores: { overall: 11 }, comment: "fine", submit: true });
    expect(tooHigh.status).toBe(400);
    expect(Object.keys(tooHigh.body.data.fieldErrors ?? {})).toContain("scores.overall");
    const byOther = await post("", "two", { assignmentId, scores: { overall: 7 }, submit: false });
    expect(byOther.status).toBe(404);

    const sent = await post<{ status: string; total: number }>("", "one", {
      assignmentId,
      scores: { overall: 8, relevance: 4, english: 4, originality: 3, recommend: 4 },
      comment: "Clear methods.",
      submit: true,
    });
    expect([sent.status, sent.body.data.status]).toEqual([200, "SUBMITTED"]);
    expect(sent.body.data.total).toBeGreaterThan(0);
    const stored = await getDb().reviewOpinion.findUniqueOrThrow({ where: { assignmentId }, select: { status: true, comment: true } });
    expect(stored).toEqual({ status: "SUBMITTED", comment: "Clear methods." });
  });

  it("declares a conflict instead of reviewing: the assignment is gone and recorded", async () => {
    const { assignmentId } = (await get<{ assignmentId: number }>(`/${subB}`, "one")).body.data;
    expect((await post("/conflict", "two", { assignmentId, note: "not mine" })).status).toBe(404);
    const declared = await post("/conflict", "one", { assignmentId, note: "co-author last year" });
    expect(declared.status).toBe(200);
    expect((await get(`/${subB}`, "one")).status).toBe(404);
    const conflict = await getDb().reviewConflict.findFirstOrThrow({
      where: { submissionId: subB, reviewerId: reviewerIds.one },
      select: { source: true, note: true },
    });
    expect(conflict).toEqual({ source: "REVIEWER", note: "co-author last year" });
  });
});
