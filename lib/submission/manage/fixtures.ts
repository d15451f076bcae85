import { randomBytes } from "node:crypto";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { fileKey, storage } from "@/lib/server/storage";
import type { SubmissionSnapshot } from "../snapshot";
import type { TSubmissionStatus } from "../status";

// Test fixtures of the organisers' side: submissions written straight into the database
// (authors, files in storage, revisions, transitions), independent of the author's service. Used
// by the *.int.test.ts files of lib/submission only.

export type FixtureAuthor = { name: string; surname: string; email: string; country?: string; organisation?: string; corresponding?: boolean };
/** `old`: a file of an earlier version only; `storedName`: chosen beforehand (to name it in a revision's snapshot). */
export type FixtureFile = { kind: "ABSTRACT" | "FULL_TEXT"; name: string; bytes: Uint8Array; old?: boolean; storedName?: string };
export type FixtureSubmission = {
  conferenceId: number;
  userId: number;
  code: string;
  number: number;
  title: string;
  themeId?: number | null;
  status?: TSubmissionStatus;
  category?: string;
  reportType?: string;
  keywords?: string[];
  abstract?: string;
  authors?: FixtureAuthor[];
  files?: FixtureFile[];
  submittedAt?: Date;
  /** earlier versions, oldest first; the row itself is the next version */
  revisions?: { snapshot: SubmissionSnapshot; status: TSubmissionStatus; sentAt: Date }[];
};

export const storedNameFor = (name: string) => `${randomBytes(16).toString("hex")}${/\.(pdf|docx?)$/i.exec(name)?.[0].toLowerCase() ?? ""}`;

/** Writes a file to storage as the author's upload would have, and answers its stored name. */
export async function storeFile(conferenceId: number, bytes: Uint8Array, name: string, storedName = storedNameFor(name)): Promise<string> {
  await storage().put(fileKey(conferenceId, storedName), bytes);
  return storedName;
}

export async function createSubmissionFixture(db: PrismaClient, f: FixtureSubmission) {
  const files = await Promise.all((f.files ?? []).map(async (x) => ({ ...x, storedName: await storeFile(f.conferenceId, x.bytes, x.name, x.storedName) })));
  const current = (kind: FixtureFile["kind"]) => files.find((x) => x.kind === kind && !x.old)?.storedName ?? null;
  const status = f.status ?? "WAITING_ALLOCATION";
  const submittedAt = f.submittedAt ?? new Date();
  const revisions = f.revisions ?? [];
  const sub = await db.submission.create({
    data: {
      conferenceId: f.conferenceId,
      userId: f.userId,
      number: f.number,
      code: f.code,
      themeSeq: f.number,
      title: f.title,
      themeId: f.themeId ?? null,
      status,
      category: f.category ?? "",
      reportType: f.reportType ?? "",
      keywords: f.keywords ?? [],
      abstract: f.abstract ?? "<p>An abstract.</p>",
      abstractFile: current("ABSTRACT"),
      fullTextFile: current("FULL_TEXT"),
      version: revisions.length + 1,
      submittedAt,
      sentAt: submittedAt,
      authors: {
        create: (f.authors ?? []).map((a, order) => ({
          conferenceId: f.conferenceId,
          name: a.name,
          surname: a.surname,
          email: a.email,
          country: a.country ?? "",
          organisation: a.organisation ?? "",
          corresponding: a.corresponding ?? false,
          order,
        })),
      },
      files: {
        create: files.map((x) => ({
          conferenceId: f.conferenceId,
          kind: x.kind,
          originalName: x.name,
          storedName: x.storedName,
          size: x.bytes.length,
          mime: "application/pdf",
        })),
      },
      revisions: {
        create: revisions.map((r, i) => ({
          conferenceId: f.conferenceId,
          version: i + 1,
          snapshot: r.snapshot as unknown as Prisma.InputJsonValue,
          status: r.status,
          sentAt: r.sentAt,
        })),
      },
      transitions: { create: { conferenceId: f.conferenceId, toStatus: "WAITING_ALLOCATION", actorId: f.userId, createdAt: submittedAt } },
    },
  });
  if (status !== "WAITING_ALLOCATION") {
    await db.submissionTransition.create({ data: { conferenceId: f.conferenceId, submissionId: sub.id, fromStatus: "WAITING_ALLOCATION", toStatus: status } });
  }
  return { ...sub, storedNames: Object.fromEntries(files.map((x) => [x.name, x.storedName])) };
}

/** A minimal PDF: what the sniffer would accept as one. */
export function pdfBytes(text: string): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
}

/**
 * The scene the organisers' tests share: on demo.localhost two themes under one parent, categories
 * and report types, three submissions (A-001 by alice with two authors, two files and an earlier
 * version; A-002 by bob, accepted, English account; B-001 by dora, needs modification, whose
 * corresponding author has no account), and one on draft.localhost.
 */
