import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { defaultHomeTexts, FIXED_MENU, STARTER_PAGES } from "./default-site";

// The texts a new conference starts with (lib/site/default-site.ts) keep up with its website
// settings as long as nobody has edited them: a renamed conference gets the home page of its new
// name, and an English-only one has the English text in the Chinese fields as well (so nothing
// that falls back to them shows Chinese); switching back to bilingual restores the Chinese text.
// A text that differs from its default was written by someone and is never touched.

type Tx = Pick<Prisma.TransactionClient, "sitePage" | "menu">;
export type SiteTextState = { nameZh: string; nameEn: string; languageType: number };

/** The Chinese-field text of a default in a conference of this language type. */
const zhOf = (languageType: number, zh: string, en: string) => (languageType === 2 ? en : zh);

/** Sets each field still equal to its old default to its new one; the rest stays. */
function changes(row: Record<string, string>, pairs: Array<[field: string, before: string, after: string]>): Record<string, string> {
  return Object.fromEntries(pairs.filter(([f, before, after]) => row[f] === before && before !== after).map(([f, , after]) => [f, after]));
}

export async function followDefaultTexts(tx: Tx, conferenceId: number, before: SiteTextState, after: SiteTextState): Promise<void> {
  const [a, b] = [defaultHomeTexts(before), defaultHomeTexts(after)];
  const home = await tx.sitePage.findUnique({ where: { conferenceId_key: { conferenceId, key: "home" } } });
  if (home) {
    const pairs: Array<[string, string, string]> = [];
    for (const prefix of ["", "draft"]) {
      const f = (name: string) => (prefix ? `draft${name[0].toUpperCase()}${name.slice(1)}` : name);
      pairs.push(
        [f("titleZh"), zhOf(before.languageType, a.titleZh, a.titleEn), zhOf(after.languageType, b.titleZh, b.titleEn)],
        [f("titleEn"), a.titleEn, b.titleEn],
        [f("contentZh"), zhOf(before.languageType, a.contentZh, a.contentEn), zhOf(after.languageType, b.contentZh, b.contentEn)],
        [f("contentEn"), a.contentEn, b.contentEn],
      );
    }
    const data = changes(home as unknown as Record<string, string>, pairs);
    if (Object.keys(data).length) await tx.sitePage.update({ where: { id: home.id }, data });
  }
  if ((before.languageType === 2) === (after.languageType === 2)) return;
  for (const p of STARTER_PAGES) {
    const page = await tx.sitePage.findUnique({ where: { conferenceId_key: { conferenceId, key: p.key } } });
    const from = zhOf(before.languageType, p.titleZh, p.titleEn);
    const to = zhOf(after.languageType, p.titleZh, p.titleEn);
    const data =
      page &&
      changes(page as unknown as Record<string, string>, [
        ["titleZh", from, to],
        ["draftTitleZh", from, to],
      ]);
    if (page && data && Object.keys(data).length) await tx.sitePage.update({ where: { id: page.id }, data });
  }
  for (const m of FIXED_MENU) {
    const from = zhOf(before.languageType, m.titleZh, m.titleEn);
    await tx.menu.updateMany({
      where: { conferenceId, key: m.key, fixed: true, titleZh: from },
      data: { titleZh: zhOf(after.languageType, m.titleZh, m.titleEn) },
    });
  }
}
