import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";

export type BillRow = {
  id: number;
  billNo: string;
  method: string;
  amount: string;
  status: string;
  payerNote: string;
  confirmedBy: string;
  note: string;
  createdAt: string;
};

const WIDE = { display: { xs: "none", sm: "table-cell" } } as const;

/** The payment attempts (bills) that cover this order, newest first. */
export async function OrderBills({ rows }: { rows: BillRow[] }) {
  const t = await getTranslations("orderAdmin");
  if (!rows.length) return <Typography color="text.secondary">{t("detail.noBills")}</Typography>;
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" data-testid="order-bills" sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 }, verticalAlign: "top" } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("detail.billNo")}</TableCell>
            <TableCell sx={WIDE}>{t("columns.method")}</TableCell>
            <TableCell sx={{ textAlign: "right" }}>{t("detail.amount")}</TableCell>
            <TableCell>{t("detail.billStatus")}</TableCell>
            <TableCell sx={WIDE}>{t("detail.payerNote")}</TableCell>
            <TableCell sx={WIDE}>{t("detail.confirmedBy")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="order-bill">
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {r.billNo}
                <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
                  {r.createdAt}
                </Typography>
                {r.note && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: "block", whiteSpace: "normal" }}>
                    {r.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={WIDE}>{r.method}</TableCell>
              <TableCell sx={{ textAlign: "right", whiteSpace: "nowrap" }}>{r.amount}</TableCell>
              <TableCell data-testid="order-bill-status">{r.status}</TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: "anywhere" }}>{r.payerNote || "—"}</TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: "anywhere" }}>{r.confirmedBy || "—"}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
