import Stack from "@mui/material/Stack";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import { getTranslations } from "next-intl/server";
import { Section } from "@/components/ui/section";
import type { ReceiptView } from "@/lib/receipts/queries";
import { RECEIPT_STATUSES } from "@/lib/receipts/schemas";
import { ReceiptFacts } from "./receipt-facts";
import { ReceiptStatusChip } from "./receipt-status-chip";

/** The payer's request after it was made: where it stands, and the numbers once the organisers set them. */
export async function ReceiptState({ receipt, amount, requestedAt }: { receipt: ReceiptView; amount: string; requestedAt: string }) {
  const t = await getTranslations("receipts");
  const pending = t("request.pending");
  const step = RECEIPT_STATUSES.indexOf(receipt.status);
  return (
    <Section title={t("request.stateTitle")} testId="receipt-state">
      <Stepper activeStep={step === RECEIPT_STATUSES.length - 1 ? RECEIPT_STATUSES.length : step + 1} alternativeLabel aria-label={t("fields.status")}>
        {RECEIPT_STATUSES.map((s) => (
          <Step key={s}>
            <StepLabel>{t(`status.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack spacing={2}>
        <ReceiptFacts
          testId="receipt-facts"
          rows={[
            {
              key: "status",
              label: t("fields.status"),
              value: <ReceiptStatusChip status={receipt.status} label={t(`status.${receipt.status}`)} testId="receipt-status" />,
            },
            { key: "billNo", label: t("fields.billNo"), value: receipt.billNo || pending },
            { key: "expressNo", label: t("fields.expressNo"), value: receipt.expressNo || pending },
            { key: "receiptType", label: t("fields.receiptType"), value: t(`receiptType.${receipt.receiptType as "ordinary"}`) },
            { key: "title", label: t(receipt.titleType === "COMPANY" ? "fields.companyName" : "fields.personalName"), value: receipt.titleName },
            ...(receipt.titleType === "COMPANY" ? [{ key: "taxpayerNo", label: t("fields.taxpayerNo"), value: receipt.taxpayerNo }] : []),
            { key: "content", label: t("fields.content"), value: receipt.content },
            { key: "amount", label: t("fields.amount"), value: amount },
            { key: "paymentDate", label: t("fields.paymentDate"), value: receipt.paymentDate },
            { key: "recipient", label: t("fields.recipientName"), value: `${receipt.recipientName} · ${receipt.phone}` },
            { key: "address", label: t("fields.address"), value: receipt.address },
            { key: "email", label: t("fields.email"), value: receipt.email },
            { key: "attendeeNames", label: t("fields.attendeeNames"), value: receipt.attendeeNames },
            ...(receipt.comment ? [{ key: "comment", label: t("fields.comment"), value: receipt.comment }] : []),
            { key: "createdAt", label: t("request.requestedAt"), value: requestedAt },
          ]}
        />
      </Stack>
    </Section>
  );
}
