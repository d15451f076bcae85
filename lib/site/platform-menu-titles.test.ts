import { describe, expect, it } from "vitest";
import { getTranslator } from "@/lib/i18n/translate";
import { titleOf, type PageRoute } from "@/lib/pages/registry";
import { PLATFORM_MENU, PROFILE_MENU } from "./platform-menu";

// A menu entry (management or personal centre) says what the page it opens is called: the same words as that page's
// title (its heading and the document title), in both languages — "投稿管理" opening a page headed
// "稿件管理" made managers look for the other one.
const title = (href: string) => titleOf(href as PageRoute);

describe("the management menu", () => {
  const items = PLATFORM_MENU.flatMap((g) => g.items);
  for (const locale of ["zh", "en"] as const) {
    it(`labels each entry with its page's title (${locale})`, async () => {
      const t = await getTranslator(locale);
      const got = items.map((i) => [i.href, t(`platform.${i.key}`)]);
      const want = items.map((i) => [i.href, t(title(i.href))]);
      expect(got).toEqual(want);
    });
  }
});

describe("the personal-centre menu", () => {
  for (const locale of ["zh", "en"] as const) {
    it(`labels each entry with its page's title (${locale})`, async () => {
      const t = await getTranslator(locale);
      expect(PROFILE_MENU.map((i) => [i.href, t(`profile.${i.key}`)])).toEqual(PROFILE_MENU.map((i) => [i.href, t(title(i.href))]));
    });
  }
});
