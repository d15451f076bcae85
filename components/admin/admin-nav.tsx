"use client";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Paper from "@mui/material/Paper";
import Link from "next/link";
import { usePathname } from "next/navigation";

/** `badge`: a count worth the administrator's attention (publish requests waiting), with its spoken label. */
export type AdminNavItem = { key: string; href: string; label: string; badge?: { count: number; label: string } };

/** The /admin side menu. The list owns the conference details; "new" and "requests" match exactly. */
export function AdminNav({ title, items }: { title: string; items: AdminNavItem[] }) {
  const pathname = usePathname();
  const selected = (href: string) =>
    href === "/admin" ? pathname === "/admin" || (pathname.startsWith("/admin/conferences/") && pathname !== "/admin/conferences/new") : pathname === href;
  return (
    <Paper variant="outlined" component="nav" data-testid="admin-menu">
      <List dense subheader={<ListSubheader>{title}</ListSubheader>}>
        {items.map((i) => (
          <ListItem key={i.key} disablePadding>
            <ListItemButton component={Link} href={i.href} selected={selected(i.href)} data-testid={`admin-nav-${i.key}`}>
              <ListItemText primary={i.label} />
              {i.badge && i.badge.count > 0 && (
                <Chip
                  size="small"
                  color="warning"
                  label={i.badge.count}
                  aria-label={i.badge.label}
                  title={i.badge.label}
                  data-testid={`admin-nav-${i.key}-badge`}
                />
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
