// The demo seed — a fixed contract that the demo, the tests and reviewers rely on (README
// "The demo"). It runs on every start of the demo, so it only ever creates what a database
// has not received yet (prisma/seed/parts.ts): what organisers change or delete stays so.
import { hashPassword } from "../../lib/accounts/password";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { defaultTemplateRows } from "../../lib/mail/default-templates";
import { todayIn } from "../../lib/i18n/dates";
import { createDefaultSite } from "../../lib/site/default-site";
import { STARTER_FIELDS } from "../../lib/forms/fields";
import { seedDemoFees } from "./demo-fees";
import { seedDemoSubmission } from "./demo-submission";
import { seedDemoPages } from "./demo-pages";
import { seedDemoHotel } from "./demo-hotel";
import { seedDemoOnlinePayments, seedDemoPayments, warnOfOtherSimulatorKeys } from "./demo-payments";
import { applyOnce, type SeedTx } from "./parts";
import { simulatorUrl } from "../../lib/payments/providers/endpoints";
import { COMPANIES, DISCIPLINES, ORG_DIRECTORY } from "./reference-data";
import { MODULES } from "../../lib/server/modules";

export const DEMO_PASSWORD = "Symposia-demo-2026";
const TIME_ZONE = "Asia/Shanghai";

type DemoConference = { host: string; nameZh: string; nameEn: string; status: number; languageType: number; shortName: string };

export const DEMO_CONFERENCES: DemoConference[] = [
  {
    host: "demo.localhost",
    shortName: "NCSC 2026",
    nameZh: "2026 全国科学计算学术会议",
    nameEn: "National Conference on Scientific Computing 2026",
    status: 4,
    languageType: 3,
  },
  {
    host: "en.localhost",
    shortName: "ISDS 2026",
    nameZh: "2026 数据科学国际研讨会",
    nameEn: "International Symposium on Data Science 2026",
    status: 4,
    languageType: 2,
  },
  {
    host: "zh.localhost",
    shortName: "高能物理 2026",
    nameZh: "2026 全国高能物理学术年会",
    nameEn: "Annual Meeting on High Energy Physics 2026",
    status: 4,
    languageType: 1,
  },
  {
    host: "draft.localhost",
    shortName: "QC 2027",
    nameZh: "2027 量子计算研讨会（筹备中）",
    nameEn: "Quantum Computing Workshop 2027 (in preparation)",
    status: 1,
    languageType: 3,
  },
];

const USERS = [
  { email: "admin@example.org", firstName: "Ada", lastName: "Admin", trueName: "Ada Admin" },
  { email: "manager@example.org", firstName: "明", lastName: "王", trueName: "王明" },
  { email: "reviewer@example.org", firstName: "Rui", lastName: "Li", trueName: "Li Rui" },
  { email: "chair@example.org", firstName: "Chen", lastName: "Zhang", trueName: "Zhang Chen" },
  { email: "alice@example.org", firstName: "Alice", lastName: "Liddell", trueName: "Alice Liddell" },
  { email: "bob@example.org", firstName: "Bob", lastName: "Builder", trueName: "Bob Builder" },
];

const ROLES: [email: string, host: string, role: "CREATOR" | "MANAGER" | "REVIEWER" | "REVIEW_CHAIR"][] = [
  ["manager@example.org", "demo.localhost", "CREATOR"],
  ["manager@example.org", "demo.localhost", "MANAGER"],
  ["manager@example.org", "draft.localhost", "MANAGER"],
  ["reviewer@example.org", "demo.localhost", "REVIEWER"],
  ["chair@example.org", "demo.localhost", "REVIEW_CHAIR"],
];

