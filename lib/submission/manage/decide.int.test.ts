import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { createSubmissionScene } from "./fixtures";

// A manager's status change: the table decides, the transition is written with its
// reason and who, a decision queues exactly one "final result" mail per corresponding author in
// that person's language — and a refused move writes nothing at all.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-subadm-"));
useTestDatabase();

const STATUS = "/conference/platform/manage/contribute/status";
let scene: Awaited<ReturnType<typeof createSubmissionScene>>;
let manager = "";
let managerId = 0;

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  scene = await createSubmissionScene(db);
  managerId = (await db.user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  manager = (await createSession(managerId)).token;
});

const post = async (json: unknown) => {
  const r = await callGateway("POST", STATUS, { token: manager, json });
  return { status: r.status, body: await envelopeOf<{ status?: string; mailQueued?: number; fieldErrors?: Record<string, string> }>(r) };
};

async function written(submissionId: number) {
  const db = getDb();
  const [s, transitions, mails] = await Promise.all([
    db.submission.findUniqueOrThrow({ where: { id: submissionId }, select: { status: true, finalOpinion: true } }),
    db.submissionTransition.findMany({ where: { submissionId }, orderBy: { id: "asc" } }),
    db.mailOutbox.findMany({ where: { conferenceId: scene.conf.id, templateKind: "FINAL_RESULT" }, orderBy: { id: "asc" } }),
  ]);
  return { status: s.status, finalOpinion: s.finalOpinion, transitions, mails };
}

describe("changing a submission's status", () => {
  it("requires a reason to reject or ask for changes, and writes nothing without one", async () => {
    const before = await written(scene.s1.id);
    const r = await post({ id: scene.s1.id, to: "NEEDS_MODIFICATION", reason: "  " });
    expect([r.status, r.body.data.fieldErrors]).toEqual([400, { reason: "请填写理由，作者会在邮件中看到" }]);
    expect(await written(scene.s1.id)).toEqual(before);
  });

  it("writes the transition and exactly one mail to the corresponding author, in their account's language", async () => {
    const before = await written(scene.s1.id);
    const r = await post({ id: scene.s1.id, to: "NEEDS_MODIFICATION", reason: "Please shorten the abstract to 300 words." });
    expect([r.status, r.body.data]).toEqual([200, { id: scene.s1.id, code: "A-001", status: "NEEDS_MODIFICATION", mailQueued: 1 }]);
    const after = await written(scene.s1.id);
    expect(after.status).toBe("NEEDS_MODIFICATION");
    expect(after.transitions.slice(before.transitions.length).map((t) => [t.fromStatus, t.toStatus, t.reason, t.actorId])).toEqual([
      ["WAITING_ALLOCATION", "NEEDS_MODIFICATION", "Please shorten the abstract to 300 words.", managerId],
    ]);
    const mails = after.mails.slice(before.mails.length);
    // alice's account is Chinese; 王明, not corresponding, hears nothing
    expect(mails.map((m) => [m.to, m.locale])).toEqual([["alice@example.org", "zh"]]);
    expect(mails[0].subject).toContain("A-001");
    // a request for changes is not the final result, and its subject says which result it is
    expect(mails[0].subject).not.toContain("最终");
    expect(mails[0].text).not.toContain("最终");
    expect(mails[0].subject).toContain("需修改");
    expect(mails[0].text).toContain("需修改");
    expect(mails[0].text).toContain("Please shorten the abstract to 300 words.");
    expect(mails[0].text).toContain("《Graphene membranes》");
    expect(mails[0].text).toContain("http://demo.localhost/profile/submission");
  });

  it("mails in English to an English account, and in the submitter's language when the author has no account", async () => {
    const bob = await post({ id: scene.s2.id, to: "REJECTED", reason: "Out of scope." });
    expect(bob.status).toBe(200);
    const carol = await post({ id: scene.s3.id, to: "ACCEPTED", reason: "" });
    expect(carol.status).toBe(200);
    const mails = (await written(scene.s3.id)).mails.slice(-2);
    expect(mails.map((m) => [m.to, m.locale])).toEqual([
      ["bob@example.org", "en"],
      ["carol.newton@example.org", "en"], // dora, the submitter, reads English
    ]);
    expect(mails[0].subject).toMatch(/Your abstract A-002: Rejected$/);
    expect(mails[0].subject).not.toMatch(/final/i);
    expect(mails[0].text).toContain("Rejected");
    expect(mails[0].text).toContain("Out of scope.");
    expect(mails[1].text).toContain("Dear Carol Newton");
    expect(mails[1].text).toContain("Accepted");
  });

  it("refuses a move the table forbids with 409, and writes nothing", async () => {
    const before = await written(scene.s1.id); // needs modification now
    for (const to of ["ASSIGNED", "WAITING_ALLOCATION", "RESUBMITTED", "WITHDRAWN", "NEEDS_MODIFICATION"]) {
      const r = await post({ id: scene.s1.id, to, reason: "Because" });
      expect([to, r.status, r.body.message]).toEqual([to, 409, "稿件当前状态不能变更为该状态。请刷新页面查看其最新状态。"]);
    }
    expect(await written(scene.s1.id)).toEqual(before);
  });

  it("moves without mail when it is not a decision, and 404s another conference's submission", async () => {
    const before = await written(scene.s2.id);
    expect((await post({ id: scene.s2.id, to: "NEEDS_MODIFICATION", reason: "Reconsidered: add a figure." })).status).toBe(200);
    const db = getDb();
    await db.submission.update({ where: { id: scene.s2.id }, data: { status: "RESUBMITTED" } });
    const assign = await post({ id: scene.s2.id, to: "ASSIGNED", reason: "" });
    expect([assign.status, assign.body.data.mailQueued]).toEqual([200, 0]);
    const after = await written(scene.s2.id);
    expect(after.mails.length - before.mails.length).toBe(1); // the decision only
    const other = await post({ id: scene.other.id, to: "ACCEPTED", reason: "" });
    expect(other.status).toBe(404);
    expect((await db.submission.findUniqueOrThrow({ where: { id: scene.other.id } })).status).toBe("WAITING_ALLOCATION");
  });

  it("lets one of many concurrent identical decisions through", async () => {
    const db = getDb();
    await db.submission.update({ where: { id: scene.s3.id }, data: { status: "ASSIGNED" } });
    const before = await written(scene.s3.id);
    const results = await Promise.all(Array.from({ length: 8 }, () => post({ id: scene.s3.id, to: "REJECTED", reason: "Not this year." })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const after = await written(scene.s3.id);
    expect([after.transitions.length - before.transitions.length, after.mails.length - before.mails.length, after.finalOpinion]).toEqual([
      1,
      1,
      "Not this year.",
    ]);
  });
});
