"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import ListItemButton from "@mui/material/ListItemButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { NoticeKind } from "@/lib/generated/prisma/enums";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type MouseEvent } from "react";
import { readNoticesAction } from "@/lib/notices/actions";
import { NoticeKindIcon } from "./notice-kind-icon";

export type NoticeView = { id: number; kind: NoticeKind; headline: string; body: string; href: string; read: boolean; createdAt: string; when: string };

/**
 * /profile/notice's list: one row per notice — its kind, words, time; unread ones shaded, bold and labelled.
 * Opening one marks it read first (the menu's badge follows: the action revalidates /profile), then
 * goes where it leads; without script the link still leads there.
 */
export function NoticeList({ rows, emptyText }: { rows: NoticeView[]; emptyText: string }) {
  const t = useTranslations("notice");
  const router = useRouter();
  const [read, setRead] = useState<ReadonlySet<number>>(new Set());
  if (!rows.length) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: "center" }} data-testid="notice-empty">
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      </Paper>
    );
  }
  const open = async (e: MouseEvent, n: NoticeView) => {
    e.preventDefault();
    if (!n.read && !read.has(n.id)) {
      setRead((s) => new Set(s).add(n.id));
      await readNoticesAction({ ids: [n.id] }).catch(() => null); // still goes on: reading matters more than the mark
    }
    if (n.href) router.push(n.href);
  };
  return (
    <Paper variant="outlined" component="ul" sx={{ listStyle: "none", m: 0, p: 0, overflow: "hidden" }} data-testid="notice-list">
      {rows.map((n, i) => {
        const unread = !n.read && !read.has(n.id);
        const link = n.href ? { component: "a" as const, href: n.href } : {};
        return (
          <Box component="li" key={n.id} sx={{ borderTop: i ? 1 : 0, borderColor: "divider" }}>
            <ListItemButton
              {...link}
              onClick={(e: MouseEvent) => open(e, n)}
              sx={{ alignItems: "flex-start", gap: 1.5, py: 1.5, bgcolor: unread ? "action.hover" : undefined }}
              data-testid="notice-item"
              data-id={n.id}
              data-unread={unread ? "true" : "false"}
            >
              <Box sx={{ mt: 0.25, color: unread ? "primary.main" : "text.secondary" }}>
                <NoticeKindIcon kind={n.kind} />
              </Box>
              <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", columnGap: 1, rowGap: 0.5, alignItems: "center" }}>
                  <Typography variant="caption" color="text.secondary">
                    {t(`kinds.${n.kind}`)}
                  </Typography>
                  {unread && <Chip size="small" color="error" label={t("unread")} sx={{ height: 20 }} data-testid="notice-unread" />}
                  <Typography variant="caption" color="text.secondary" component="time" dateTime={n.createdAt} sx={{ ml: "auto" }} data-testid="notice-time">
                    {n.when}
                  </Typography>
                </Stack>
                <Typography sx={{ fontWeight: unread ? 600 : 400, overflowWrap: "anywhere" }} data-testid="notice-headline">
                  {n.headline}
                </Typography>
                {n.body && (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="notice-body">
                    {n.body}
                  </Typography>
                )}
              </Stack>
            </ListItemButton>
          </Box>
        );
      })}
    </Paper>
  );
}
