"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { updateReceiptAction } from "@/lib/receipts/actions";
import type { ReceiptView } from "@/lib/receipts/queries";
import { canMoveReceipt, RECEIPT_STATUSES, ZReceiptUpdate, type TReceiptStatus } from "@/lib/receipts/schemas";
import { ReceiptFacts } from "./receipt-facts";
import { ReceiptStatusChip } from "./receipt-status-chip";

/** A request as the list sends it to the browser: money and times already formatted for the reader. */
export type ReceiptRow = Omit<ReceiptView, "orderId" | "amountMinor" | "currency" | "createdAt" | "updatedAt"> & { amount: string; createdAt: string };

/** The request in full and its handling: status forward only, express tracking and bill numbers. */
export function ReceiptDialog({ row, onClose }: { row: ReceiptRow; onClose(): void }) {
  const t = useTranslations("receipts");
  const router = useRouter();
  const titleId = useId();
  const fieldError = useFieldErrorText();
  const phone = useMediaQuery("(max-width:599.95px)");
  const [saved, setSaved] = useState<TReceiptStatus>(row.status);
  const { form, submit, message, setMessage } = useActionForm(ZReceiptUpdate, updateReceiptAction, {
    id: row.id,
    status: row.status,
    expressNo: row.expressNo,
    billNo: row.billNo,
  });
  const status = useWatch({ control: form.control, name: "status" });
  const busy = form.formState.isSubmitting;
  const onSave = submit((r) => {
    setSaved(r.status);
    form.reset({ id: r.id, status: r.status, expressNo: r.expressNo, billNo: r.billNo });
    setMessage({ kind: "success", text: t("manage.saved") });
    router.refresh();
  });
  const facts = [
    { key: "orderNo", label: t("fields.orderNo"), value: row.orderNo },
    { key: "payerEmail", label: t("fields.payerEmail"), value: row.payerEmail },
    { key: "receiptType", label: t("fields.receiptType"), value: t(`receiptType.${row.receiptType as "ordinary"}`) },
    { key: "titleType", label: t("fields.titleType"), value: t(`titleType.${row.titleType}`) },
    { key: "titleName", label: t(row.titleType === "COMPANY" ? "fields.companyName" : "fields.personalName"), value: row.titleName },
    ...(row.titleType === "COMPANY" ? [{ key: "taxpayerNo", label: t("fields.taxpayerNo"), value: row.taxpayerNo }] : []),
    { key: "content", label: t("fields.content"), value: row.content },
    { key: "amount", label: t("fields.amount"), value: row.amount },
    { key: "paymentDate", label: t("fields.paymentDate"), value: row.paymentDate },
    { key: "recipientName", label: t("fields.recipientName"), value: row.recipientName },
    { key: "phone", label: t("fields.phone"), value: row.phone },
    { key: "address", label: t("fields.address"), value: row.address },
    { key: "email", label: t("fields.email"), value: row.email },
    { key: "attendeeNames", label: t("fields.attendeeNames"), value: row.attendeeNames },
    { key: "comment", label: t("fields.comment"), value: row.comment || "—" },
    { key: "createdAt", label: t("fields.createdAt"), value: row.createdAt },
  ];

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId} data-testid="receipt-dialog">
      <Box component="form" noValidate onSubmit={onSave} sx={{ display: "contents" }}>
        <DialogTitle id={titleId} sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          {t("manage.detailTitle", { orderNo: row.orderNo })}
          <ReceiptStatusChip status={saved} label={t(`status.${saved}`)} testId="receipt-dialog-status" />
        </DialogTitle>
        <DialogContent dividers>
          <ReceiptFacts rows={facts} testId="receipt-detail" />
          <Divider sx={{ my: 2.5 }} />
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
            {t("manage.handling")}
          </Typography>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" }, alignItems: "start" }}>
            <Controller
              name="status"
              control={form.control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t("fields.status")}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={!!fieldState.error}
                  helperText={fieldError(fieldState.error?.message) ?? t("help.status")}
                  slotProps={{ htmlInput: { "data-testid": "field-status" } }}
                >
                  {RECEIPT_STATUSES.filter((s) => canMoveReceipt(saved, s)).map((s) => (
                    <MenuItem key={s} value={s} data-testid={`status-option-${s}`}>
                      {t(`status.${s}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormTextField control={form.control} name="expressNo" label={t("fields.expressNo")} fullWidth slotProps={{ htmlInput: { maxLength: 60 } }} />
            <FormTextField
              control={form.control}
              name="billNo"
              label={t("fields.billNo")}
              required={status === "INVOICED"}
              helperText={t("help.billNo")}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
          </Box>
          {message && (
            <Alert severity={message.kind} sx={{ mt: 2 }} role={message.kind === "error" ? "alert" : "status"} data-testid="receipt-dialog-message">
              {message.text}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy} data-testid="receipt-dialog-close">
            {t("manage.close")}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="receipt-dialog-save">
            {t("manage.save")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
