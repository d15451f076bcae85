"use client";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Link from "next/link";
import { hasMenuIcon, MenuIcon } from "@/components/menus/menu-icon";
import { linkProps, type ShellLink } from "./shell-link";
import { useMenuButton } from "./use-menu-button";

// One padding for every top-menu entry, so the gaps between them are even.
export const NAV_BUTTON_SX = { px: 1.5, minWidth: 0, whiteSpace: "nowrap", flexShrink: 0 } as const;

/** The icon before an entry's title, when the organisers chose one. */
export const navIcon = (item: ShellLink) => (hasMenuIcon(item.icon) ? <MenuIcon name={item.icon} /> : undefined);

/** A link of a dropdown (or the "More" menu): icon, title, indented when it is a sub-entry. */
export function MenuLinkItem({ item, onClick, inset, testId }: { item: ShellLink; onClick(): void; inset?: boolean; testId?: string }) {
  return (
    <MenuItem component={Link} {...linkProps(item)} onClick={onClick} data-testid={testId ?? `nav-${item.key}`} sx={inset ? { pl: 4 } : undefined}>
      {hasMenuIcon(item.icon) && (
        <ListItemIcon>
          <MenuIcon name={item.icon} fontSize="small" />
        </ListItemIcon>
      )}
      <ListItemText>{item.label}</ListItemText>
    </MenuItem>
  );
}

/**
 * A top-menu entry: a link, or a button opening its sub-entries (click, Enter/Space or ↓). A
 * parent that opens a page of its own lists that page first, so it stays reachable.
 */
export function NavItem({ item }: { item: ShellLink }) {
  const { close, buttonProps, menuProps } = useMenuButton();
  const { listLabelledBy, ...menu } = menuProps;
  if (!item.children?.length) {
    return (
      <Button color="inherit" component={Link} {...linkProps(item)} startIcon={navIcon(item)} data-testid={`nav-${item.key}`} sx={NAV_BUTTON_SX}>
        {item.label}
      </Button>
    );
  }
  return (
    <>
      <Button color="inherit" {...buttonProps} startIcon={navIcon(item)} endIcon={<ArrowDropDownIcon />} data-testid={`nav-${item.key}`} sx={NAV_BUTTON_SX}>
        {item.label}
      </Button>
      <Menu {...menu} slotProps={{ list: { "aria-labelledby": listLabelledBy } }}>
        {item.href && <MenuLinkItem item={item} onClick={close} testId={`nav-${item.key}-self`} />}
        {item.href && <Divider />}
        {item.children.map((c) => (
          <MenuLinkItem key={c.key} item={c} onClick={close} />
        ))}
      </Menu>
    </>
  );
}
