import "server-only";
import { pickLocale } from "@/lib/i18n/pick";
import { listMenuTree } from "@/lib/menus/queries";
import { ZMenuInput, ZMenuReorder, ZMenuUpdate } from "@/lib/menus/schemas";
import { createMenu, deleteMenu, reorderMenus, updateMenu } from "@/lib/menus/service";
import { getSiteMenu } from "@/lib/site/menus";
import { ZLangQuery } from "@/lib/site/schemas";
import type { PublishedMenu } from "@/lib/site/top-menu";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "../types";

// SPEC §3 Menu: the visitor's menu (§7 fixedAndPublish) and the calls of
// /platform/config/menu. Always the host's conference: another conference's id answers 404.

type PublicNode = { id: number; key: string | null; title: string; href: string | null; icon: string; newWindow: boolean; children: PublicNode[] };
const toPublic = (lang: string) => {
  const map = (m: PublishedMenu): PublicNode => ({
    id: m.id,
    key: m.key,
    title: pickLocale(lang, m.titleZh, m.titleEn),
    href: m.href || null,
    icon: m.icon,
    newWindow: m.newWindow,
    children: m.children.map(map),
  });
  return map;
};

const CONFIG = "/conference/menu/config";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const MENUS_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // §7 fixedAndPublish?lang= — the published tree in that language: fixed items with their
  // configured titles, hidden ones (and their children) left out; href null = opens only its children.
  [`GET ${CONFIG}/fixedAndPublish`]: route({
    auth: "public",
    query: ZLangQuery,
    handler: async ({ access, query }) => (await getSiteMenu(access.conference.id)).tree.map(toPublic(query.lang)),
  }),

  // The whole tree with unpublished items, for the config screen → { rows, total }.
  [`GET ${CONFIG}/list`]: route({
    auth: "manager",
    handler: async ({ access }) => {
      const rows = await listMenuTree(access.conference.id);
      const count = (ns: typeof rows): number => ns.reduce((n, m) => n + 1 + count(m.children), 0);
      return { rows, total: count(rows) };
    },
  }),

  [`POST ${CONFIG}/add`]: route({
    auth: "manager",
    body: ZMenuInput,
    handler: async ({ access, body }) => createMenu(access.conference.id, body),
  }),

  // Fixed items: titles, icon, new window and (except exit and management) published; the target
  // of built-in items is left as it is.
  [`PUT ${CONFIG}/update`]: route({
    auth: "manager",
    body: ZMenuUpdate,
    handler: async ({ access, body }) => updateMenu(access.conference.id, body),
  }),

  // SPEC §5: a parent with children is refused ('Has children, delete failed'), so is a fixed item.
  [`DELETE ${CONFIG}/{id}`]: route({
    auth: "manager",
    params: z.object({ id: zId() }),
    handler: async ({ access, params }) => deleteMenu(access.conference.id, params.id),
  }),

  // The new order of one parent's children (parentId null = the top level), all of them.
  [`POST ${CONFIG}/reorder`]: route({
    auth: "manager",
    body: ZMenuReorder,
    handler: async ({ access, body }) => reorderMenus(access.conference.id, body),
  }),
};
