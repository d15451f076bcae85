"use client";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Paper from "@mui/material/Paper";
import Link from "next/link";
import { usePathname } from "next/navigation";

export type AdminNavItem = { key: string; href: string; label: string };

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
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
