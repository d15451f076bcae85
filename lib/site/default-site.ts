import type { Prisma } from "../generated/prisma/client";
import { DEFAULT_TEMPLATE } from "./template-model";

// The site a new conference starts with, so that its manager can begin at once — the two
// built-in appearances (classic active), default PC and mobile templates, a published home page,
// draft about/schedule/contact pages, and the fixed top menu of SPEC §2. Idempotent: the seed calls
// it for the demo conferences on every start, conference creation once. No server-only: the seed
// runs it outside Next.

type Tx = Pick<Prisma.TransactionClient, "appearance" | "siteTemplate" | "sitePage" | "menu">;

/** The fixed items of SPEC §2 "Top menu": they can be renamed or hidden, never deleted. */
export const FIXED_MENU = [
  { key: "home", titleZh: "首页", titleEn: "Home", url: "/" },
  { key: "about", titleZh: "关于会议", titleEn: "About" },
  { key: "schedule", titleZh: "日程安排", titleEn: "Schedule" },
  { key: "submission", titleZh: "论文投稿", titleEn: "Submission", url: "/profile/submission" },
  { key: "hotel", titleZh: "酒店预订", titleEn: "Hotel", url: "/profile/hotel/order" },
  { key: "contact", titleZh: "联系我们", titleEn: "Contact" },
  { key: "profile", titleZh: "个人中心", titleEn: "Personal centre", url: "/profile/userInfo" },
  { key: "myConference", titleZh: "我的会议", titleEn: "My conferences", url: "/profile/conferences" },
  { key: "management", titleZh: "会议管理", titleEn: "Conference management", url: "/platform" },
  { key: "exit", titleZh: "退出", titleEn: "Sign out" }, // an action, not a link
  { key: "changePassword", titleZh: "修改密码", titleEn: "Change password", url: "/profile/password" },
] as const;
export type FixedMenuKey = (typeof FIXED_MENU)[number]["key"];

/** Pages the fixed content items open; written by the organisers, so they start as drafts. */
export const STARTER_PAGES = [
  { key: "about", name: "about", titleZh: "关于会议", titleEn: "About" },
  { key: "schedule", name: "schedule", titleZh: "日程安排", titleEn: "Schedule" },
  { key: "contact", name: "contact", titleZh: "联系我们", titleEn: "Contact" },
] as const;

export const BUILT_IN_APPEARANCES = [
  { builtIn: "classic", name: "学术经典 Classic" },
  { builtIn: "modern", name: "现代 Modern" },
] as const;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/** The home page a new conference starts with; lib/site/default-texts.ts recognises it as untouched. */
export function defaultHomeTexts(names: { nameZh: string; nameEn: string }) {
  const nameEn = names.nameEn || names.nameZh;
  return {
    titleZh: names.nameZh,
    titleEn: nameEn,
    contentZh: `<p>欢迎参加${escapeHtml(names.nameZh)}。</p>`,
    contentEn: `<p>Welcome to ${escapeHtml(nameEn)}.</p>`,
  };
}

export async function createDefaultSite(tx: Tx, conferenceId: number, names: { nameZh: string; nameEn: string }): Promise<void> {
  const appearanceIds: number[] = [];
  for (const [i, a] of BUILT_IN_APPEARANCES.entries()) {
    const found = await tx.appearance.findFirst({ where: { conferenceId, builtIn: a.builtIn } });
    appearanceIds.push(
      found?.id ?? (await tx.appearance.create({ data: { conferenceId, builtIn: a.builtIn, name: a.name, thumbnail: "", isActive: i === 0 } })).id,
    );
  }
  const templateIds: Record<"pc" | "mobile", number> = { pc: 0, mobile: 0 };
  for (const device of ["pc", "mobile"] as const) {
    const flag = device === "pc" ? { isDefaultPc: true } : { isDefaultMobile: true };
    const found = await tx.siteTemplate.findFirst({ where: { conferenceId, ...flag } });
    const name = device === "pc" ? "默认模板（电脑） Default (PC)" : "默认模板（手机） Default (mobile)";
    templateIds[device] =
      found?.id ??
      (await tx.siteTemplate.create({ data: { conferenceId, appearanceId: appearanceIds[0], name, device, content: DEFAULT_TEMPLATE, ...flag } })).id;
  }
  const home = await tx.sitePage.findUnique({ where: { conferenceId_key: { conferenceId, key: "home" } } });
  if (!home) {
    const { titleZh, titleEn, contentZh, contentEn } = defaultHomeTexts(names);
    await tx.sitePage.create({
      data: {
        conferenceId,
        key: "home",
        name: "home",
        type: "home",
        appearanceId: appearanceIds[0],
        templateId: templateIds.pc,
        isDefaultPc: true,
        isDefaultMobile: true,
        titleZh,
        titleEn,
        contentZh,
        contentEn,
        draftTitleZh: titleZh,
        draftTitleEn: titleEn,
        draftContentZh: contentZh,
        draftContentEn: contentEn,
        published: true,
        publishedAt: new Date(),
      },
    });
  }
  const pageIds = new Map<string, number>();
  for (const p of STARTER_PAGES) {
    const found = await tx.sitePage.findUnique({ where: { conferenceId_key: { conferenceId, key: p.key } } });
    const page =
      found ??
      (await tx.sitePage.create({
        data: {
          conferenceId,
          ...p,
          type: "content",
          appearanceId: appearanceIds[0],
          templateId: templateIds.pc,
          draftTitleZh: p.titleZh,
          draftTitleEn: p.titleEn,
        },
      }));
    pageIds.set(p.key, page.id);
  }
  for (const [order, m] of FIXED_MENU.entries()) {
    const found = await tx.menu.findFirst({ where: { conferenceId, key: m.key } });
    if (found) continue;
    const pageId = pageIds.get(m.key) ?? null;
    // A content item shows once its page is published (the manager publishes both together).
    const published = !pageIds.has(m.key);
    await tx.menu.create({
      data: { conferenceId, key: m.key, titleZh: m.titleZh, titleEn: m.titleEn, url: "url" in m ? m.url : null, pageId, order, published, fixed: true },
    });
  }
}
