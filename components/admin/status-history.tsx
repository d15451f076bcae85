"use client";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { LocalTime, LocalZone } from "./local-time";

export type HistoryRow = { id: number; from: string; to: string; reason: string; at: string; actor: string };

/** Who changed the status, when (in the viewer's time zone), from → to, and why. */
export function StatusHistory({ rows }: { rows: HistoryRow[] }) {
  const t = useTranslations("admin.history");
  const locale = useLocale();
  if (!rows.length) return <Typography color="text.secondary">{t("empty")}</Typography>;
  return (
    <Box sx={{ overflowX: "auto", width: "100%" }}>
      <Typography variant="caption" color="text.secondary">
        {t("zone")} (<LocalZone />)
      </Typography>
      <Table size="small" data-testid="status-history" sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("when")}</TableCell>
            <TableCell>{t("change")}</TableCell>
            <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>{t("who")}</TableCell>
            <TableCell>{t("reason")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="history-row">
              <TableCell sx={{ whiteSpace: { sm: "nowrap" } }}>
                <LocalTime iso={r.at} locale={locale} />
              </TableCell>
              <TableCell data-testid="history-change">
                {r.from} → {r.to}
              </TableCell>
              <TableCell sx={{ display: { xs: "none", sm: "table-cell" }, overflowWrap: "anywhere" }}>{r.actor}</TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }} data-testid="history-reason">
                {r.reason}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
