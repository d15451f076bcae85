import Link from "@mui/material/Link";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { getTranslations } from "next-intl/server";
import type { TransactionStatus } from "@/lib/generated/prisma/enums";
import { ExceptionChip, StatusChip } from "./status-chip";
import { DenseTable, HeadCell, Sub } from "@/components/ui/dense-table";

export type OrderTableRow = {
  id: number;
  orderNo: string;
  payerName: string;
  email: string;
  type: string;
  items: string;
  total: string;
  displayTotal: string | null;
  status: TransactionStatus;
  statusLabel: string;
  /** A bill paid that settles nothing (a double charge …), until its refund is recorded. */
  exceptionLabel: string | null;
  payStatus: string;
  available: string;
  method: string;
  createdAt: string;
  deadline: string;
};

/** A second, quieter line in a cell (or a header): what belongs with the first. */
// Eleven facts per order in the width beside the menu at 1366 px: related ones share a column
// (number with its times, total with its method, the three statuses), so nothing scrolls sideways.
// Below 1200 px the page shows OrderCards instead.
export async function OrderTable({ rows }: { rows: OrderTableRow[] }) {
  const t = await getTranslations("orderAdmin.columns");
  return (
    <DenseTable testId="order-table" scroll>
      <TableHead>
        <TableRow>
          <HeadCell main={t("orderNo")} sub={`${t("createdAt")} / ${t("deadline")}`} />
          <HeadCell main={t("payer")} sub={t("email")} />
          <HeadCell main={t("items")} sub={t("type")} />
          <HeadCell main={t("total")} sub={t("method")} />
          <HeadCell main={t("status")} sub={`${t("payStatus")} / ${t("available")}`} />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid="order-row" data-order-no={r.orderNo} hover>
            <TableCell sx={{ whiteSpace: "nowrap" }}>
              <Link href={`/platform/manage/order/${r.id}`} data-testid="order-link">
                {r.orderNo}
              </Link>
              <Sub testId="order-created">{r.createdAt}</Sub>
              <Sub testId="order-deadline">{r.deadline}</Sub>
            </TableCell>
            <TableCell sx={{ overflowWrap: "anywhere" }}>
              {r.payerName}
              <Sub>{r.email}</Sub>
            </TableCell>
            <TableCell sx={{ overflowWrap: "anywhere" }}>
              {r.items}
              <Sub>{r.type}</Sub>
            </TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }} data-testid="order-total">
              {r.total}
              {r.displayTotal && <Sub>{r.displayTotal}</Sub>}
              <Sub>{r.method}</Sub>
            </TableCell>
            <TableCell>
              <StatusChip status={r.status} label={r.statusLabel} testId="order-status" />
              {r.exceptionLabel && <ExceptionChip label={r.exceptionLabel} />}
              <Sub>
                {r.payStatus} / {r.available}
              </Sub>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </DenseTable>
  );
}
