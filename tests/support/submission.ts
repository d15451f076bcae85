import { todayIn } from "@/lib/i18n/dates";
import { getDb } from "@/lib/server/db";

// The call for abstracts as the submission tests start from: open from ten days ago to ten days
// ahead, no limits, every item stated (whatever the demo seed configured), then `over`.

/** Midnight UTC of today in Shanghai, moved by `offset` days (the conferences' time zone). */
export const day = (offset: number) => {
  const d = new Date(`${todayIn("Asia/Shanghai")}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d;
};

export async function configureSubmission(conferenceId: number, over: Record<string, unknown> = {}) {
  const data = {
    open: true,
    startDate: day(-10),
    endDate: day(10),
    secondDeadline: day(20),
    limitFlag: false,
    maxSubmissions: null,
    perPersonMax: null,
    abstractWordLimit: null,
    abstractContent: "REQUIRED",
    attachment: "OPTIONAL",
    authorInfo: "REQUIRED",
    fullText: "OPTIONAL",
    category: "OPTIONAL",
    reportType: "OPTIONAL",
    keywords: "REQUIRED",
    categoryOptions: [],
    reportTypeOptions: [],
    instructionsZh: "",
    instructionsEn: "",
    ...over,
  } as const;
  await getDb().submissionConfig.upsert({ where: { conferenceId }, update: data, create: { conferenceId, ...data } });
}
