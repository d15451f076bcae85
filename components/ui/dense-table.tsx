import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableCell from "@mui/material/TableCell";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

// The management lists' wide tables (orders, submissions, reviewers, hotel bookings): many facts
// per row beside the menu at 1366 px, related ones sharing a column as a main line and a quieter
// second line. Shown from 1200 px; below it each list shows cards instead.

/** A second, quieter line in a cell (or a header): what belongs with the first. */
export const Sub = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block", overflowWrap: "anywhere" }} data-testid={testId}>
    {children}
  </Typography>
);

/** A header cell with its second line, aligned to the bottom of the header row. */
export const HeadCell = ({ main, sub }: { main: string; sub?: string }) => (
  <TableCell sx={{ verticalAlign: "bottom" }}>
    {main}
    {sub && <Sub>{sub}</Sub>}
  </TableCell>
);

export function DenseTable({ testId, scroll = false, children }: { testId: string; scroll?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: { xs: "none", lg: "block" }, width: "100%", ...(scroll ? { overflowX: "auto" } : {}) }}>
      <Table
        size="small"
        data-testid={testId}
        sx={{ "& .MuiTableCell-root": { px: 1, verticalAlign: "top" }, "& .MuiTableCell-root:first-of-type": { pl: 0 } }}
      >
        {children}
      </Table>
    </Box>
  );
}
