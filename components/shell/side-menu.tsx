"use client";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Paper from "@mui/material/Paper";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { CountChip } from "./count-chip";

/** `badge`: a count shown after the label (the unread notices), hidden at 0; `badgeLabel` says what it counts. */
export type SideMenuGroup = { key: string; title?: string; items: { key: string; href: string; label: string; badge?: number; badgeLabel?: string }[] };

/** The personal-centre and management menus of SPEC §2. */
export function SideMenu({ groups, testId }: { groups: SideMenuGroup[]; testId: string }) {
  const pathname = usePathname();
  return (
    <Paper variant="outlined" component="nav" data-testid={testId}>
      {groups.map((g) => (
        <List key={g.key} dense subheader={g.title ? <ListSubheader>{g.title}</ListSubheader> : undefined}>
          {g.items.map((i) => (
            // Each link in its own <li>: a list holding bare links is no list to a screen reader (axe "list").
            <ListItem key={i.key} disablePadding>
              <ListItemButton component={Link} href={i.href} selected={pathname === i.href || pathname.startsWith(i.href + "/")}>
                <ListItemText primary={i.label} />
                <CountChip count={i.badge} label={i.badgeLabel} testId={`menu-badge-${i.key}`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </Paper>
  );
}
