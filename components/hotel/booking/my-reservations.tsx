"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Section } from "@/components/ui/section";
import { handleSessionExpired } from "@/lib/client/session-expired";
import { cancelHotelOrderAction } from "@/lib/hotel/booking/actions";
import type { MyReservation } from "@/lib/hotel/booking/queries";
import { ReservationCard } from "./reservation-card";

/**
 * "My reservations" on /profile/hotel/order: each stay with its order's status; unpaid ones can be
 * paid or cancelled (after a confirmation; the nights go back to others), paid ones lead to the order.
 */
export function MyReservations({ rows }: { rows: MyReservation[] }) {
  const t = useTranslations("hotel.book");
  const router = useRouter();
  const [cancelling, setCancelling] = useState<MyReservation | null>(null);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  const cancel = (r: MyReservation) =>
    startTransition(async () => {
      setCancelling(null);
      const res = await cancelHotelOrderAction({ orderId: r.order!.id }).catch(() => null);
      if (res && !res.ok && res.status === 401) return handleSessionExpired(res.message);
      setNotice(res?.ok ? { kind: "success", text: t("cancelled", { orderNo: r.order!.orderNo }) } : { kind: "error", text: res?.message ?? "" });
      router.refresh();
    });

  return (
    <Section title={t("mineTitle")} testId="my-reservations">
      {notice && (
        <Alert severity={notice.kind} onClose={() => setNotice(null)} data-testid="reservation-notice">
          {notice.text}
        </Alert>
      )}
      {rows.length ? (
        <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          {rows.map((r) => (
            <ReservationCard key={r.id} row={r} busy={pending} onCancel={() => setCancelling(r)} />
          ))}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: "center", borderStyle: "dashed" }} data-testid="reservations-empty">
          <Typography variant="body2" color="text.secondary">
            {t("mineEmpty")}
          </Typography>
        </Paper>
      )}
      <ConfirmDialog
        open={!!cancelling}
        title={t("cancelTitle")}
        text={t("cancelText", { orderNo: cancelling?.order?.orderNo ?? "" })}
        confirm={t("cancelConfirm")}
        cancel={t("cancelKeep")}
        onConfirm={() => cancelling && cancel(cancelling)}
        onClose={() => setCancelling(null)}
        testId="reservation-cancel-dialog"
      />
    </Section>
  );
}
