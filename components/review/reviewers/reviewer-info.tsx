import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { SubmissionStatusChip } from "@/components/submission/manage/status-chip";
import { detailHref } from "@/components/submission/manage/submission-table";
import { Section } from "@/components/ui/section";
import type { TSubmissionStatus } from "@/lib/submission/status";

// manage/reviewer/info/{id}: the assignments with their progress and the declared conflicts, as
// lists that wrap on a phone (each item: number and title, then its state).

type Assignment = { id: number; finished: boolean; started: boolean; submission: { id: number; code: string; title: string; status: TSubmissionStatus } };
type Conflict = { id: number; source: string; note: string; at: string; submission: { id: number; code: string; title: string } };

const item = { display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", py: 1, borderBottom: 1, borderColor: "divider" } as const;

export async function ReviewerAssignments({ rows }: { rows: Assignment[] }) {
  const [t, ts] = await Promise.all([getTranslations("reviewerAdmin.info"), getTranslations("submissionAdmin.status")]);
  const finished = rows.filter((r) => r.finished).length;
  return (
    <Section title={t("assignments", { finished, total: rows.length })} testId="reviewer-assignments">
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("noAssignments")}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {rows.map((a) => (
            <Box component="li" key={a.id} sx={item} data-testid="reviewer-assignment">
              <Link href={detailHref(a.submission.id)} sx={{ fontWeight: 600 }}>
                {a.submission.code || "—"}
              </Link>
              <Typography variant="body2" sx={{ flex: "1 1 200px", minWidth: 0, overflowWrap: "anywhere" }}>
                {a.submission.title}
              </Typography>
              <SubmissionStatusChip status={a.submission.status} label={ts(a.submission.status)} />
              <Chip
                size="small"
                variant="outlined"
                color={a.finished ? "success" : "default"}
                label={t(a.finished ? "reviewFinished" : a.started ? "reviewDraft" : "reviewNotStarted")}
              />
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}

export async function ReviewerConflicts({ rows }: { rows: Conflict[] }) {
  const t = await getTranslations("reviewerAdmin.info");
  return (
    <Section title={t("conflicts")} testId="reviewer-conflicts">
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("noConflicts")}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {rows.map((c) => (
            <Box component="li" key={c.id} sx={item}>
              <Link href={detailHref(c.submission.id)} sx={{ fontWeight: 600 }}>
                {c.submission.code || "—"}
              </Link>
              <Stack sx={{ flex: "1 1 200px", minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                  {c.submission.title}
                </Typography>
                {c.note && (
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                    {c.note}
                  </Typography>
                )}
              </Stack>
              <Chip size="small" variant="outlined" label={t(`source.${c.source}`)} />
              <Typography variant="caption" color="text.secondary">
                {c.at}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
