import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import type { SubmissionDetail } from "./detail";
import { createSubmissionScene } from "./fixtures";
import { listSubmissionsForExport, type SubmissionListRow, type SubmitterRow } from "./queries";
import { listZipEntries } from "./zip";

// A review chair sees the submissions of their themes and of the themes under them, or
// every submission of the conference when they have no themes, plus their own assignments; the
// same themes give a plain reviewer nothing beyond what was assigned to them. List, detail,
// submitters, file downloads and the exports' reads all follow; blind review still hides authors.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-chair-"));
useTestDatabase();

const REVIEW = "/conference/submissionManage";
const db = () => getDb();
let scene: Awaited<ReturnType<typeof createSubmissionScene>>;
const token = { chair: "", reviewer: "" };
const record = { chair: 0, reviewer: 0 };
let chairUserId = 0;

async function setThemes(reviewerId: number, themeIds: number[]) {
  await db().reviewerTheme.deleteMany({ where: { reviewerId } });
  await db().reviewerTheme.createMany({ data: themeIds.map((themeId) => ({ conferenceId: scene.conf.id, reviewerId, themeId })) });
}

async function listed(who: keyof typeof token) {
  const r = await callGateway("GET", `${REVIEW}/list?sort=code&order=asc`, { token: token[who] });
  expect(r.status).toBe(200);
  return (await envelopeOf<{ rows: SubmissionListRow[]; total: number }>(r)).data.rows.map((x) => x.code);
}

beforeAll(async () => {
  await seedDemo(db());
  scene = await createSubmissionScene(db());
  for (const who of ["chair", "reviewer"] as const) {
    const user = await db().user.findUniqueOrThrow({ where: { email: `${who}@example.org` } });
    token[who] = (await createSession(user.id)).token;
    record[who] = (await db().reviewer.findFirstOrThrow({ where: { conferenceId: scene.conf.id, userId: user.id } })).id;
    if (who === "chair") chairUserId = user.id;
  }
});

beforeEach(async () => {
  await db().reviewAssignment.deleteMany({ where: { conferenceId: scene.conf.id } });
  await db().reviewerTheme.deleteMany({ where: { conferenceId: scene.conf.id } });
  await db().reviewConfig.deleteMany({ where: { conferenceId: scene.conf.id } });
});

describe("a review chair", () => {
  it("without themes sees every submission of the conference, and none of another", async () => {
    expect(await listed("chair")).toEqual(["A-001", "A-002", "B-001"]);
    expect((await callGateway("GET", `${REVIEW}/detail/${scene.other.id}`, { token: token.chair })).status).toBe(404);
  });

  it("with a theme sees its submissions and their own assignments, nothing else", async () => {
    await setThemes(record.chair, [scene.themes.themeB.id]);
    expect(await listed("chair")).toEqual(["B-001"]);
    await db().reviewAssignment.create({ data: { conferenceId: scene.conf.id, submissionId: scene.s2.id, reviewerId: record.chair } });
    expect(await listed("chair")).toEqual(["A-002", "B-001"]);
    expect((await callGateway("GET", `${REVIEW}/detail/${scene.s3.id}`, { token: token.chair })).status).toBe(200);
    expect((await callGateway("GET", `${REVIEW}/detail/${scene.s1.id}`, { token: token.chair })).status).toBe(404);
    const s1File = await db().submissionFile.findFirstOrThrow({ where: { submissionId: scene.s1.id } });
    expect((await callGateway("GET", `${REVIEW}/file/${s1File.id}`, { token: token.chair })).status).toBe(404);
  });

  it("with a parent theme sees the submissions of every theme under it", async () => {
    await setThemes(record.chair, [scene.themes.parent.id]);
    expect(await listed("chair")).toEqual(["A-001", "A-002", "B-001"]);
    await setThemes(record.chair, [scene.themes.themeA.id]);
    expect(await listed("chair")).toEqual(["A-001", "A-002"]);
  });

  it("downloads the files of their themes under neutral names while blind review is on, and sees no author", async () => {
    await setThemes(record.chair, [scene.themes.themeA.id]);
    const d = (await envelopeOf<SubmissionDetail>(await callGateway("GET", `${REVIEW}/detail/${scene.s1.id}`, { token: token.chair }))).data;
    expect([d.blind, d.authors, d.submitter]).toEqual([true, [], null]);
    const file = await callGateway("GET", `${REVIEW}/file/${d.files[0].id}`, { token: token.chair });
    expect([file.status, file.headers.get("content-disposition")]).toEqual([200, expect.stringContaining("A-001-abstract.pdf")]);
    expect((await callGateway("GET", `${REVIEW}/submitters`, { token: token.chair })).status).toBe(403);
  });

  it("lists the submitters of their themes once blind review is off", async () => {
    await db().reviewConfig.create({ data: { conferenceId: scene.conf.id, blind: false } });
    await setThemes(record.chair, [scene.themes.themeA.id]);
    const r = await envelopeOf<{ rows: SubmitterRow[] }>(await callGateway("GET", `${REVIEW}/submitters`, { token: token.chair }));
    expect(r.data.rows.map((x) => x.email).sort()).toEqual(["alice@example.org", "bob@example.org"]);
  });

  it("reads the same set in the exports' and the ZIP's queries", async () => {
    await setThemes(record.chair, [scene.themes.themeB.id]);
    const viewer = { userId: chairUserId, manager: false };
    expect((await listSubmissionsForExport(scene.conf, viewer, {})).map((r) => r.code)).toEqual(["B-001"]);
    await setThemes(record.chair, [scene.themes.themeA.id]);
    expect((await listZipEntries(scene.conf, viewer, { sort: "code", order: "asc" })).map((e) => e.name.split("/")[0])).toEqual(["A-001", "A-001", "A-002"]);
  });

  it("loses the wider view with the role: a reviewer with the same themes sees only their assignments", async () => {
    await setThemes(record.reviewer, [scene.themes.parent.id]);
    expect(await listed("reviewer")).toEqual([]);
    await db().reviewAssignment.create({ data: { conferenceId: scene.conf.id, submissionId: scene.s3.id, reviewerId: record.reviewer } });
    expect(await listed("reviewer")).toEqual(["B-001"]);
    expect((await callGateway("GET", `${REVIEW}/detail/${scene.s1.id}`, { token: token.reviewer })).status).toBe(404);
  });
});
