import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSubmissionFixture } from "@/lib/submission/manage/fixtures";
import { useTestDatabase } from "@/tests/integration/test-db";
import { assignReviewers } from "../assign/service";
import { saveOpinion } from "./service";
import { grantReviewRole } from "../roles";

// When the last review a submission needs arrives, the chairs who can see it get the
// "chair review" mail and the corresponding author the "abstract review" mail with the comments to
// the authors only — exactly once, also when the last two reviewers send at the same moment.
useTestDatabase();
const db = () => getDb();
const ORIGIN = "http://demo.localhost";
const FULL = { overall: 8, relevance: 4, english: 4, originality: 3, recommend: 4 };
let conf = { id: 0, timeZone: "Asia/Shanghai" };
let managerId = 0;
let aliceId = 0;
let number = 9500;
const themes: Record<string, number> = {};
const people: Record<string, { userId: number; reviewerId: number }> = {};

async function person(key: string, chair: boolean, themeIds: number[] = []) {
  const email = `rc-${key}@example.org`;
  const user = await db().user.upsert({ where: { email }, update: {}, create: { email, trueName: `Person ${key}`, locale: key === "en" ? "en" : "zh" } });
  const r = await db().reviewer.create({ data: { conferenceId: conf.id, email, unit: `Lab ${key}`, userId: user.id, activatedAt: new Date(), chair } });
  await db().$transaction((tx) => grantReviewRole(tx, conf.id, user.id, chair));
  for (const themeId of themeIds) await db().reviewerTheme.create({ data: { conferenceId: conf.id, reviewerId: r.id, themeId } });
  people[key] = { userId: user.id, reviewerId: r.id };
}

async function submission(code: string, reviewers: string[]) {
  const s = await createSubmissionFixture(db(), {
    conferenceId: conf.id,
    userId: aliceId,
    code,
    number: ++number,
    title: `Ice cores ${code}`,
    themeId: themes.x,
    authors: [
      { name: "Alice", surname: "Liddell", email: "alice@example.org", organisation: "北京大学", corresponding: true },
      { name: "明", surname: "王", email: "wang.ming@example.org", organisation: "清华大学" },
    ],
  });
  await assignReviewers(conf, managerId, { submissionIds: [s.id], reviewerIds: reviewers.map((k) => people[k].reviewerId) }, ORIGIN);
  return s.id;
}

const assignmentOf = async (submissionId: number, key: string) =>
  (await db().reviewAssignment.findFirstOrThrow({ where: { submissionId, reviewerId: people[key].reviewerId } })).id;
const sendTo = (assignmentId: number, key: string, comment: string, confidential = "") =>
  saveOpinion(conf, people[key].userId, { assignmentId, scores: FULL, comment, confidential, submit: true }, ORIGIN);
const send = async (submissionId: number, key: string, comment: string, confidential = "") =>
  sendTo(await assignmentOf(submissionId, key), key, comment, confidential);
const mails = (code: string) =>
  db().mailOutbox.findMany({
    where: { conferenceId: conf.id, templateKind: { in: ["CHAIR_REVIEW", "ABSTRACT_REVIEW"] }, subject: { contains: code } },
    orderBy: { id: "asc" },
  });

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conference.findFirstOrThrow({ where: { domains: { some: { host: "demo.localhost" } } }, select: { id: true, timeZone: true } });
  conf = { id: c.id, timeZone: c.timeZone };
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
  aliceId = (await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } })).id;
  themes.x = (await db().submissionTheme.create({ data: { conferenceId: conf.id, nameZh: "冰芯", nameEn: "Ice", prefix: "I" } })).id;
  themes.y = (await db().submissionTheme.create({ data: { conferenceId: conf.id, nameZh: "海洋", nameEn: "Ocean", prefix: "O" } })).id;
  for (const key of ["one", "two", "three"]) await person(key, false);
  await person("en", true, [themes.x]); // chair of this theme, reading English
  await person("ocean", true, [themes.y]); // chair of another theme
  await db().reviewConfig.create({ data: { conferenceId: conf.id, reviewsPerSubmission: 2 } });
});

describe("the last needed review", () => {
  it("mails the chairs who can see it and the corresponding author once, with the comments to the authors only", async () => {
    const id = await submission("RC-001", ["one", "two", "three"]);
    await send(id, "one", "Strong data on the Holocene.", "Possibly plagiarised figure 2.");
    expect(await mails("RC-001")).toEqual([]); // one of the two needed
    await send(id, "two", "Discussion is thin.");
    const queued = await mails("RC-001");
    expect(queued.map((m) => [m.templateKind, m.to, m.locale]).sort()).toEqual([
      ["ABSTRACT_REVIEW", "alice@example.org", "zh"],
      ["CHAIR_REVIEW", "chair@example.org", "zh"], // the demo's chair has no themes: every submission is theirs
      ["CHAIR_REVIEW", "rc-en@example.org", "en"],
    ]);
    const chair = queued.find((m) => m.to === "rc-en@example.org")!;
    expect(chair.text).toContain(`http://demo.localhost/platform/submissionManage/submission/detail?id=${id}`);
    const author = queued.find((m) => m.templateKind === "ABSTRACT_REVIEW")!;
    expect(author.text).toContain("评审意见 1：Strong data on the Holocene.");
    expect(author.text).toContain("评审意见 2：Discussion is thin.");
    for (const secret of ["plagiarised", "Person one", "rc-one@example.org", "Person two", "/100"]) expect(author.text).not.toContain(secret);
    // Editing a sent review, or a review beyond those needed, mails nobody again.
    await send(id, "one", "Strong data on the Holocene, well discussed.");
    await send(id, "three", "Fine.");
    expect(await mails("RC-001")).toHaveLength(3);
  });

  it("is mailed exactly once when the last two reviewers send at the same moment", async () => {
    for (let i = 0; i < 10; i++) {
      const code = `RC-1${String(i).padStart(2, "0")}`;
      const id = await submission(code, ["one", "two"]);
      const [a, b] = [await assignmentOf(id, "one"), await assignmentOf(id, "two")];
      await Promise.all([sendTo(a, "one", `First ${i}`), sendTo(b, "two", `Second ${i}`)]);
      const queued = await mails(code);
      expect([code, queued.filter((m) => m.templateKind === "CHAIR_REVIEW").length, queued.filter((m) => m.templateKind === "ABSTRACT_REVIEW").length]).toEqual(
        [code, 2, 1],
      );
    }
  });
});
