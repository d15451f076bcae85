// The demo seed — a fixed contract that the demo, the tests and reviewers rely on (issue 2 §8,
// README "The demo"). Idempotent: running it again changes nothing.
import { hashPassword } from "../../accounts/password";
import type { PrismaClient } from "../../generated/prisma/client";
import { defaultTemplateRows } from "../../mail/default-templates";
import { todayIn } from "../../conference/dates";
import { createDefaultSite } from "../../site/default-site";
import { seedDemoFees } from "./demo-fees";
import { seedDemoSubmission } from "./demo-submission";
import { seedDemoPages } from "./demo-pages";
import { seedDemoHotel } from "./demo-hotel";
import { seedDemoPayments } from "./demo-payments";
import { COMPANIES, DISCIPLINES, ORG_DIRECTORY } from "./reference-data";
import { MODULES } from "../../modules/catalogue";

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

// Standard items of the default form version (SPEC §3 field definition).
const DEFAULT_FIELDS = [
  { field: "name", title: { zh: "姓名", en: "Name" }, type: "input", validate: ["required"] },
  { field: "email", title: { zh: "邮箱", en: "Email" }, type: "input", validate: ["required", "email"] },
  { field: "telephone", title: { zh: "电话", en: "Telephone" }, type: "input", validate: ["required"] },
  { field: "country", title: { zh: "国家/地区", en: "Country/Region" }, type: "select", validate: ["required"] },
  { field: "unit", title: { zh: "单位", en: "Organisation" }, type: "select", validate: ["required"], props: { allowCreate: true } },
].map((f, order) => ({ options: [], props: {}, standard: true, order, ...f }));

function addDays(isoDate: string, days: number): Date {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

// Writes only what differs, so a re-run on the same day leaves every row (and updatedAt) alone;
// on a later day the relative dates move forward.
function sameValues(row: Record<string, unknown>, data: Record<string, unknown>): boolean {
  return Object.entries(data).every(([key, value]) => {
    const current = row[key];
    if (value instanceof Date) return current instanceof Date && current.getTime() === value.getTime();
    return current === value;
  });
}

async function seedConference(prisma: PrismaClient, c: DemoConference, today: string): Promise<number> {
  const existing = await prisma.conferenceDomain.findUnique({ where: { host: c.host } });
  const data = {
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
  };
  let id: number;
  if (existing) {
    id = existing.conferenceId;
    const current = await prisma.conference.findUniqueOrThrow({ where: { id } });
    if (!sameValues(current, data)) await prisma.conference.update({ where: { id }, data });
  } else {
    id = (await prisma.conference.create({ data: { ...data, domains: { create: { host: c.host, isPrimary: true } } } })).id;
  }
  const isDemo = c.host === "demo.localhost";

  await prisma.websiteConfig.upsert({ where: { conferenceId: id }, update: {}, create: { conferenceId: id, contactEmail: `office@${c.host}` } });
  const register = {
    registerFlag: isDemo,
    registerNum: isDemo ? 500 : 0,
    costsSet: isDemo,
    registerRule: "REGISTER_FIRST_AND_PAY_LATER" as const,
    registerStartDate: addDays(today, -30),
    registerEndDate: addDays(today, 60),
    registerInstructionsZh: "<p>请如实填写报名信息，提交后将收到确认邮件。</p>",
    registerInstructionsEn: "<p>Please fill in your details; a confirmation mail follows your registration.</p>",
  };
  const currentRegister = await prisma.registerConfig.findUnique({ where: { conferenceId: id } });
  if (!currentRegister) await prisma.registerConfig.create({ data: { conferenceId: id, ...register } });
  else if (!sameValues(currentRegister, register)) await prisma.registerConfig.update({ where: { conferenceId: id }, data: register });
  // Issue 11: the demo takes fees and receipts; issue 13: abstracts; issue 15: hotel rooms; issue 16: feedback.
  // The download centre was open on every conference before it had a switch; it stays so.
  for (const name of MODULES) {
    const enabled = isDemo || name === "download";
    await prisma.conferenceModule.upsert({
      where: { conferenceId_module: { conferenceId: id, module: name } },
      update: { enabled },
      create: { conferenceId: id, module: name, enabled },
    });
  }
  await prisma.registerFormVersion.upsert({
    where: { conferenceId_name: { conferenceId: id, name: "default" } },
    update: {},
    create: { conferenceId: id, name: "default", isCurrent: true, fields: DEFAULT_FIELDS },
  });
  await createDefaultSite(prisma, id, { nameZh: c.nameZh, nameEn: c.nameEn });
  await seedDemoPages(prisma, id, c);
  if (isDemo) {
    await seedDemoFees(prisma, id);
    await seedDemoPayments(prisma, id);
    await seedDemoSubmission(prisma, id);
    await seedDemoHotel(prisma, id);
  }
  await prisma.mailTemplate.createMany({ data: defaultTemplateRows(id), skipDuplicates: true });
  return id;
}

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

export async function seedDemo(prisma: PrismaClient): Promise<void> {
  const today = todayIn(TIME_ZONE);
  await seedReferenceData(prisma);
  const conferenceIds = new Map<string, number>();
  for (const c of DEMO_CONFERENCES) conferenceIds.set(c.host, await seedConference(prisma, c, today));

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, number>();
  for (const u of USERS) {
    const user = await prisma.user.upsert({ where: { email: u.email }, update: {}, create: { ...u, passwordHash } });
    userIds.set(u.email, user.id);
  }
  const adminId = userIds.get("admin@example.org")!;
  await prisma.platformAdmin.upsert({ where: { userId: adminId }, update: {}, create: { userId: adminId } });
  for (const [email, host, role] of ROLES) {
    const key = { conferenceId: conferenceIds.get(host)!, userId: userIds.get(email)!, role };
    await prisma.conferenceUser.upsert({ where: { conferenceId_userId_role: key }, update: {}, create: key });
    // Every reviewer has their reviewer record (issue 14): the role above, the profile here.
    if (role === "REVIEWER" || role === "REVIEW_CHAIR") {
      const u = USERS.find((x) => x.email === email)!;
      const record = {
        conferenceId: key.conferenceId,
        email,
        userId: key.userId,
        firstName: u.firstName,
        lastName: u.lastName,
        chair: role === "REVIEW_CHAIR",
      };
      await prisma.reviewer.upsert({
        where: { conferenceId_email: { conferenceId: key.conferenceId, email } },
        update: {},
        create: { ...record, activatedAt: new Date(), unit: role === "REVIEW_CHAIR" ? "中国科学院" : "复旦大学" },
      });
    }
  }

  const demoId = conferenceIds.get("demo.localhost")!;
  const aliceId = userIds.get("alice@example.org")!;
  const version = await prisma.registerFormVersion.findUniqueOrThrow({ where: { conferenceId_name: { conferenceId: demoId, name: "default" } } });
  await prisma.attendee.upsert({
    where: { conferenceId_userId: { conferenceId: demoId, userId: aliceId } },
    update: {},
    create: {
      conferenceId: demoId,
      userId: aliceId,
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
  // Keep the locked counter of the registration cap in step with the attendee rows.
  const count = await prisma.attendee.count({ where: { conferenceId: demoId } });
  const demoRegister = await prisma.registerConfig.findUniqueOrThrow({ where: { conferenceId: demoId } });
  if (demoRegister.registeredCount !== count) {
    await prisma.registerConfig.update({ where: { conferenceId: demoId }, data: { registeredCount: count } });
  }
}
