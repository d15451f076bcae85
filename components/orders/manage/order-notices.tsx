import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { NoticeRow } from "./order-notice-row";
import { Sub } from "@/components/ui/dense-table";

export type NoticeViewRow = {
  id: number;
  at: string;
  billNo: string;
  method: string;
  source: string;
  verified: boolean;
  outcome: string;
  /** The raw result (applied, rejected …) for data-result, and its label with the translated reason. */
  result: string;
  resultLabel: string;
  reason: string;
  amount: string;
  providerTxnNo: string;
  rawBody: string;
  headers: [string, string][];
};

// Beside the menu at 1366 px the content is about 840 px wide: six columns, related facts sharing
// one (time with bill, source with verification, outcome with amount, result with reason). Below
// 1200 px three: the outcome carries time, source and amount (and from 600 px the bill and the
// transaction number), then the result and the raw-message toggle — nothing scrolls sideways.
const WIDE = { display: { xs: "none", lg: "table-cell" } } as const;
const NARROW = { display: { xs: "block", lg: "none" } } as const;
const MIDDLE = { display: { xs: "none", sm: "block", lg: "none" } } as const;
const COLUMNS = 6;
const HIDDEN = {
  position: "absolute",
  width: "1px",
  height: "1px",
  p: 0,
  m: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/** Every message a payment provider sent about this order's bills (and every answer to our queries), newest first. */
export async function OrderNotices({ rows }: { rows: NoticeViewRow[] }) {
  const t = await getTranslations("orderAdmin.notices");
  if (!rows.length) return <Typography color="text.secondary">{t("empty")}</Typography>;
  const checked = (r: NoticeViewRow) => (r.verified ? t("verified") : t("notVerified"));
  const bill = (r: NoticeViewRow) => `${r.billNo || "—"} · ${r.method}`;
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table
        size="small"
        data-testid="order-notices"
        sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 1.5 }, verticalAlign: "top", overflowWrap: "anywhere" } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE}>{t("when")}</TableCell>
            <TableCell sx={WIDE}>{t("source")}</TableCell>
            <TableCell>{t("outcome")}</TableCell>
            <TableCell>{t("result")}</TableCell>
            <TableCell sx={WIDE}>{t("providerTxnNo")}</TableCell>
            <TableCell>
              <Box component="span" sx={HIDDEN}>
                {t("raw")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <NoticeRow key={r.id} result={r.result} rawBody={r.rawBody} headers={r.headers} colSpan={COLUMNS}>
              <TableCell sx={WIDE}>
                <Box component="span" sx={{ whiteSpace: "nowrap" }}>
                  {r.at}
                </Box>
                <Sub>{bill(r)}</Sub>
              </TableCell>
              <TableCell sx={WIDE}>
                {r.source}
                <Sub testId="order-notice-verified">{checked(r)}</Sub>
              </TableCell>
              <TableCell sx={{ minWidth: 90 }}>
                <Box component="span" sx={NARROW}>
                  <Sub>{r.at}</Sub>
                </Box>
                <span data-testid="order-notice-outcome">{r.outcome}</span>
                {r.amount && <Sub testId="order-notice-amount">{r.amount}</Sub>}
                <Box component="span" sx={NARROW}>
                  <Sub>{`${r.source} · ${checked(r)}`}</Sub>
                </Box>
                <Box component="span" sx={MIDDLE}>
                  <Sub>{bill(r)}</Sub>
                  {r.providerTxnNo && <Sub>{r.providerTxnNo}</Sub>}
                </Box>
              </TableCell>
              <TableCell sx={{ minWidth: 90 }}>
                <span data-testid="order-notice-result">{r.resultLabel}</span>
                {r.reason && <Sub testId="order-notice-reason">{r.reason}</Sub>}
              </TableCell>
              <TableCell sx={WIDE} data-testid="order-notice-txn">
                {r.providerTxnNo || "—"}
              </TableCell>
            </NoticeRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
