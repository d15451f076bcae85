import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PAGE_TITLES, type TitledRoute } from "./page-titles";

/** A page's title from the route table: `export const generateMetadata = titleMetadata("/profile/order/list");` */
export function titleMetadata(route: TitledRoute) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations();
    return { title: t(PAGE_TITLES[route] as never) };
  };
}
