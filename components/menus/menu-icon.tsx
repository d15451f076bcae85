import Article from "@mui/icons-material/Article";
import Campaign from "@mui/icons-material/Campaign";
import Description from "@mui/icons-material/Description";
import Download from "@mui/icons-material/Download";
import Event from "@mui/icons-material/Event";
import Groups from "@mui/icons-material/Groups";
import Help from "@mui/icons-material/Help";
import Home from "@mui/icons-material/Home";
import Hotel from "@mui/icons-material/Hotel";
import Info from "@mui/icons-material/Info";
import Link from "@mui/icons-material/Link";
import Mail from "@mui/icons-material/Mail";
import MenuBook from "@mui/icons-material/MenuBook";
import People from "@mui/icons-material/People";
import Phone from "@mui/icons-material/Phone";
import Photo from "@mui/icons-material/Photo";
import Place from "@mui/icons-material/Place";
import Public from "@mui/icons-material/Public";
import School from "@mui/icons-material/School";
import Star from "@mui/icons-material/Star";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import type { ComponentType } from "react";
import type { MenuIcon as MenuIconName } from "@/lib/menus/schemas";

// The named icons of lib/menus/schemas.ts MENU_ICONS, drawn in the top menu, the drawer and the
// config screen. Unknown names (e.g. from an older configuration) draw nothing.
const ICONS: Record<MenuIconName, ComponentType<SvgIconProps>> = {
  home: Home,
  info: Info,
  event: Event,
  description: Description,
  article: Article,
  menuBook: MenuBook,
  school: School,
  groups: Groups,
  people: People,
  hotel: Hotel,
  place: Place,
  public: Public,
  mail: Mail,
  phone: Phone,
  campaign: Campaign,
  photo: Photo,
  download: Download,
  link: Link,
  help: Help,
  star: Star,
};

export function MenuIcon({ name, ...props }: { name?: string } & SvgIconProps) {
  const Icon = name ? ICONS[name as MenuIconName] : undefined;
  return Icon ? <Icon aria-hidden {...props} /> : null;
}

export function hasMenuIcon(name?: string): boolean {
  return !!name && name in ICONS;
}
