"use client";
import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import CloseIcon from "@mui/icons-material/Close";
import LogoutIcon from "@mui/icons-material/Logout";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Typography from "@mui/material/Typography";
import Link from "next/link";
import { useId } from "react";
import { hasMenuIcon, MenuIcon } from "@/components/menus/menu-icon";
import { CountChip } from "./count-chip";
import { linkProps, type ShellLink } from "./shell-link";

type Props = {
  open: boolean;
  onClose: () => void;
  brand: string;
  closeLabel: string;
  main: ShellLink[];
  account: ShellLink[];
  user: { name: string } | null;
  exitLabel: string;
  onExit: () => void;
};

// Every entry is an <li> of a real list (axe "list"/"listitem"): screen readers announce "list, 6 items".
function Entry({ item, inset }: { item: ShellLink; inset?: boolean }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} {...linkProps(item)} data-testid={`nav-${item.key}`} sx={inset ? { pl: 4 } : undefined}>
        {hasMenuIcon(item.icon) && (
          <ListItemIcon sx={{ minWidth: 36 }}>
            <MenuIcon name={item.icon} fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText primary={item.label} />
        <CountChip count={item.badge} label={item.badgeLabel} testId={`nav-badge-${item.key}`} />
      </ListItemButton>
    </ListItem>
  );
}

/** A parent: its own page first when it has one (else its title as a heading), then its sub-entries indented. */
function Group({ item }: { item: ShellLink }) {
  return (
    <ListItem disablePadding sx={{ display: "block" }}>
      <Box role="group" aria-label={item.label} data-testid={`nav-group-${item.key}`}>
        <List disablePadding>
          {item.href ? <Entry item={item} /> : <ListSubheader disableSticky>{item.label}</ListSubheader>}
          {item.children!.map((c) => (
            <Entry key={c.key} item={c} inset />
          ))}
        </List>
      </Box>
    </ListItem>
  );
}

function Who({ name }: { name: string }) {
  return (
    <ListSubheader disableSticky sx={{ display: "flex", alignItems: "center", gap: 1 }}>
      <AccountCircleIcon fontSize="small" />
      {name}
    </ListSubheader>
  );
}

/** The phone's menu (and a narrow desktop window's): the site's name, a close button, then every entry. */
export function MenuDrawer(p: Props) {
  const titleId = useId();
  return (
    <Drawer open={p.open} onClose={p.onClose} slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId } as never }}>
      <Box sx={{ width: 288, maxWidth: "85vw" }} data-testid="drawer-menu">
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, p: 2, pr: 1 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h2"
            sx={{ flexGrow: 1, fontWeight: 600, lineHeight: 1.4, pt: 0.5 }}
            data-testid="drawer-title"
          >
            {p.brand}
          </Typography>
          <IconButton aria-label={p.closeLabel} onClick={p.onClose} data-testid="close-drawer">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        {p.main.length > 0 && (
          <>
            <Box component="nav" onClick={p.onClose}>
              <List>{p.main.map((m) => (m.children?.length ? <Group key={m.key} item={m} /> : <Entry key={m.key} item={m} />))}</List>
            </Box>
            <Divider />
          </>
        )}
        <List onClick={p.onClose} subheader={p.user ? <Who name={p.user.name} /> : undefined}>
          {p.account.map((m) => (
            <Entry key={m.key} item={m} />
          ))}
          {p.user && (
            <ListItem disablePadding>
              <ListItemButton onClick={p.onExit} data-testid="nav-exit">
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <LogoutIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={p.exitLabel} />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
