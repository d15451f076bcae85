import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";

// The demo conferences' written pages, so that the demo conferences have real home pages and
// menus. Applied once: a page a person has since edited or published is left alone.

type Content = { titleZh: string; titleEn: string; contentZh: string; contentEn: string };

export function demoPages(c: { nameZh: string; nameEn: string; shortName: string }): Record<string, Content> {
  return {
    home: {
      titleZh: c.nameZh,
      titleEn: c.nameEn,
      contentZh: `<h2>会议简介</h2><p>${c.nameZh}（${c.shortName}）汇聚高校、科研院所与企业的研究者，交流最新成果。</p><h3>重要日期</h3><ul><li>摘要提交截止：会前 20 天</li><li>注册截止：会前 10 天</li></ul><p>会议地点：北京·中关村。</p>`,
      contentEn: `<h2>About the conference</h2><p>${c.nameEn} (${c.shortName}) brings together researchers from universities, institutes and industry to share their latest results.</p><h3>Key dates</h3><ul><li>Abstracts due: 20 days before the meeting</li><li>Registration closes: 10 days before the meeting</li></ul><p>Venue: Zhongguancun, Beijing.</p>`,
    },
    about: {
      titleZh: "关于会议",
      titleEn: "About",
      contentZh: "<h2>主办单位</h2><p>中国科学院计算机网络信息中心</p><h2>学术委员会</h2><p>委员会由国内外三十余位学者组成，负责论文评审与日程安排。</p>",
      contentEn:
        "<h2>Organiser</h2><p>Computer Network Information Center, Chinese Academy of Sciences</p><h2>Programme committee</h2><p>Over thirty scholars from China and abroad review the submissions and set the programme.</p>",
    },
    schedule: {
      titleZh: "日程安排",
      titleEn: "Schedule",
      contentZh:
        "<table><tbody><tr><th>日期</th><th>安排</th></tr><tr><td>第一天</td><td>报到、开幕式、大会报告</td></tr><tr><td>第二天</td><td>分会场报告、墙报展示</td></tr><tr><td>第三天</td><td>专题研讨、闭幕式</td></tr></tbody></table>",
      contentEn:
        "<table><tbody><tr><th>Day</th><th>Programme</th></tr><tr><td>Day 1</td><td>Arrival, opening, plenary talks</td></tr><tr><td>Day 2</td><td>Parallel sessions, posters</td></tr><tr><td>Day 3</td><td>Workshops, closing</td></tr></tbody></table>",
    },
    contact: {
      titleZh: "联系我们",
      titleEn: "Contact",
      contentZh: "<p>会务组邮箱：office@example.org</p><p>电话：+86 10 5858 0000（工作日 9:00–17:00）</p>",
      contentEn: "<p>Conference office: office@example.org</p><p>Phone: +86 10 5858 0000 (weekdays 9:00–17:00)</p>",
    },
  };
}

export async function seedDemoPages(
  prisma: PrismaClient | Prisma.TransactionClient,
  conferenceId: number,
  c: { nameZh: string; nameEn: string; shortName: string },
): Promise<void> {
  for (const [key, content] of Object.entries(demoPages(c))) {
    const page = await prisma.sitePage.findUnique({ where: { conferenceId_key: { conferenceId, key } } });
    // Written or published by a person since — except the welcome line createDefaultSite published
    // on the home page (it sets publishedAt), which the demo's real home page replaces once.
    const starterHome =
      key === "home" &&
      !page?.hasDraft &&
      page?.contentZh === `<p>欢迎参加${c.nameZh.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!)}。</p>`;
    if (!page || ((page.hasDraft || page.publishedAt) && !starterHome)) continue;
    const draft = { draftTitleZh: content.titleZh, draftTitleEn: content.titleEn, draftContentZh: content.contentZh, draftContentEn: content.contentEn };
    await prisma.sitePage.update({ where: { id: page.id }, data: { ...content, ...draft, published: true, publishedAt: new Date() } });
    await prisma.menu.updateMany({ where: { conferenceId, key }, data: { pageId: page.id, published: true } });
  }
}
