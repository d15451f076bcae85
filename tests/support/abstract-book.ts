import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createSession } from "@/lib/server/session-store";
import { createSubmissionFixture } from "@/lib/submission/manage/fixtures";
import { configureSubmission } from "./submission";

// A conference of its own for the abstract-book tests (book.localhost): a theme tree — 生命科学 with
// two sessions (A, B), then 材料科学 (C) — six accepted abstracts in Chinese and English over them,
// one rejected and one waiting that must stay out, a manager, and the layout under test.

export const BOOK_HOST = "book.localhost";
export const ACCEPTED = [
  { code: "A-001", theme: "A", title: "冷冻电镜揭示膜蛋白的门控机制", lang: "zh" },
  { code: "A-002", theme: "A", title: "Graph neural networks for protein docking", lang: "en" },
  { code: "A-003", theme: "A", title: "蛋白质折叠路径的分子动力学模拟", lang: "zh" },
  { code: "B-001", theme: "B", title: "Sequence models of enzyme evolution", lang: "en" },
  { code: "C-001", theme: "C", title: "Perovskite solar cells beyond twenty-five percent", lang: "en" },
  { code: "C-002", theme: "C", title: "二维材料中的拓扑声子", lang: "zh" },
] as const;
export const LEFT_OUT = [
  { code: "A-004", theme: "A", title: "Rejected work on cold fusion", status: "REJECTED" },
  { code: "C-003", theme: "C", title: "尚在评审中的稿件", status: "ASSIGNED" },
] as const;
/** Abstracts per theme, in order: the pages each layout makes follow from these. */
export const PER_THEME = [3, 1, 2];

const AUTHORS = {
  zh: [
    { name: "明", surname: "王", email: "wang.ming@example.org", organisation: "北京大学", corresponding: true },
    { name: "锐", surname: "李", email: "li.rui@example.org", organisation: "中国科学院", corresponding: false },
  ],
  en: [
    { name: "Alice", surname: "Liddell", email: "alice@example.org", organisation: "University of Oxford", corresponding: true },
    { name: "Emmy", surname: "Noether", email: "emmy@example.org", organisation: "Universität Göttingen", corresponding: false },
  ],
};

export async function createBookScene(db: PrismaClient) {
  const conf = await db.conference.create({
    data: {
      nameZh: "2026 摘要集测试会议",
      nameEn: "Abstract Book Test Conference 2026",
      status: 4,
      locationZh: "上海",
      locationEn: "Shanghai",
      domains: { create: { host: BOOK_HOST, isPrimary: true } },
    },
  });
  const user = await db.user.create({ data: { email: "book-manager@example.org", trueName: "Book Manager" } });
  await db.conferenceUser.create({ data: { conferenceId: conf.id, userId: user.id, role: "MANAGER" } });
  await configureSubmission(conf.id, {
    pdfLayout: {
      perPage: 2,
      showNumber: true,
      title: { font: "sans", size: 14, bold: true, italic: false },
      author: { font: "serif", size: 10, bold: false, italic: true },
      content: { font: "serif", size: 10, bold: false, italic: false },
    },
  });
  const life = await db.submissionTheme.create({ data: { conferenceId: conf.id, nameZh: "生命科学", nameEn: "Life sciences", order: 0 } });
  const themes = {
    A: await db.submissionTheme.create({
      data: { conferenceId: conf.id, parentId: life.id, prefix: "A", nameZh: "结构生物学", nameEn: "Structural biology", order: 0 },
    }),
    B: await db.submissionTheme.create({
      data: { conferenceId: conf.id, parentId: life.id, prefix: "B", nameZh: "计算生物学", nameEn: "Computational biology", order: 1 },
    }),
    C: await db.submissionTheme.create({ data: { conferenceId: conf.id, prefix: "C", nameZh: "材料科学", nameEn: "Materials science", order: 1 } }),
  };
  let number = 0;
  for (const a of [...ACCEPTED.map((x) => ({ ...x, status: "ACCEPTED" as const })), ...LEFT_OUT.map((x) => ({ ...x, lang: "en" as const }))]) {
    number++;
    await createSubmissionFixture(db, {
      conferenceId: conf.id,
      userId: user.id,
      code: a.code,
      number,
      title: a.title,
      themeId: themes[a.theme].id,
      status: a.status,
      keywords: a.lang === "zh" ? ["结构", "模拟"] : ["structure", "simulation"],
      abstract:
        a.lang === "zh"
          ? "<p>本文利用<strong>冷冻电镜</strong>与分子动力学模拟研究膜蛋白的构象变化，发现 Ca<sup>2+</sup> 结合位点对门控至关重要。</p>"
          : "<p>We combine <em>cryo-EM</em> maps with simulations; H<sub>2</sub>O networks stabilise the open state.</p><p>Second paragraph.</p>",
      authors: AUTHORS[a.lang],
    });
  }
  const token = (await createSession(user.id)).token;
  return { conf, user, token, themes };
}
