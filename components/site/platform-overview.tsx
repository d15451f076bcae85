"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";

type Group = { key: string; title: string; items: { key: string; href: string; label: string }[] };

type Props = {
  title: string;
  intro: string;
  /** `color` per status (components/website/status-chip.tsx); `href` opens the publish panel. */
  status: { label: string; published: boolean; color?: "default" | "info" | "error" | "success" | "warning"; href?: string };
  facts: string[];
  groups: Group[];
};

/** /platform: where managers land after sign-in — the state, and the screens they can use today. */
export function PlatformOverview({ title, intro, status, facts, groups }: Props) {
  return (
    <Stack spacing={3} data-testid="platform-overview">
      <PageHeader
        title={title}
        intro={intro}
        action={
          <Box>
            <Chip
              label={status.label}
              color={status.color ?? (status.published ? "success" : "default")}
              variant="outlined"
              data-testid="conference-status"
              {...(status.href ? { component: Link, href: status.href, clickable: true } : {})}
            />
          </Box>
        }
      />
      {facts.map((f) => (
        <Typography key={f} color="text.secondary" data-testid="overview-fact">
          {f}
        </Typography>
      ))}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(auto-fill, minmax(240px, 1fr))" } }}>
        {groups.map((g) => (
          <Paper key={g.key} variant="outlined" component="section" aria-labelledby={`overview-${g.key}`}>
            <Typography id={`overview-${g.key}`} variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
              {g.title}
            </Typography>
            <List dense>
              {g.items.map((i) => (
                <ListItem key={i.key} disablePadding>
                  <ListItemButton component={Link} href={i.href} data-testid={`overview-${i.key}`}>
                    <ListItemText primary={i.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
