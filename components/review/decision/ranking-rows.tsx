"use client";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { SubmissionStatusChip } from "@/components/submission/manage/status-chip";
import { colonFor, LabelledLine } from "@/components/ui/labelled-line";
import type { TSubmissionStatus } from "@/lib/submission/status";

// The ranked list's rows: a table from 1200 px, one card each below (two side by side from
// 600 px), as the other list screens do. With `selection` each row gets a checkbox for the bulk
// decision.

export type RankingRowView = {
  id: number;
  rank: number;
  code: string;
  title: string;
  theme: string;
  status: TSubmissionStatus;
  statusLabel: string;
  reviews: string;
  average: string;
  spread: string;
  disagreement: boolean;
};

export type Selection = { selected: ReadonlySet<number>; toggle(id: number): void; togglePage(): void } | null;

const href = (id: number) => `/platform/submissionManage/submission/detail?id=${id}`;

function Flag() {
  const t = useTranslations("reviewDecision.ranking");
  return <Chip size="small" color="warning" label={t("disagreement")} data-testid="ranking-disagreement" />;
}

function Pick({ id, code, selection }: { id: number; code: string; selection: NonNullable<Selection> }) {
  const t = useTranslations("reviewDecision.ranking.columns");
  return (
    <Checkbox
      size="small"
      checked={selection.selected.has(id)}
      onChange={() => selection.toggle(id)}
      slotProps={{ input: { "aria-label": `${t("select")} ${code}`, "data-testid": "ranking-select" } as object }}
      sx={{ p: 0.5 }}
    />
  );
}

export function RankingTable({ rows, selection }: { rows: RankingRowView[]; selection: Selection }) {
  const t = useTranslations("reviewDecision.ranking.columns");
  const all = selection && rows.length > 0 && rows.every((r) => selection.selected.has(r.id));
  const some = selection && rows.some((r) => selection.selected.has(r.id));
  return (
    <Box sx={{ display: { xs: "none", lg: "block" }, width: "100%" }}>
      <Table size="small" data-testid="ranking-table" sx={{ "& .MuiTableCell-root": { px: 1, verticalAlign: "top" } }}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={!!all}
                  indeterminate={!all && !!some}
                  onChange={selection.togglePage}
                  slotProps={{ input: { "aria-label": t("selectPage"), "data-testid": "ranking-select-page" } as object }}
                />
              </TableCell>
            )}
            <TableCell>{t("rank")}</TableCell>
            <TableCell>{t("code")}</TableCell>
            <TableCell>{t("title")}</TableCell>
            <TableCell>{t("status")}</TableCell>
            <TableCell>{t("reviews")}</TableCell>
            <TableCell>{t("average")}</TableCell>
            <TableCell>{t("spread")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover data-testid="ranking-row" data-code={r.code} data-id={r.id}>
              {selection && (
                <TableCell padding="checkbox">
                  <Pick id={r.id} code={r.code} selection={selection} />
                </TableCell>
              )}
              <TableCell>{r.rank}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <Link href={href(r.id)} sx={{ fontWeight: 600 }}>
                  {r.code || "—"}
                </Link>
              </TableCell>
              <TableCell sx={{ overflowWrap: "anywhere", minWidth: 200 }}>
                {r.title}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }}>
                  {r.theme}
                </Typography>
              </TableCell>
              <TableCell>
                <SubmissionStatusChip status={r.status} label={r.statusLabel} testId="ranking-status" />
              </TableCell>
              <TableCell data-testid="ranking-reviews">{r.reviews}</TableCell>
              <TableCell data-testid="ranking-average">{r.average}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <span>{r.spread}</span>
                  {r.disagreement && <Flag />}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function RankingCards({ rows, selection }: { rows: RankingRowView[]; selection: Selection }) {
  const t = useTranslations("reviewDecision.ranking.columns");
  const colon = colonFor(useLocale());
  return (
    <Box data-testid="ranking-cards" sx={{ display: { xs: "grid", lg: "none" }, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 1.5 }}>
      {rows.map((r) => (
        <Paper key={r.id} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="ranking-card" data-code={r.code} data-id={r.id}>
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              {selection && <Pick id={r.id} code={r.code} selection={selection} />}
              <Typography variant="body2" color="text.secondary">
                #{r.rank}
              </Typography>
              <Link href={href(r.id)} sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
                {r.code || "—"}
              </Link>
              <SubmissionStatusChip status={r.status} label={r.statusLabel} />
            </Stack>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              {r.title}
            </Typography>
            <LabelledLine label={t("theme")} value={r.theme} colon={colon} />
            <LabelledLine label={t("reviews")} value={r.reviews} colon={colon} />
            <LabelledLine label={t("average")} value={r.average} colon={colon} testId="ranking-card-average" />
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <LabelledLine label={t("spread")} value={r.spread} colon={colon} />
              {r.disagreement && <Flag />}
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
