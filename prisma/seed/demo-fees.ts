import { todayIn } from "../../lib/i18n/dates";
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";

// The demo conference's fees: a registration category with an early-bird and an
// invitation-only student fee, and an optional conference dinner. Dates are relative to `now`
// (DATE in the conference's time zone), so the window is open whenever the demo runs. Applied
// once: a conference that already has fee categories is left as its organisers made it.

const TIME_ZONE = "Asia/Shanghai";

function addDays(isoDate: string, days: number): Date {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

export async function seedDemoFees(db: PrismaClient | Prisma.TransactionClient, conferenceId: number, now = new Date()): Promise<void> {
  if (await db.feeCategory.count({ where: { conferenceId } })) return;
  const today = todayIn(TIME_ZONE, now);
  const window = { openDate: addDays(today, -30), deadline: addDays(today, 180), open: true };
  const common = { conferenceId, currency: "CNY", displayCurrency: "USD", userScope: "EVERYONE", languageScope: "ALL", ...window } as const;

  const registration = await db.feeCategory.create({ data: { conferenceId, nameZh: "注册费", nameEn: "Registration fees", totalLimit: 300, order: 0 } });
  const optional = await db.feeCategory.create({ data: { conferenceId, nameZh: "可选费用", nameEn: "Optional fees", totalLimit: null, order: 1 } });

  await db.fee.create({
    data: {
      ...common,
      kind: "REGISTRATION",
      categoryId: registration.id,
      titleZh: "早鸟注册",
      titleEn: "Early-bird registration",
      descriptionZh: "含会议资料、茶歇与午餐。",
      descriptionEn: "Includes conference materials, coffee breaks and lunches.",
      priceMinor: 120000,
      displayPriceMinor: 17000,
      perAccountMax: 1,
      codePrefix: "DEMO-",
      order: 0,
    },
  });
  await db.fee.create({
    data: {
      ...common,
      kind: "REGISTRATION",
      categoryId: registration.id,
      titleZh: "学生注册",
      titleEn: "Student registration",
      descriptionZh: "全日制在读学生凭邀请码享受优惠价，报到时请出示学生证。",
      descriptionEn: "Reduced rate for full-time students with the invitation code; please bring your student card to check-in.",
      priceMinor: 60000,
      displayPriceMinor: 8500,
      invitationCode: "STUDENT2027",
      perAccountMax: 1,
      codePrefix: "DEMO-S-",
      order: 1,
    },
  });
  await db.fee.create({
    data: {
      ...common,
      kind: "OPTIONAL",
      categoryId: optional.id,
      titleZh: "会议晚宴",
      titleEn: "Conference dinner",
      descriptionZh: "会议第一天晚上的正式晚宴，可为同行人员加购一份。",
      descriptionEn: "The formal dinner on the first evening; you may book a second seat for a companion.",
      priceMinor: 30000,
      displayPriceMinor: 4200,
      perAccountMax: 2,
      order: 0,
    },
  });
}
