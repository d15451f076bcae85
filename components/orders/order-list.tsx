"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { handleSessionExpired } from "@/lib/client/session-expired";
import { cancelOwnOrderAction } from "@/lib/orders/participant-actions";
import type { OrderView } from "@/lib/orders/order-view";
import { Amount } from "./money";
import { OrderActions } from "./order-actions";
import { OrderItems } from "./order-items";
import { OrderStatus } from "./order-status";

/**
 * SPEC §2 /profile/order/list: every order with its items, both amounts, the three statuses and the
 * deadline; pay, change, cancel (after a confirmation), receipt and confirmation PDF; several
 * payable orders paid together when the conference combines orders. Cards on a phone.
 */
export function OrderList({ orders, combineOrders }: { orders: OrderView[]; combineOrders: boolean }) {
  const t = useTranslations("orders.list");
  const tb = useTranslations("billing");
  const router = useRouter();
  const [selected, setSelected] = useState<number[]>([]);
  const [cancelling, setCancelling] = useState<OrderView | null>(null);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  const payable = orders.filter((o) => o.payable);
  const canCombine = combineOrders && payable.length > 1;
  const picked = orders.filter((o) => selected.includes(o.id));
  const togetherOk = picked.length > 1 && new Set(picked.map((o) => o.currency)).size === 1;
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const cancel = (o: OrderView) =>
    startTransition(async () => {
      setCancelling(null);
      const r = await cancelOwnOrderAction({ orderId: o.id });
      if (!r.ok && r.status === 401) return handleSessionExpired(r.message);
      setNotice(r.ok ? { kind: "success", text: t("cancelled", { orderNo: o.orderNo }) } : { kind: "error", text: r.message });
      setSelected((s) => s.filter((x) => x !== o.id));
      router.refresh();
    });

  const select = (o: OrderView) =>
    canCombine && o.payable ? (
      <Checkbox
        size="small"
        checked={selected.includes(o.id)}
        onChange={() => toggle(o.id)}
        slotProps={{ input: { "aria-label": t("select", { orderNo: o.orderNo }), "data-testid": `order-select-${o.id}` } as object }}
      />
    ) : null;
  const title = (o: OrderView) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500, fontFamily: "monospace" }} data-testid={`order-no-${o.id}`}>
        {o.orderNo}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
        {tb(`orderType.${o.type}`)} · {o.createdAt}
      </Typography>
    </>
  );
  const amount = (o: OrderView) => (
    <Amount minor={o.totalMinor} currency={o.currency} displayMinor={o.displayTotalMinor} displayCurrency={o.displayCurrency} testId={`order-total-${o.id}`} />
  );
  const when = (o: OrderView) =>
    o.paidAt ? (
      <Typography variant="caption" sx={{ display: "block", mt: 0.5 }}>
        {t("paidAt", { time: o.paidAt })}
      </Typography>
    ) : o.deadlineAt && o.payable ? (
      <Typography variant="caption" sx={{ display: "block", mt: 0.5, fontWeight: 500 }} data-testid={`order-deadline-${o.id}`}>
        {t("payBy", { time: o.deadlineAt })}
      </Typography>
    ) : o.deadlineAt && o.available && (o.transactionStatus === "UNPAID" || o.transactionStatus === "PAYMENT_FAILED") ? (
      <Typography variant="caption" color="error" sx={{ display: "block", mt: 0.5 }} data-testid={`order-deadline-${o.id}`}>
        {t("deadlinePassed", { time: o.deadlineAt })}
      </Typography>
    ) : null;

  return (
    <Stack spacing={2}>
      {notice && (
        <Alert severity={notice.kind} onClose={() => setNotice(null)} data-testid="order-notice">
          {notice.text}
        </Alert>
      )}
      {canCombine && (
        <Paper variant="outlined" sx={{ p: 1.5, display: "flex", gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
          <Typography variant="body2" sx={{ flex: "1 1 240px" }}>
            {t("combineHint")}
          </Typography>
          <Button
            variant="contained"
            disabled={!togetherOk || pending}
            onClick={() => router.push(`/profile/order/pay/goto/${picked.map((o) => o.id).join(",")}`)}
            data-testid="order-pay-together"
          >
            {t("payTogether", { count: picked.length })}
          </Button>
          {picked.length > 1 && !togetherOk && (
            <Typography variant="caption" color="error" sx={{ width: "100%" }}>
              {tb("errors.cannotCombine")}
            </Typography>
          )}
        </Paper>
      )}

      {/* desktop: a table */}
      <Paper variant="outlined" sx={{ display: { xs: "none", lg: "block" }, overflowX: "auto" }}>
        <Table size="small" data-testid="order-table">
          <TableHead>
            <TableRow>
              {canCombine && <TableCell padding="checkbox" />}
              <TableCell>{t("order")}</TableCell>
              <TableCell>{t("items")}</TableCell>
              <TableCell>{t("total")}</TableCell>
              <TableCell>{t("status")}</TableCell>
              <TableCell>{t("actions")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((o) => (
              <TableRow key={o.id} data-testid={`order-row-${o.id}`} sx={{ verticalAlign: "top" }}>
                {canCombine && <TableCell padding="checkbox">{select(o)}</TableCell>}
                <TableCell sx={{ whiteSpace: "nowrap" }}>{title(o)}</TableCell>
                <TableCell sx={{ minWidth: 150 }}>
                  <OrderItems order={o} />
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{amount(o)}</TableCell>
                <TableCell sx={{ minWidth: 170 }}>
                  <OrderStatus order={o} />
                  {when(o)}
                </TableCell>
                <TableCell sx={{ minWidth: 130 }}>
                  <OrderActions order={o} disabled={pending} onCancel={() => setCancelling(o)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>

      {/* phones: one card per order */}
      <Stack spacing={1.5} sx={{ display: { xs: "flex", lg: "none" } }} data-testid="order-cards">
        {orders.map((o) => (
          <Paper key={o.id} variant="outlined" sx={{ p: 1.5 }} data-testid={`order-card-${o.id}`}>
            <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
              {select(o)}
              <Box sx={{ flex: 1, minWidth: 0 }}>{title(o)}</Box>
              {amount(o)}
            </Box>
            <Box sx={{ mt: 1 }}>
              <OrderItems order={o} />
            </Box>
            <Box sx={{ mt: 1 }}>
              <OrderStatus order={o} compact />
            </Box>
            {when(o)}
            <Box sx={{ mt: 1 }}>
              <OrderActions order={o} disabled={pending} onCancel={() => setCancelling(o)} row />
            </Box>
          </Paper>
        ))}
      </Stack>

      <ConfirmDialog
        open={!!cancelling}
        title={t("cancelTitle")}
        text={cancelling ? t("cancelText", { orderNo: cancelling.orderNo }) : ""}
        confirm={t("cancelConfirm")}
        cancel={t("cancelKeep")}
        onConfirm={() => cancelling && cancel(cancelling)}
        onClose={() => setCancelling(null)}
        testId="order-cancel-dialog"
      />
    </Stack>
  );
}
