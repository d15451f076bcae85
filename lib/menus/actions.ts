"use server";
import { action } from "@/lib/server/action";
import { getMenuConfig } from "./queries";
import { ZMenuId, ZMenuInput, ZMenuReorder, ZMenuUpdate } from "./schemas";
import { createMenu, deleteMenu, reorderMenus, updateMenu } from "./service";

// Server actions of /platform/config/menu: managers only, always on the conference of the
// request's host. Each answers the fresh tree so the screen shows what was saved.

export const createMenuAction = action({ audience: "manager", schema: ZMenuInput }, async (v, a) => {
  await createMenu(a.conference.id, v);
  return getMenuConfig(a.conference.id);
});
export const updateMenuAction = action({ audience: "manager", schema: ZMenuUpdate }, async (v, a) => {
  await updateMenu(a.conference.id, v);
  return getMenuConfig(a.conference.id);
});
export const deleteMenuAction = action({ audience: "manager", schema: ZMenuId }, async ({ id }, a) => {
  await deleteMenu(a.conference.id, id);
  return getMenuConfig(a.conference.id);
});
export const reorderMenuAction = action({ audience: "manager", schema: ZMenuReorder }, async (v, a) => {
  await reorderMenus(a.conference.id, v);
  return getMenuConfig(a.conference.id);
});
