import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { getTranslations } from "next-intl/server";
import type { PayStatus } from "@/lib/generated/prisma/enums";
import { CancelReservation, type CancelTarget } from "./cancel-reservation";
import { PayChip } from "./pay-chip";
import { DenseTable, HeadCell, Sub } from "@/components/ui/dense-table";

/** One reservation as the list shows it, every value already formatted for the reader. */
export type ReservationView = {
  id: number;
  orderId: number | null;
  orderNo: string;
  name: string;
  email: string;
  unit: string;
  phone: string;
  hotel: string;
  roomType: string;
  stay: string;
  nightsRooms: string;
  specialRequirements: string;
  total: string;
  paid: string;
  payStatus: PayStatus;
  statusLabel: string;
  cancelled: boolean;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string;
  /** null: nothing to cancel (cancelled already, or its order cannot be cancelled now) */
  cancel: CancelTarget | null;
};

/** Read out, not shown: the action column needs a name, not a visible header ("1px": sx reads 1 as 100 %). */
const SR_ONLY = { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;

export const OrderLink = ({ r, testId }: { r: ReservationView; testId: string }) =>
  r.orderId ? (
    <Link href={`/platform/manage/order/${r.orderId}`} data-testid={testId}>
      {r.orderNo}
    </Link>
  ) : null;

// Fourteen facts per reservation beside the menu at 1366 px: related ones share a column (booker
// with contact, hotel with room type, stay with nights and rooms, amount with paid and status, order
// with its times), so nothing scrolls sideways. Below 1200 px the page shows ReservationCards.
export async function ReservationTable({ rows }: { rows: ReservationView[] }) {
  const t = await getTranslations("hotel.manage.columns");
  return (
    <DenseTable testId="hotel-table" scroll>
      <TableHead>
        <TableRow>
          <HeadCell main={t("booker")} sub={`${t("email")} / ${t("unit")} / ${t("phone")}`} />
          <HeadCell main={t("hotel")} sub={t("roomType")} />
          <HeadCell main={t("stay")} sub={`${t("days")} × ${t("rooms")}`} />
          <HeadCell main={t("specialRequirements")} />
          <HeadCell main={t("totalPayable")} sub={`${t("paid")} / ${t("payStatus")}`} />
          <HeadCell main={t("orderNo")} sub={`${t("createdAt")} / ${t("updatedAt")}`} />
          <TableCell>
            <Box component="span" sx={SR_ONLY}>
              {t("actions")}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow
            key={r.id}
            data-testid="hotel-row"
            data-email={r.email}
            data-cancelled={r.cancelled}
            hover
            sx={r.cancelled ? { color: "text.secondary" } : undefined}
          >
            <TableCell sx={{ overflowWrap: "anywhere", color: "inherit" }}>
              {r.name}
              <Sub>{r.email}</Sub>
              <Sub>{[r.unit, r.phone].filter(Boolean).join(" · ")}</Sub>
            </TableCell>
            <TableCell sx={{ overflowWrap: "anywhere", color: "inherit" }}>
              {r.hotel}
              <Sub>{r.roomType}</Sub>
            </TableCell>
            <TableCell sx={{ whiteSpace: "nowrap", color: "inherit" }} data-testid="hotel-stay">
              {r.stay}
              <Sub>{r.nightsRooms}</Sub>
            </TableCell>
            <TableCell sx={{ overflowWrap: "anywhere", maxWidth: 200, color: "inherit" }}>{r.specialRequirements}</TableCell>
            <TableCell sx={{ whiteSpace: "nowrap", color: "inherit" }} data-testid="hotel-amount">
              {r.total}
              <Sub>{r.paid}</Sub>
              <PayChip status={r.payStatus} label={r.statusLabel} cancelled={r.cancelled} testId="hotel-status" />
            </TableCell>
            <TableCell sx={{ whiteSpace: "nowrap", color: "inherit" }}>
              <OrderLink r={r} testId="hotel-order-link" />
              <Sub>{r.createdAt}</Sub>
              <Sub>{r.cancelled ? r.cancelledAt : r.updatedAt}</Sub>
            </TableCell>
            <TableCell align="right">
              <CancelReservation target={r.cancel} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </DenseTable>
  );
}
