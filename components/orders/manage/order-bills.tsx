import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { BillRefundButton, type RefundTarget } from "./bill-refund-button";

export type BillRow = {
  id: number;
  billNo: string;
  method: string;
  amount: string;
  status: string;
  payerNote: string;
  confirmedBy: string;
  /** The provider's (or, offline, the confirming manager's) transaction number. */
  transactionNo: string;
  /** The provider's id of the checkout (PayPal order id …), for looking it up at the provider. */
  providerRef: string;
  /** Why it failed or needs a manager (translated), and whether it is the latter. */
  problem: string;
  attention: boolean;
  note: string;
  /** A bill in exception: "record refund" with what it needs. */
  refund: RefundTarget | null;
  createdAt: string;
};

// From 600 px every column; on a phone the number (with its transaction number), amount and status.
const WIDE = { display: { xs: "none", sm: "table-cell" } } as const;
const NARROW = { display: { xs: "block", sm: "none" } } as const;

/** The payment attempts (bills) that cover this order, newest first. */
export async function OrderBills({ rows }: { rows: BillRow[] }) {
  const t = await getTranslations("orderAdmin");
  if (!rows.length) return <Typography color="text.secondary">{t("detail.noBills")}</Typography>;
  return (
    // Long bill numbers scroll sideways on a phone: keyboard users reach the scroller by Tab.
    <Box sx={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={t("detail.bills")}>
      <Table size="small" data-testid="order-bills" sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 }, verticalAlign: "top" } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("detail.billNo")}</TableCell>
            <TableCell sx={WIDE}>{t("columns.method")}</TableCell>
            <TableCell sx={{ textAlign: "right" }}>{t("detail.amount")}</TableCell>
            <TableCell>{t("detail.billStatus")}</TableCell>
            <TableCell sx={WIDE}>{t("detail.transactionNo")}</TableCell>
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
                {r.transactionNo && (
                  <Typography variant="caption" color="text.secondary" sx={{ ...NARROW, whiteSpace: "normal", overflowWrap: "anywhere" }}>
                    {r.transactionNo}
                  </Typography>
                )}
                {r.note && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: "block", whiteSpace: "normal" }}>
                    {r.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={WIDE}>
                {r.method}
                {r.providerRef && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: "block", overflowWrap: "anywhere" }}
                    data-testid="order-bill-provider-ref"
                  >
                    {t("detail.providerRef", { ref: r.providerRef })}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ textAlign: "right", whiteSpace: "nowrap" }}>{r.amount}</TableCell>
              <TableCell>
                <span data-testid="order-bill-status">{r.status}</span>
                {r.problem && (
                  <Typography variant="caption" color={r.attention ? "error" : "text.secondary"} sx={{ display: "block" }} data-testid="order-bill-problem">
                    {r.problem}
                  </Typography>
                )}
                {r.refund && <BillRefundButton target={r.refund} />}
              </TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: "anywhere" }} data-testid="order-bill-txn">
                {r.transactionNo || "—"}
              </TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: "anywhere" }}>{r.payerNote || "—"}</TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: "anywhere" }}>{r.confirmedBy || "—"}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
