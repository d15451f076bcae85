import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadAccess } from "@/lib/server/access";
import { getDb } from "@/lib/server/db";
import type { SignedIn } from "@/lib/server/guard";
import { createSession, lookupSession } from "@/lib/server/session-store";
import { resolveConference } from "@/lib/server/tenant";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { submissionManageDetailView } from "./detail-view";
import { createSubmissionScene } from "./fixtures";

// The review area's submission detail by who looks: the manager gets the assignments and every
// review; a reviewer gets only what was assigned to them, read-only, with their own review form.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-detail-view-"));
useTestDatabase();

const db = () => getDb();
let scene: Awaited<ReturnType<typeof createSubmissionScene>>;

async function signedIn(email: string): Promise<SignedIn> {
  const user = await db().user.findUniqueOrThrow({ where: { email } });
  const session = await lookupSession((await createSession(user.id)).token);
  const conference = await resolveConference("demo.localhost");
  if (!session || !conference) throw new Error(`no session for ${email}`);
  return { ...(await loadAccess(conference, session, false)), user: session.user, session };
}

beforeAll(async () => {
  await seedDemo(db());
  scene = await createSubmissionScene(db());
});

describe("submissionManageDetailView", () => {
  it("gives a manager the submission, its assignments and every review", async () => {
    const v = await submissionManageDetailView(await signedIn("manager@example.org"), scene.s1.id, "en");
    expect(v.submission.id).toBe(scene.s1.id);
    expect(v.assignments).not.toBeNull();
    expect(v.allReviews).not.toBeNull();
    expect([v.myReview, v.readOnly]).toEqual([null, false]);
  });

  it("answers 404 for another conference's submission", async () => {
    await expect(submissionManageDetailView(await signedIn("manager@example.org"), scene.other.id, "en")).rejects.toMatchObject({ status: 404 });
  });

  it("shows a reviewer only what was assigned to them, read-only, with their own review", async () => {
    const reviewer = await signedIn("reviewer@example.org");
    await expect(submissionManageDetailView(reviewer, scene.s1.id, "en")).rejects.toMatchObject({ status: 404 });
    const record = await db().reviewer.findFirstOrThrow({ where: { conferenceId: scene.conf.id, userId: reviewer.user.id } });
    await db().reviewAssignment.create({ data: { conferenceId: scene.conf.id, submissionId: scene.s1.id, reviewerId: record.id } });
    const v = await submissionManageDetailView(reviewer, scene.s1.id, "en");
    expect(v.submission.id).toBe(scene.s1.id);
    expect([v.assignments, v.allReviews, v.readOnly]).toEqual([null, null, true]);
    expect(v.myReview).toMatchObject({ status: "NONE" });
  });
});
