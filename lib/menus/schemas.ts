import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// One schema per input (DESIGN §6.1), shared by the config screen's form, its server actions and
// the gateway. Messages are i18n keys: validation.* and menus.*.

/** The named icons an item may show (components/menus/menu-icon.tsx draws them). */
export const MENU_ICONS = [
  "home",
  "info",
  "event",
  "description",
  "article",
  "menuBook",
  "school",
  "groups",
  "people",
  "hotel",
  "place",
  "public",
  "mail",
  "phone",
  "campaign",
  "photo",
  "download",
  "link",
  "help",
  "star",
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

export const TITLE_MAX = 50;
export const URL_MAX = 500;

/** An external link the menu may open: http(s) with a host, or mailto with an address. */
export function isAllowedUrl(value: string): boolean {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return false;
  }
  if (u.protocol === "mailto:") {
    try {
      return /^[^@\s]+@[^@\s]+$/.test(decodeURIComponent(u.pathname));
    } catch {
      return false; // a broken %-escape: a refusal on the field, not a 500
    }
  }
  return (u.protocol === "http:" || u.protocol === "https:") && !!u.hostname && !/\s/.test(value);
}

/** What an item opens: a page of this conference, an external link, or nothing (a parent). */
export const MENU_TARGETS = ["page", "url", "none"] as const;
export type MenuTarget = (typeof MENU_TARGETS)[number];

const fields = {
  titleZh: z.string().trim().min(1).max(TITLE_MAX),
  titleEn: z.string().trim().max(TITLE_MAX).default(""),
  parentId: zId().nullable().default(null),
  icon: z.enum(["", ...MENU_ICONS]).default(""),
  target: z.enum(MENU_TARGETS).default("none"),
  pageId: zId().nullable().default(null),
  url: z.string().trim().max(URL_MAX).default(""),
  newWindow: z.boolean().default(false),
  published: z.boolean().default(true),
};

type TargetFields = { target: MenuTarget; pageId: number | null; url: string };

// Runs even when other fields failed, so every message shows at once.
function checkTarget(v: TargetFields, ctx: z.RefinementCtx) {
  if (v.target === "page" && v.pageId == null) ctx.addIssue({ code: "custom", message: "menus.pageRequired", path: ["pageId"] });
  if (v.target === "url" && !v.url) ctx.addIssue({ code: "custom", message: "validation.required", path: ["url"] });
  else if (v.target === "url" && !isAllowedUrl(v.url)) ctx.addIssue({ code: "custom", message: "menus.invalidUrl", path: ["url"] });
}

export const ZMenuInput = z.strictObject(fields).superRefine(checkTarget);
export type TMenuInput = z.infer<typeof ZMenuInput>;

export const ZMenuUpdate = z.strictObject({ id: zId(), ...fields }).superRefine(checkTarget);
export type TMenuUpdate = z.infer<typeof ZMenuUpdate>;

export const ZMenuId = z.strictObject({ id: zId() });

/** The new order of one parent's children (null = the top level): all of them, each once. */
export const ZMenuReorder = z.strictObject({ parentId: zId().nullable(), ids: z.array(zId()).min(1).max(500) });
export type TMenuReorder = z.infer<typeof ZMenuReorder>;
