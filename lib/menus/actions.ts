"use server";
import { action } from "@/lib/server/action";
import { getMenuConfig } from "./queries";
import { ZMenuId, ZMenuInput, ZMenuReorder, ZMenuUpdate } from "./schemas";
import { createMenu, deleteMenu, reorderMenus, updateMenu } from "./service";

// Server actions of /platform/config/menu: managers only, always on the conference of the
// request's host. Each answers the fresh tree so the screen shows what was saved.

const create = action({ audience: "manager", schema: ZMenuInput }, async (v, a) => {
  await createMenu(a.conference.id, v);
  return getMenuConfig(a.conference.id);
});
const update = action({ audience: "manager", schema: ZMenuUpdate }, async (v, a) => {
  await updateMenu(a.conference.id, v);
  return getMenuConfig(a.conference.id);
});
const remove = action({ audience: "manager", schema: ZMenuId }, async ({ id }, a) => {
  await deleteMenu(a.conference.id, id);
  return getMenuConfig(a.conference.id);
});
const reorder = action({ audience: "manager", schema: ZMenuReorder }, async (v, a) => {
  await reorderMenus(a.conference.id, v);
  return getMenuConfig(a.conference.id);
});

export async function createMenuAction(input: Parameters<typeof create>[0]) {
  return create(input);
}
export async function updateMenuAction(input: Parameters<typeof update>[0]) {
  return update(input);
}
export async function deleteMenuAction(input: Parameters<typeof remove>[0]) {
  return remove(input);
}
export async function reorderMenuAction(input: Parameters<typeof reorder>[0]) {
  return reorder(input);
}
