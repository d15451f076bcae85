import "server-only";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locale";
import { titleOf, type PageRoute } from "@/lib/pages/registry";
import { getAccess } from "@/lib/server/guard";
import { conferenceName } from "@/lib/server/conference-name";

/**
 * A page's title from the route table: `export const generateMetadata = titleMetadata("/profile/order/list");`
 * Written out whole ("<page> - <conference>") rather than left to the layout's template, which
 * Next does not apply to a page in the layout's own segment (the home page).
 */
export function titleMetadata(route: PageRoute) {
  return async function generateMetadata(): Promise<Metadata> {
    const [t, access, locale] = await Promise.all([getTranslations(), getAccess(), getLocale()]);
    const site = access ? conferenceName(access.conference, locale as Locale) : t("common.appName");
    return { title: { absolute: `${t(titleOf(route) as never)} - ${site}` } };
  };
}
