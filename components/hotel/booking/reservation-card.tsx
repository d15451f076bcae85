"use client";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Amount } from "@/components/orders/money";
import { STATUS_COLOR } from "@/components/orders/order-status";
import { SETTLED } from "@/lib/orders/status";
import type { MyReservation } from "@/lib/hotel/booking/queries";

/** One reservation: hotel, room type, stay, amount, its order's status, and what may be done with it now. */
export function ReservationCard({ row: r, busy, onCancel }: { row: MyReservation; busy: boolean; onCancel(): void }) {
  const t = useTranslations("hotel.book");
  const tb = useTranslations("billing");
  const o = r.order;
  const reason =
    o?.voidReason && tb.has(`voidReason.${o.voidReason}` as "voidReason.replaced") ? tb(`voidReason.${o.voidReason}` as "voidReason.replaced") : "";
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`reservation-${r.id}`} data-order-id={o?.id} data-cancelled={r.cancelled}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 1 }}>
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              {r.hotel}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {r.roomType}
            </Typography>
          </div>
          {o && (
            <Chip
              size="small"
              color={STATUS_COLOR[o.transactionStatus]}
              label={tb(`status.${o.transactionStatus}`)}
              data-testid={`reservation-status-${r.id}`}
            />
          )}
        </Stack>
        <Typography variant="body2" data-testid={`reservation-stay-${r.id}`}>
          {t("stay", { checkIn: r.checkIn, checkOut: r.checkOut, nights: r.nights, rooms: r.rooms })}
        </Typography>
        <Amount
          minor={r.amountMinor}
          currency={r.currency}
          displayMinor={r.displayAmountMinor}
          displayCurrency={r.displayCurrency}
          testId={`reservation-amount-${r.id}`}
        />
        {o && (
          <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
            {t("orderNo", { orderNo: o.orderNo })} · {t("payStatus", { value: tb(`payStatus.${o.payStatus}`) })}
            {o.payable && o.deadlineAt && (
              <>
                <br />
                {t("payBy", { time: o.deadlineAt })}
              </>
            )}
          </Typography>
        )}
        {r.specialRequirements && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {t("requirements", { text: r.specialRequirements })}
          </Typography>
        )}
        {r.cancelled && (
          <Typography variant="body2" color="text.secondary" data-testid={`reservation-released-${r.id}`}>
            {t("released")} {reason}
          </Typography>
        )}
        {o && (o.payable || (o.cancellable && !r.cancelled) || SETTLED.has(o.transactionStatus)) && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap", pt: 0.5 }}>
            {o.payUrl && (
              <Button component={NextLink} href={o.payUrl} variant="contained" size="small" data-testid={`reservation-pay-${r.id}`}>
                {t("pay")}
              </Button>
            )}
            {o.cancellable && !r.cancelled && (
              <Button size="small" color="warning" disabled={busy} onClick={onCancel} data-testid={`reservation-cancel-${r.id}`}>
                {t("cancel")}
              </Button>
            )}
            {SETTLED.has(o.transactionStatus) && (
              <Button component={NextLink} href="/profile/order/list" size="small" variant="outlined" data-testid={`reservation-order-${r.id}`}>
                {t("viewOrder")}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
