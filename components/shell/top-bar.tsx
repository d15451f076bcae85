"use client";
import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import Link from "next/link";
import { useState, type MouseEvent } from "react";
import { LanguageSwitch } from "./language-switch";

export type ShellLink = { key: string; href: string; label: string; newWindow?: boolean; children?: ShellLink[] };

type Props = {
  brand: string;
  main: ShellLink[];
  account: ShellLink[];
  exitLabel: string | null; // null when nobody is signed in
  exitAction: () => Promise<void>;
  mobile: boolean;
  bilingual: boolean;
  openMenuLabel: string;
};

function linkProps(l: ShellLink) {
  return l.newWindow ? { href: l.href, target: "_blank", rel: "noopener noreferrer" } : { href: l.href };
}

function DesktopItem({ item }: { item: ShellLink }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!item.children?.length) {
    return (
      <Button color="inherit" component={Link} {...linkProps(item)} data-testid={`nav-${item.key}`}>
        {item.label}
      </Button>
    );
  }
  return (
    <>
      <Button color="inherit" onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)} data-testid={`nav-${item.key}`}>
        {item.label}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {item.children.map((c) => (
          <MenuItem key={c.key} component={Link} {...linkProps(c)} onClick={() => setAnchor(null)}>
            {c.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function ExitButton({ label, action, asListItem }: { label: string; action: () => Promise<void>; asListItem?: boolean }) {
  return (
    <form action={action}>
      {asListItem ? (
        <ListItemButton component="button" type="submit" sx={{ width: "100%" }} data-testid="nav-exit">
          <ListItemText primary={label} />
        </ListItemButton>
      ) : (
        <Button color="inherit" type="submit" data-testid="nav-exit">
          {label}
        </Button>
      )}
    </form>
  );
}

/** SPEC §2 top menu: a bar on desktop, a drawer on mobile (chosen by user-agent on the server). */
export function TopBar(p: Props) {
  const [open, setOpen] = useState(false);
  const flat = [...p.main.flatMap((m) => [m, ...(m.children ?? [])]), ...p.account];
  return (
    <AppBar position="sticky" elevation={1} data-testid={p.mobile ? "mobile-bar" : "desktop-bar"}>
      <Toolbar sx={{ gap: 1, flexWrap: p.mobile ? "nowrap" : "wrap" }}>
        {p.mobile && (
          <IconButton color="inherit" edge="start" aria-label={p.openMenuLabel} onClick={() => setOpen(true)} data-testid="open-drawer">
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component={Link} href="/" sx={{ color: "inherit", textDecoration: "none", mr: 2, minWidth: 0, flexGrow: p.mobile ? 1 : 0 }} noWrap>
          {p.brand}
        </Typography>
        {!p.mobile && (
          <Box component="nav" sx={{ display: "flex", flexWrap: "wrap", flexGrow: 1 }} data-testid="main-menu">
            {p.main.map((m) => (
              <DesktopItem key={m.key} item={m} />
            ))}
          </Box>
        )}
        {!p.mobile && (
          <Box sx={{ display: "flex", flexWrap: "wrap" }} data-testid="account-menu">
            {p.account.map((m) => (
              <DesktopItem key={m.key} item={m} />
            ))}
            {p.exitLabel && <ExitButton label={p.exitLabel} action={p.exitAction} />}
          </Box>
        )}
        <LanguageSwitch bilingual={p.bilingual} />
      </Toolbar>
      {p.mobile && (
        <Drawer open={open} onClose={() => setOpen(false)}>
          <List sx={{ width: 260 }} data-testid="drawer-menu" onClick={() => setOpen(false)}>
            {flat.map((m) => (
              <ListItemButton key={m.key} component={Link} {...linkProps(m)} data-testid={`nav-${m.key}`}>
                <ListItemText primary={m.label} />
              </ListItemButton>
            ))}
            {p.exitLabel && <ExitButton label={p.exitLabel} action={p.exitAction} asListItem />}
          </List>
        </Drawer>
      )}
    </AppBar>
  );
}
