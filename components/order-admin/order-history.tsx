import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { Sub } from "@/components/ui/dense-table";

export type HistoryRow = { id: number; at: string; actor: { name: string; email: string } | null; change: string; reason: string };

// From 600 px four columns; on a phone two: the change with its time and who made it, and the reason.
const WIDE = { display: { xs: "none", sm: "table-cell" } } as const;
const NARROW = { display: { xs: "block", sm: "none" } } as const;

/** Every recorded change of the order: when (conference time), who, from → to, why. */
export async function OrderHistory({ rows }: { rows: HistoryRow[] }) {
  const t = await getTranslations("orderAdmin.detail");
  if (!rows.length) return <Typography color="text.secondary">{t("noHistory")}</Typography>;
  const who = (r: HistoryRow) =>
    r.actor ? (
      <>
        {r.actor.name || r.actor.email}
        {r.actor.name && <Sub>{r.actor.email}</Sub>}
      </>
    ) : (
      t("system")
    );
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" data-testid="order-history" sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 }, verticalAlign: "top" } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE}>{t("when")}</TableCell>
            <TableCell>{t("change")}</TableCell>
            <TableCell sx={WIDE}>{t("who")}</TableCell>
            <TableCell>{t("reason")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="history-row">
              <TableCell sx={{ ...WIDE, whiteSpace: "nowrap" }}>{r.at}</TableCell>
              <TableCell>
                <Box component="span" sx={NARROW}>
                  <Sub>{r.at}</Sub>
                </Box>
                <span data-testid="history-change">{r.change}</span>
                <Box component="span" sx={{ ...NARROW, overflowWrap: "anywhere" }}>
                  <Sub>{who(r)}</Sub>
                </Box>
              </TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: "anywhere" }} data-testid="history-actor">
                {who(r)}
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
