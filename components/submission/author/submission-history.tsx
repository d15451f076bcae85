"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import type { HistoryEntry, RevisionEntry } from "@/lib/submission/author/queries";
import { SubmissionStatusChip } from "./status-chip";

/** The versions the author sent and every status change, with the organisers' reasons for their decisions. */
export function SubmissionHistory({ revisions, history }: { revisions: RevisionEntry[]; history: HistoryEntry[] }) {
  const t = useTranslations("submission.history");
  const ts = useTranslations("submission.status");
  return (
    <Stack spacing={2} data-testid="submission-history">
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {t("versions")}
        </Typography>
        <List dense disablePadding>
          {[...revisions].reverse().map((r) => (
            <ListItem key={r.version} disableGutters data-testid={`revision-${r.version}`} sx={{ gap: 1, flexWrap: "wrap" }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {t("version", { n: r.version })}
              </Typography>
              {r.current && <Chip size="small" variant="outlined" label={t("current")} />}
              <Typography variant="body2" color="text.secondary">
                {t("sentAt", { time: r.sentAt })}
              </Typography>
              <SubmissionStatusChip status={r.status} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {t("changes")}
        </Typography>
        <List dense disablePadding>
          {[...history].reverse().map((h, i) => (
            <ListItem key={i} disableGutters sx={{ display: "block" }} data-testid="history-entry">
              <Typography variant="body2">
                <Box component="span" sx={{ color: "text.secondary", mr: 1 }}>
                  {h.at}
                </Box>
                {h.from ? t("moved", { from: ts(h.from), to: ts(h.to) }) : t("created", { to: ts(h.to) })}
              </Typography>
              {h.reason && (
                <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", pl: 1.5, borderLeft: 3, borderColor: "divider", mt: 0.5 }}>
                  {h.reason}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