export async function createSubmissionScene(db: PrismaClient) {
  const host = (h: string) => db.conferenceDomain.findUniqueOrThrow({ where: { host: h }, include: { conference: true } });
  const [demo, draft] = await Promise.all([host("demo.localhost"), host("draft.localhost")]);
  const conf = { id: demo.conferenceId, timeZone: demo.conference.timeZone };
  const choices = {
    categoryOptions: [
      { value: "research", labelZh: "研究论文", labelEn: "Research" },
      { value: "review", labelZh: "综述", labelEn: "Review" },
    ],
    reportTypeOptions: [
      { value: "oral", labelZh: "口头报告", labelEn: "Oral" },
      { value: "poster", labelZh: "墙报", labelEn: "Poster" },
    ],
  };
  await db.submissionConfig.upsert({ where: { conferenceId: conf.id }, update: choices, create: { conferenceId: conf.id, ...choices } });
  const parent = await db.submissionTheme.create({ data: { conferenceId: conf.id, nameZh: "材料", nameEn: "Materials", order: 0 } });
  const themeA = await db.submissionTheme.create({
    data: { conferenceId: conf.id, parentId: parent.id, prefix: "A", nameZh: "石墨烯", nameEn: "Graphene", order: 0 },
  });
  const themeB = await db.submissionTheme.create({
    data: { conferenceId: conf.id, parentId: parent.id, prefix: "B", nameZh: "高分子", nameEn: "Polymers", order: 1 },
  });
  const user = (email: string) => db.user.findUniqueOrThrow({ where: { email } });
  const alice = await user("alice@example.org");
  const bob = await db.user.update({ where: { email: "bob@example.org" }, data: { locale: "en" } });
  const dora = await db.user.upsert({
    where: { email: "dora@example.org" },
    update: {},
    create: { email: "dora@example.org", trueName: "Dora Explorer", locale: "en" },
  });
  const oldAbstract = storedNameFor("abstract-v1.pdf");
  const aliceAuthor = { name: "Alice", surname: "Liddell", email: "alice@example.org", country: "CN", organisation: "北京大学", corresponding: true };
  const s1 = await createSubmissionFixture(db, {
    conferenceId: conf.id,
    userId: alice.id,
    code: "A-001",
    number: 1,
    title: "Graphene membranes",
    themeId: themeA.id,
    category: "research",
    reportType: "oral",
    keywords: ["graphene", "2D"],
    abstract: "<p>Membranes of <strong>graphene</strong>.</p><script>alert(1)</script>",
    authors: [aliceAuthor, { name: "明", surname: "王", email: "wang.ming@example.org", country: "CN", organisation: "清华大学" }],
    files: [
      { kind: "ABSTRACT", name: "abstract-v1.pdf", bytes: pdfBytes("abstract v1"), old: true, storedName: oldAbstract },
      { kind: "ABSTRACT", name: "abstract.pdf", bytes: pdfBytes("abstract v2") },
      { kind: "FULL_TEXT", name: "full text.pdf", bytes: pdfBytes("full text") },
    ],
    submittedAt: new Date("2026-11-10T02:00:00Z"),
    revisions: [
      {
        status: "NEEDS_MODIFICATION",
        sentAt: new Date("2026-11-10T02:00:00Z"),
        snapshot: {
          title: "Graphene draft",
          themeId: themeA.id,
          reportType: "oral",
          category: "research",
          abstract: "<p>Membranes.</p>",
          keywords: ["graphene"],
          authors: [{ ...aliceAuthor, phone: "" }],
          abstractFile: { name: "abstract-v1.pdf", storedName: oldAbstract },
          fullTextFile: null,
        },
      },
    ],
  });
  const s2 = await createSubmissionFixture(db, {
    conferenceId: conf.id,
    userId: bob.id,
    code: "A-002",
    number: 2,
    title: "Polymer scaffolds",
    themeId: themeA.id,
    status: "ACCEPTED",
    category: "review",
    reportType: "poster",
    keywords: ["scaffold"],
    authors: [{ name: "Bob", surname: "Builder", email: "bob@example.org", country: "GB", organisation: "Oxford", corresponding: true }],
    files: [{ kind: "ABSTRACT", name: "bob.pdf", bytes: pdfBytes("bob") }],
    // 01:30 on 12 November in Beijing, still the 11th in UTC
    submittedAt: new Date("2026-11-11T17:30:00Z"),
  });
  const s3 = await createSubmissionFixture(db, {
    conferenceId: conf.id,
    userId: dora.id,
    code: "B-001",
    number: 3,
    title: "Soft matter",
    themeId: themeB.id,
    status: "NEEDS_MODIFICATION",
    category: "research",
    reportType: "oral",
    authors: [{ name: "Carol", surname: "Newton", email: "carol.newton@example.org", country: "US", corresponding: true }],
    submittedAt: new Date("2026-11-15T03:00:00Z"),
  });
  const other = await createSubmissionFixture(db, {
    conferenceId: draft.conferenceId,
    userId: alice.id,
    code: "X-001",
    number: 1,
    title: "Elsewhere",
    authors: [aliceAuthor],
    files: [{ kind: "ABSTRACT", name: "other.pdf", bytes: pdfBytes("other") }],
  });
  return { conf, themes: { parent, themeA, themeB }, users: { alice, bob, dora }, s1, s2, s3, other };
}
