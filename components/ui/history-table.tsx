import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Sub } from "./dense-table";

// Every status history (a conference's publication, an order, a submission): when, from → to,
// who, why. From 600 px four columns; on a phone two — the change with its time and who made it
// under it, and the reason — so nothing is squeezed or hidden at 390 px. Callers translate.

export type HistoryLine = { id: number | string; at: ReactNode; change: ReactNode; who: ReactNode; reason: ReactNode };
export type HistoryLabels = { when: string; change: string; who: string; reason: string; empty: string };

const WIDE = { display: { xs: "none", sm: "table-cell" } } as const;
const NARROW = { display: { xs: "block", sm: "none" } } as const;

export function HistoryTable({ rows, labels, testId = "history" }: { rows: HistoryLine[]; labels: HistoryLabels; testId?: string }) {
  if (!rows.length)
    return (
      <Typography color="text.secondary" data-testid="history-empty">
        {labels.empty}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: "auto", width: "100%" }}>
      <Table size="small" data-testid={testId} sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 }, verticalAlign: "top" } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE}>{labels.when}</TableCell>
            <TableCell>{labels.change}</TableCell>
            <TableCell sx={WIDE}>{labels.who}</TableCell>
            <TableCell>{labels.reason}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="history-row">
              <TableCell sx={{ ...WIDE, whiteSpace: "nowrap" }}>{r.at}</TableCell>
              {/* on a phone this cell also carries the time and author: it must not be squeezed by a long reason */}
              <TableCell sx={{ width: { xs: "45%", sm: "auto" } }}>
                <Box component="span" sx={NARROW}>
                  <Sub>{r.at}</Sub>
                </Box>
                <span data-testid="history-change">{r.change}</span>
                <Box component="span" sx={{ ...NARROW, overflowWrap: "anywhere" }}>
                  <Sub>{r.who}</Sub>
                </Box>
              </TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: "anywhere" }} data-testid="history-actor">
                {r.who}
              </TableCell>
              <TableCell sx={{ overflowWrap: "anywhere", minWidth: 100 }} data-testid="history-reason">
                {r.reason}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
