import { todayIn } from "../../lib/i18n/dates";
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";

// The demo conference's call for abstracts: open from a month ago for two more months,
// a revision window after it, two themes with sessions (prefixes A, B, C), categories and report
// types. Applied once: a conference that already has a call configuration or themes is left as its
// organisers made it.

const TIME_ZONE = "Asia/Shanghai";

function addDays(isoDate: string, days: number): Date {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

export async function seedDemoSubmission(db: PrismaClient | Prisma.TransactionClient, conferenceId: number, now = new Date()): Promise<void> {
  if ((await db.submissionConfig.count({ where: { conferenceId } })) || (await db.submissionTheme.count({ where: { conferenceId } }))) return;
  const today = todayIn(TIME_ZONE, now);
  const config = {
    open: true,
    startDate: addDays(today, -30),
    endDate: addDays(today, 60),
    secondDeadline: addDays(today, 75),
    limitFlag: true,
    maxSubmissions: 500,
    perPersonMax: 3,
    abstractWordLimit: 500,
    attachment: "OPTIONAL",
    fullText: "OPTIONAL",
    category: "OPTIONAL",
    reportType: "REQUIRED",
    instructionsZh: "<p>摘要不超过 500 字；请注明通讯作者。全文请上传 PDF 或 Word 文件。</p>",
    instructionsEn: "<p>Abstracts of up to 500 words; mark the corresponding author. Full texts as PDF or Word.</p>",
    categoryOptions: [
      { value: "theory", labelZh: "理论研究", labelEn: "Theory" },
      { value: "application", labelZh: "应用研究", labelEn: "Application" },
    ],
    reportTypeOptions: [
      { value: "oral", labelZh: "口头报告", labelEn: "Oral" },
      { value: "poster", labelZh: "墙报", labelEn: "Poster" },
    ],
  } as const;
  await db.submissionConfig.create({ data: { conferenceId, ...config } });
  const life = await db.submissionTheme.create({ data: { conferenceId, nameZh: "生命科学", nameEn: "Life sciences", order: 0 } });
  await db.submissionTheme.create({ data: { conferenceId, parentId: life.id, nameZh: "结构生物学", nameEn: "Structural biology", prefix: "A", order: 0 } });
  await db.submissionTheme.create({ data: { conferenceId, parentId: life.id, nameZh: "计算生物学", nameEn: "Computational biology", prefix: "B", order: 1 } });
  await db.submissionTheme.create({ data: { conferenceId, nameZh: "材料科学", nameEn: "Materials science", prefix: "C", order: 1 } });
}
