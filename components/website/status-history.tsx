"use client";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import type { StatusHistoryRow } from "@/lib/website/publish-service";

/** Who changed the status, when (on the conference's clock), from what to what, and why. */
export function StatusHistory({ rows, timeZone, statusName }: { rows: StatusHistoryRow[]; timeZone: string; statusName: (s: number) => string }) {
  const t = useTranslations("website");
  return (
    <Paper variant="outlined" component="section" aria-labelledby="status-history" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="status-history" variant="h6" component="h2">
        {t("historyTitle")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("historyZone", { zone: timeZone })}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" data-testid="history-empty">
          {t("historyEmpty")}
        </Typography>
      ) : (
        <>
          {/* phones: one block per change, the table's columns do not fit 390 px */}
          <Stack
            component="ul"
            divider={<Divider />}
            sx={{ display: { xs: "flex", sm: "none" }, m: 0, p: 0, listStyle: "none" }}
            data-testid="status-history-list"
          >
            {rows.map((r) => (
              <Box component="li" key={r.id} sx={{ py: 1 }}>
                <Typography sx={{ fontWeight: 500 }}>{t("historyFromTo", { from: statusName(r.from), to: statusName(r.to) })}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                  {r.at} · {r.actor ?? t("historyUnknown")}
                </Typography>
                {r.reason && (
                  <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                    {r.reason}
                  </Typography>
                )}
              </Box>
            ))}
          </Stack>
          <TableContainer component={Box} sx={{ overflowX: "auto", display: { xs: "none", sm: "block" } }}>
            <Table size="small" data-testid="status-history">
              <TableHead>
                <TableRow>
                  <TableCell>{t("historyWhen")}</TableCell>
                  <TableCell>{t("historyChange")}</TableCell>
                  <TableCell>{t("historyWho")}</TableCell>
                  <TableCell>{t("historyReason")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} data-testid="history-row">
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{r.at}</TableCell>
                    <TableCell>{t("historyFromTo", { from: statusName(r.from), to: statusName(r.to) })}</TableCell>
                    <TableCell sx={{ overflowWrap: "anywhere" }}>{r.actor ?? t("historyUnknown")}</TableCell>
                    <TableCell sx={{ overflowWrap: "anywhere" }}>{r.reason || "—"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Paper>
  );
}
