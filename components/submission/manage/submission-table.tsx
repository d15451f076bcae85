import Link from "@mui/material/Link";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import { getTranslations } from "next-intl/server";
import { PageCheckbox, RowCheckbox } from "@/components/review/assign/bulk-selection";
import type { SUBMISSION_SORTS } from "@/lib/submission/schemas";
import type { TSubmissionStatus } from "@/lib/submission/status";
import { SubmissionStatusChip } from "./status-chip";
import { DenseTable, Sub } from "@/components/ui/dense-table";

export type SubmissionRowView = {
  id: number;
  code: string;
  title: string;
  theme: string;
  status: TSubmissionStatus;
  statusLabel: string;
  category: string;
  reportType: string;
  corresponding: string;
  correspondingEmail: string;
  country: string;
  submittedAt: string;
  updatedAt: string;
};

export type SortColumn = (typeof SUBMISSION_SORTS)[number];
export type SortState = { sort: SortColumn; order: "asc" | "desc"; link: (col: SortColumn) => string };

export const detailHref = (id: number) => `/platform/submissionManage/submission/detail?id=${id}`;

// Ten facts per submission in the width beside the menu at 1366 px: related ones share a column
// (number with its times, title with its theme, category with report type, author with email).
// Below 1200 px the page shows SubmissionCards instead. `selectable`: a first column of checkboxes
// for the bulk assignment (inside BulkSelection).
export async function SubmissionTable({ rows, sort, selectable = false }: { rows: SubmissionRowView[]; sort: SortState; selectable?: boolean }) {
  const t = await getTranslations("submissionAdmin.columns");
  const label = (col: SortColumn, text: string) => (
    <TableSortLabel
      component="a"
      href={sort.link(col)}
      active={sort.sort === col}
      direction={sort.sort === col ? sort.order : "asc"}
      data-testid={`submission-sort-${col}`}
    >
      {text}
    </TableSortLabel>
  );
  return (
    <DenseTable testId="submission-table">
      <TableHead>
        <TableRow>
          {selectable && (
            <TableCell padding="checkbox" sx={{ verticalAlign: "bottom" }}>
              <PageCheckbox />
            </TableCell>
          )}
          <TableCell sx={{ verticalAlign: "bottom", whiteSpace: "nowrap" }}>
            {label("code", t("code"))}
            <Sub>{label("submittedAt", t("submittedAt"))}</Sub>
            <Sub>{label("updatedAt", t("updatedAt"))}</Sub>
          </TableCell>
          <TableCell sx={{ verticalAlign: "bottom" }}>
            {label("title", t("title"))}
            <Sub>{t("theme")}</Sub>
          </TableCell>
          <TableCell sx={{ verticalAlign: "bottom" }}>{label("status", t("status"))}</TableCell>
          <TableCell sx={{ verticalAlign: "bottom" }}>
            {t("category")}
            <Sub>{t("reportType")}</Sub>
          </TableCell>
          <TableCell sx={{ verticalAlign: "bottom" }}>{t("corresponding")}</TableCell>
          <TableCell sx={{ verticalAlign: "bottom" }}>{t("country")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} hover data-testid="submission-row" data-code={r.code}>
            {selectable && (
              <TableCell padding="checkbox">
                <RowCheckbox id={r.id} code={r.code} />
              </TableCell>
            )}
            <TableCell sx={{ whiteSpace: "nowrap" }}>
              <Link href={detailHref(r.id)} sx={{ fontWeight: 600 }} data-testid="submission-link">
                {r.code || "—"}
              </Link>
              <Sub>{r.submittedAt}</Sub>
              <Sub>{r.updatedAt}</Sub>
            </TableCell>
            <TableCell sx={{ overflowWrap: "anywhere", minWidth: 160 }}>
              {r.title}
              <Sub>{r.theme}</Sub>
            </TableCell>
            <TableCell>
              <SubmissionStatusChip status={r.status} label={r.statusLabel} testId="submission-status" />
            </TableCell>
            <TableCell sx={{ overflowWrap: "anywhere" }}>
              {r.category || "—"}
              <Sub>{r.reportType || "—"}</Sub>
            </TableCell>
            <TableCell sx={{ overflowWrap: "anywhere" }}>
              {r.corresponding || "—"}
              <Sub>{r.correspondingEmail}</Sub>
            </TableCell>
            <TableCell>{r.country || "—"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </DenseTable>
  );
}
