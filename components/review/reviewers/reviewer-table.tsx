import Link from "@mui/material/Link";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { getTranslations } from "next-intl/server";
import { RowActions, type ActionTarget } from "./row-actions";
import { ReviewerStatusChip } from "./status-chip";
import type { ThemeChoice } from "./theme-select";
import { DenseTable, Sub } from "@/components/ui/dense-table";

export type ReviewerView = ActionTarget & {
  unit: string;
  expired: boolean;
  statusLabel: string;
  roleLabel: string;
  themeLabels: string[];
  assigned: number;
  invited: string;
  activatedAt: string;
};

export const infoHref = (id: number) => `/platform/manage/reviewer/info/${id}`;

// From 1200 px: one row per reviewer (person with email, organisation, status, role, themes,
// progress, actions). Below, ReviewerCards.
export async function ReviewerTable({ rows, themes }: { rows: ReviewerView[]; themes: ThemeChoice[] }) {
  const t = await getTranslations("reviewerAdmin.columns");
  return (
    <DenseTable testId="reviewer-table">
      <TableHead>
        <TableRow>
          <TableCell>
            {t("name")}
            <Sub>{t("email")}</Sub>
          </TableCell>
          <TableCell>{t("unit")}</TableCell>
          <TableCell>
            {t("status")}
            <Sub>{t("invited")}</Sub>
          </TableCell>
          <TableCell>{t("role")}</TableCell>
          <TableCell>{t("themes")}</TableCell>
          <TableCell>{t("progress")}</TableCell>
          <TableCell>{t("actions")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} hover data-testid="reviewer-row" data-email={r.email}>
            <TableCell sx={{ minWidth: 160, overflowWrap: "anywhere" }}>
              <Link href={infoHref(r.id)} sx={{ fontWeight: 600 }}>
                {r.name || r.email}
              </Link>
              <Sub>{r.email}</Sub>
            </TableCell>
            <TableCell sx={{ overflowWrap: "anywhere" }}>{r.unit || "—"}</TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>
              <ReviewerStatusChip activated={r.activated} expired={r.expired} label={r.statusLabel} />
              <Sub>{r.activated ? r.activatedAt : r.invited}</Sub>
            </TableCell>
            {/* a two-word role ("评审主席", "Review chair") must not break into a letter column beside long themes */}
            <TableCell data-testid="reviewer-role-label" sx={{ whiteSpace: "nowrap" }}>
              {r.roleLabel}
            </TableCell>
            <TableCell sx={{ overflowWrap: "break-word", minWidth: 120, maxWidth: 240 }}>{r.themeLabels.join("; ") || "—"}</TableCell>
            <TableCell data-testid="reviewer-progress">
              {r.finished}/{r.assigned}
            </TableCell>
            <TableCell sx={{ minWidth: 250 }}>
              <RowActions reviewer={r} themes={themes} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </DenseTable>
  );
}
