"use client";
import LogoutIcon from "@mui/icons-material/Logout";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Link from "next/link";
import { hasMenuIcon, MenuIcon } from "@/components/menus/menu-icon";
import { CountChip } from "./count-chip";
import type { MenuButton } from "./use-menu-button";
import { linkProps, type ShellLink } from "./shell-link";

// The header's drop-down menus, in a module of their own that loads when one first opens
// (lazy-menu.tsx): MUI's Menu brings its Popover, Modal, focus trap and transitions.

/** A link of a dropdown (or the "More" menu): icon, title, indented when it is a sub-entry. */
function MenuLinkItem({ item, onClick, inset, testId }: { item: ShellLink; onClick(): void; inset?: boolean; testId?: string }) {
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

/** A top-menu entry's sub-entries; a parent that opens a page of its own lists that page first. */
export function SubEntriesMenu({ item, menu: { close, menuProps } }: { item: ShellLink; menu: MenuButton }) {
  const { listLabelledBy, ...menu } = menuProps;
  return (
    <Menu {...menu} slotProps={{ list: { "aria-labelledby": listLabelledBy } }}>
      {item.href && <MenuLinkItem item={item} onClick={close} testId={`nav-${item.key}-self`} />}
      {item.href && <Divider />}
      {(item.children ?? []).map((c) => (
        <MenuLinkItem key={c.key} item={c} onClick={close} />
      ))}
    </Menu>
  );
}

/** The entries that do not fit on the header's row; sub-entries indented. */
export function MoreMenu({ items, menu: { close, menuProps } }: { items: ShellLink[]; menu: MenuButton }) {
  const { listLabelledBy, ...menu } = menuProps;
  return (
    <Menu {...menu} slotProps={{ list: { "aria-labelledby": listLabelledBy } }} data-testid="nav-more-menu">
      {items.flatMap((m) => [
        m.href ? <MenuLinkItem key={m.key} item={m} onClick={close} /> : <ListSubheader key={m.key}>{m.label}</ListSubheader>,
        ...(m.children ?? []).map((c) => <MenuLinkItem key={c.key} item={c} onClick={close} inset />),
      ])}
    </Menu>
  );
}

type AccountProps = { items: ShellLink[]; exitLabel: string; onExit: () => void; exiting: boolean; menu: MenuButton };

/** The account's entries and the exit. */
export function AccountMenuList({ items, exitLabel, onExit, exiting, menu: { close, menuProps } }: AccountProps) {
  const { listLabelledBy, ...menu } = menuProps;
  return (
    <Menu
      {...menu}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ list: { "aria-labelledby": listLabelledBy, dense: false }, paper: { sx: { minWidth: 200 } } }}
      data-testid="account-menu-list"
    >
      {items.map((m) => (
        <MenuItem key={m.key} component={Link} {...linkProps(m)} onClick={close} data-testid={`nav-${m.key}`}>
          {m.label}
          <CountChip count={m.badge} label={m.badgeLabel} testId={`nav-badge-${m.key}`} />
        </MenuItem>
      ))}
      {items.length > 0 && <Divider />}
      <MenuItem
        disabled={exiting}
        onClick={() => {
          close();
          onExit();
        }}
        data-testid="nav-exit"
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{exitLabel}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
