import type { SvgIconProps } from "@mui/material/SvgIcon";
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { MenuIcon as MenuIconName } from "@/lib/menus/schemas";

// The named icons of lib/menus/schemas.ts MENU_ICONS, drawn in the top menu, the drawer and the
// config screen. Unknown names (e.g. from an older configuration) draw nothing. Each loads on its
// own when a menu shows it: the header is in every page's first load, and most menus use few or
// none of the twenty.
const ICONS: Record<MenuIconName, ComponentType<SvgIconProps>> = {
  home: dynamic(() => import("@mui/icons-material/Home")),
  info: dynamic(() => import("@mui/icons-material/Info")),
  event: dynamic(() => import("@mui/icons-material/Event")),
  description: dynamic(() => import("@mui/icons-material/Description")),
  article: dynamic(() => import("@mui/icons-material/Article")),
  menuBook: dynamic(() => import("@mui/icons-material/MenuBook")),
  school: dynamic(() => import("@mui/icons-material/School")),
  groups: dynamic(() => import("@mui/icons-material/Groups")),
  people: dynamic(() => import("@mui/icons-material/People")),
  hotel: dynamic(() => import("@mui/icons-material/Hotel")),
  place: dynamic(() => import("@mui/icons-material/Place")),
  public: dynamic(() => import("@mui/icons-material/Public")),
  mail: dynamic(() => import("@mui/icons-material/Mail")),
  phone: dynamic(() => import("@mui/icons-material/Phone")),
  campaign: dynamic(() => import("@mui/icons-material/Campaign")),
  photo: dynamic(() => import("@mui/icons-material/Photo")),
  download: dynamic(() => import("@mui/icons-material/Download")),
  link: dynamic(() => import("@mui/icons-material/Link")),
  help: dynamic(() => import("@mui/icons-material/Help")),
  star: dynamic(() => import("@mui/icons-material/Star")),
};

export function MenuIcon({ name, ...props }: { name?: string } & SvgIconProps) {
  const Icon = name ? ICONS[name as MenuIconName] : undefined;
  return Icon ? <Icon aria-hidden {...props} /> : null;
}

export function hasMenuIcon(name?: string): boolean {
  return !!name && name in ICONS;
}