function addDays(isoDate: string, days: number): Date {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

/**
 * A demo conference as an administrator's creation leaves one (lib/admin/create.ts) — settings,
 * modules, registration form, default site, mail templates — with its demo team and, on demo,
 * Alice's registration. Dates are relative to the day it is created; they stay as they were made
 * (reset the demo for fresh ones).
 */
async function createDemoConference(tx: SeedTx, c: DemoConference, today: string): Promise<void> {
  const isDemo = c.host === "demo.localhost";
  const { id } = await tx.conference.create({
    data: {
      nameZh: c.nameZh,
      nameEn: c.nameEn,
      shortName: c.shortName,
      status: c.status,
      languageType: c.languageType,
      startDate: addDays(today, 40),
      endDate: addDays(today, 42),
      locationZh: "北京·中关村",
      locationEn: "Zhongguancun, Beijing",
      timeZone: TIME_ZONE,
      domains: { create: { host: c.host, isPrimary: true } },
    },
  });
  await tx.websiteConfig.create({ data: { conferenceId: id, contactEmail: `office@${c.host}` } });
  // The demo conference shows every module. The download centre was open on every conference
  // before it had a switch; it stays so.
  await tx.conferenceModule.createMany({ data: MODULES.map((module) => ({ conferenceId: id, module, enabled: isDemo || module === "download" })) });
  const version = await tx.registerFormVersion.create({ data: { conferenceId: id, name: "default", isCurrent: true, fields: STARTER_FIELDS } });
  await createDefaultSite(tx, id, { nameZh: c.nameZh, nameEn: c.nameEn });
  await tx.mailTemplate.createMany({ data: defaultTemplateRows(id) });

  for (const [email, host, role] of ROLES) {
    if (host !== c.host) continue;
    const user = await tx.user.findUnique({ where: { email } });
    if (!user) continue;
    await tx.conferenceUser.create({ data: { conferenceId: id, userId: user.id, role } });
    // Every reviewer has their reviewer record: the role above, the profile here.
    if (role === "REVIEWER" || role === "REVIEW_CHAIR") {
      await tx.reviewer.create({
        data: {
          conferenceId: id,
          email,
          userId: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          chair: role === "REVIEW_CHAIR",
          activatedAt: new Date(),
          unit: role === "REVIEW_CHAIR" ? "中国科学院" : "复旦大学",
        },
      });
    }
  }
  const alice = isDemo ? await tx.user.findUnique({ where: { email: "alice@example.org" } }) : null;
  if (alice) {
    await tx.attendee.create({
      data: {
        conferenceId: id,
        userId: alice.id,
        formVersionId: version.id,
        userName: "Alice Liddell",
        firstName: "Alice",
        lastName: "Liddell",
        fullName: "Alice Liddell",
        email: "alice@example.org",
        phone: "+86 10 5858 0000",
        countryArea: "CN",
        unit: "北京大学",
      },
    });
  }
  await tx.registerConfig.create({
    data: {
      conferenceId: id,
      registerFlag: isDemo,
      registerNum: isDemo ? 500 : 0,
      registeredCount: alice ? 1 : 0, // the locked counter of the registration cap, in step with the attendee rows
      costsSet: isDemo,
      registerRule: "REGISTER_FIRST_AND_PAY_LATER",
      registerStartDate: addDays(today, -30),
      registerEndDate: addDays(today, 60),
      registerInstructionsZh: "<p>请如实填写报名信息，提交后将收到确认邮件。</p>",
      registerInstructionsEn: "<p>Please fill in your details; a confirmation mail follows your registration.</p>",
    },
  });
}

async function seedConference(prisma: PrismaClient, c: DemoConference, today: string): Promise<void> {
  await applyOnce(prisma, `conference:${c.host}`, async (tx) => {
    // Seeded before parts were recorded: the conference is there and already its organisers'.
    if (await tx.conferenceDomain.findUnique({ where: { host: c.host } })) return;
    await createDemoConference(tx, c, today);
  });
  const domain = await prisma.conferenceDomain.findUnique({ where: { host: c.host } });
  // An administrator gave the conference another host: it is not the demo's to complete any more.
  if (!domain) return;
  const id = domain.conferenceId;
  // Each later part has a key of its own, so one added to the seed later still reaches a
  // conference created before it; each looks for its content first (see prisma/seed/parts.ts).
  await applyOnce(prisma, `${c.host}:pages`, (tx) => seedDemoPages(tx, id, c));
  if (c.host !== "demo.localhost") return;
  await applyOnce(prisma, `${c.host}:fees`, (tx) => seedDemoFees(tx, id));
  await applyOnce(prisma, `${c.host}:payments`, (tx) => seedDemoPayments(tx, id));
  // Only once payments go to the simulator: a demo first started without it gets them on the next start that has it.
  if (simulatorUrl()) {
    await applyOnce(prisma, `${c.host}:online-payments`, (tx) => seedDemoOnlinePayments(tx, id));
    await warnOfOtherSimulatorKeys(prisma, id);
  }
  await applyOnce(prisma, `${c.host}:submission`, (tx) => seedDemoSubmission(tx, id));
  await applyOnce(prisma, `${c.host}:hotel`, (tx) => seedDemoHotel(tx, id));
}

/** The demo accounts; only an administrator account made here becomes platform administrator. */
async function seedAccounts(tx: SeedTx): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of USERS) {
    // Seeded before parts were recorded: the accounts are there, and a platform administrator
    // grant that is missing was taken away (README, "retire the demo accounts").
    if (await tx.user.findUnique({ where: { email: u.email } })) continue;
    const user = await tx.user.create({ data: { ...u, passwordHash } });
    if (u.email === "admin@example.org") await tx.platformAdmin.create({ data: { userId: user.id } });
  }
}

// Platform-wide lists no screen edits: what is missing is added on every run, nothing is changed.
async function seedReferenceData(prisma: PrismaClient): Promise<void> {
  for (const [i, [zhTitle, enTitle]] of DISCIPLINES.entries()) {
    await prisma.discipline.upsert({ where: { id: i + 1 }, update: {}, create: { id: i + 1, zhTitle, enTitle, order: i } });
  }
  for (const [id, zhTitle, enTitle] of COMPANIES) {
    await prisma.company.upsert({ where: { id }, update: {}, create: { id, zhTitle, enTitle, order: id } });
  }
  // Explicit ids above: move the sequences past them so later inserts do not collide.
  await prisma.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"Discipline"', 'id'), (SELECT MAX(id) FROM "Discipline"))`);
  await prisma.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"Company"', 'id'), (SELECT MAX(id) FROM "Company"))`);
  for (const o of ORG_DIRECTORY) {
    await prisma.orgDirectoryEntry.upsert({ where: { entityId: o.entityId }, update: {}, create: o });
  }
}

/**
 * The demo contract. Safe on every start: it creates only what this database has never received
 * (prisma/seed/parts.ts) and never changes or re-creates what is there or was deleted.
 */
export async function seedDemo(prisma: PrismaClient): Promise<void> {
  const today = todayIn(TIME_ZONE);
  await seedReferenceData(prisma);
  await applyOnce(prisma, "accounts", seedAccounts); // before the conferences: their teams are these accounts
  for (const c of DEMO_CONFERENCES) await seedConference(prisma, c, today);
}
