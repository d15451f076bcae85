"use client";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Button from "@mui/material/Button";
import Link from "next/link";
import { hasMenuIcon, MenuIcon } from "@/components/menus/menu-icon";
import { SubEntriesMenu } from "./lazy-menu";
import { linkProps, type ShellLink } from "./shell-link";
import { useMenuButton } from "./use-menu-button";

// One padding for every top-menu entry, so the gaps between them are even.
export const NAV_BUTTON_SX = { px: 1.5, minWidth: 0, whiteSpace: "nowrap", flexShrink: 0 } as const;

/** The icon before an entry's title, when the organisers chose one. */
export const navIcon = (item: ShellLink) => (hasMenuIcon(item.icon) ? <MenuIcon name={item.icon} /> : undefined);

/**
 * A top-menu entry: a link, or a button opening its sub-entries (click, Enter/Space or ↓). A
 * parent that opens a page of its own lists that page first, so it stays reachable.
 */
export function NavItem({ item }: { item: ShellLink }) {
  const menu = useMenuButton();
  if (!item.children?.length) {
    return (
      <Button color="inherit" component={Link} {...linkProps(item)} startIcon={navIcon(item)} data-testid={`nav-${item.key}`} sx={NAV_BUTTON_SX}>
        {item.label}
      </Button>
    );
  }
  return (
    <>
      <Button
        color="inherit"
        {...menu.buttonProps}
        startIcon={navIcon(item)}
        endIcon={<ArrowDropDownIcon />}
        data-testid={`nav-${item.key}`}
        sx={NAV_BUTTON_SX}
      >
        {item.label}
      </Button>
      {menu.opened && <SubEntriesMenu item={item} menu={menu} />}
    </>
  );
}
