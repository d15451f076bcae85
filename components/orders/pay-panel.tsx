"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Section } from "@/components/ui/section";
import { handleSessionExpired } from "@/lib/client/session-expired";
import type { PaymentMethodKind } from "@/lib/generated/prisma/enums";
import { declarePaidAction, startPaymentAction } from "@/lib/payments/payer-actions";
import type { PayMethodView } from "@/lib/payments/pay-view";
import { PaymentInstructions } from "./payment-instructions";
import { ProviderForm } from "./provider-form";
import { QrPayment, type QrBill } from "./qr-payment";

type Bill = { billNo: string; method: PaymentMethodKind; amountMinor: number; currency: string };
type Leaving = { title: string; form?: { action: string; fields: Record<string, string> } };

/**
 * Choose a method, then: an offline one shows the bill (its number is the payment reference) with
 * the method's instructions → "I have paid" (optional note) → the result page; an online one goes
 * to the provider (redirect or posted form) or shows WeChat Pay's QR code here.
 */
export function PayPanel({ orderIds, methods, simulatorUrl }: { orderIds: number[]; methods: PayMethodView[]; simulatorUrl: string | null }) {
  const t = useTranslations("orders.pay");
  const tb = useTranslations("billing");
  const router = useRouter();
  const [method, setMethod] = useState<PaymentMethodKind>(methods[0].method);
  const [bill, setBill] = useState<Bill | null>(null);
  const [qr, setQr] = useState<QrBill | null>(null);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const titleOf = (m: PayMethodView) => m.title || tb(`method.${m.method}`);

  const start = () =>
    startTransition(async () => {
      setError(null);
      const r = await startPaymentAction({ orderIds, method });
      if (r.ok) {
        const d = r.data;
        if (d.kind === "offline") return setBill(d);
        const title = titleOf(methods.find((m) => m.method === d.method) ?? methods[0]);
        if (d.checkout.kind === "qr")
          return setQr({ billNo: d.billNo, amountMinor: d.amountMinor, currency: d.currency, codeUrl: d.checkout.codeUrl, qrDataUrl: d.qrDataUrl ?? "" });
        if (d.checkout.kind === "form") return setLeaving({ title, form: { action: d.checkout.action, fields: d.checkout.fields } });
        setLeaving({ title });
        window.location.assign(d.checkout.url);
        return;
      }
      if (r.status === 401) return handleSessionExpired(r.message);
      setError({ text: r.message });
      router.refresh(); // the orders' state may have changed (paid, expired): the page shows it
    });

  const declare = () =>
    startTransition(async () => {
      if (!bill) return;
      setError(null);
      const r = await declarePaidAction({ billNo: bill.billNo, payerNote: note });
      if (r.ok) return router.push(r.data.next);
      if (r.status === 401) return handleSessionExpired(r.message);
      setError({ text: r.fieldErrors?.payerNote ?? r.message, field: r.fieldErrors?.payerNote ? "payerNote" : undefined });
    });

  if (leaving) {
    return (
      <Section title={t("methodTitle")} testId="pay-leaving">
        <Typography role="status">{t("redirecting", { method: leaving.title })}</Typography>
        {leaving.form && <ProviderForm action={leaving.form.action} fields={leaving.form.fields} />}
      </Section>
    );
  }

  if (qr) return <QrPayment bill={qr} simulatorUrl={simulatorUrl} onOtherMethod={() => setQr(null)} />;

  if (!bill) {
    return (
      <Section title={t("methodTitle")} testId="pay-methods">
        <RadioGroup value={method} onChange={(e) => setMethod(e.target.value as PaymentMethodKind)} name="method">
          {methods.map((m) => (
            <Box key={m.method} sx={{ mb: 1 }}>
              <FormControlLabel
                value={m.method}
                control={<Radio slotProps={{ input: { "data-testid": `pay-method-${m.method}` } as object }} />}
                label={<Typography sx={{ fontWeight: 500 }}>{titleOf(m)}</Typography>}
              />
              {m.note && (
                <Typography variant="body2" color="text.secondary" sx={{ ml: 4, whiteSpace: "pre-line" }}>
                  {m.note}
                </Typography>
              )}
              {!m.offline && m.method === method && m.method !== "WECHAT" && (
                <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                  {t("onlineNote", { method: titleOf(m) })}
                </Typography>
              )}
            </Box>
          ))}
        </RadioGroup>
        {error && (
          <Alert severity="error" role="alert" data-testid="pay-error">
            {error.text}
          </Alert>
        )}
        <Box>
          <Button variant="contained" onClick={start} disabled={pending} data-testid="pay-continue">
            {t("continue")}
          </Button>
        </Box>
      </Section>
    );
  }

  const chosen = methods.find((m) => m.method === bill.method) ?? methods[0];
  return (
    <Stack spacing={2.5}>
      <PaymentInstructions method={chosen} title={titleOf(chosen)} bill={bill} />
      <Section title={t("paidTitle")} testId="pay-declare">
        <Typography variant="body2" color="text.secondary">
          {t("paidIntro")}
        </Typography>
        <TextField
          label={t("paidNote")}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
          error={error?.field === "payerNote"}
          helperText={error?.field === "payerNote" ? error.text : t("paidNoteHelp")}
          slotProps={{ htmlInput: { maxLength: 500, "data-testid": "pay-note" } }}
        />
        {error && !error.field && (
          <Alert severity="error" role="alert" data-testid="pay-error">
            {error.text}
          </Alert>
        )}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
          <Button variant="contained" onClick={declare} disabled={pending} data-testid="pay-declare-submit">
            {t("iHavePaid")}
          </Button>
          {methods.length > 1 && (
            <Button onClick={() => setBill(null)} disabled={pending} data-testid="pay-other-method">
              {t("otherMethod")}
            </Button>
          )}
        </Stack>
      </Section>
    </Stack>
  );
}
