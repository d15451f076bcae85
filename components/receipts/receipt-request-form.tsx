"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Controller, useWatch } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { Section } from "@/components/ui/section";
import { requestReceiptAction } from "@/lib/receipts/actions";
import type { ReceiptFormDefaults } from "@/lib/receipts/queries";
import { RECEIPT_TYPES, TITLE_TYPES, ZReceiptRequest } from "@/lib/receipts/schemas";

const wide = { gridColumn: { md: "1 / -1" } };

/**
 * SPEC §3/§5 receipt request: every required field says what is missing on that field. Amount and
 * payment date come from the order and cannot be changed (the server uses the order's anyway).
 */
export function ReceiptRequestForm({ defaults, currency }: { defaults: ReceiptFormDefaults; currency: string }) {
  const t = useTranslations("receipts");
  const fieldError = useFieldErrorText();
  const router = useRouter();
  const { form, submit, message } = useActionForm(ZReceiptRequest, requestReceiptAction, defaults);
  const { control, formState } = form;
  const titleType = useWatch({ control, name: "titleType" });
  const company = titleType === "COMPANY";
  const readOnly = { htmlInput: { readOnly: true } };

  return (
    <Section title={t("request.formTitle")} testId="receipt-form-section">
      <Box component="form" noValidate onSubmit={submit(() => router.replace("?submitted=1", { scroll: true }))} data-testid="receipt-form">
        <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, alignItems: "start" }}>
          <Controller
            name="receiptType"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                required
                fullWidth
                label={t("fields.receiptType")}
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={!!fieldState.error}
                helperText={fieldError(fieldState.error?.message)}
                slotProps={{ htmlInput: { "data-testid": "field-receiptType" } }}
              >
                {RECEIPT_TYPES.map((v) => (
                  <MenuItem key={v} value={v}>
                    {t(`receiptType.${v}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField control={control} name="content" label={t("fields.content")} helperText={t("help.content")} required fullWidth />
          <Controller
            name="titleType"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={!!fieldState.error} required sx={wide}>
                <FormLabel component="legend">{t("fields.titleType")}</FormLabel>
                <RadioGroup row value={field.value ?? ""} onChange={(e) => field.onChange(e.target.value)} name={field.name}>
                  {TITLE_TYPES.map((v) => (
                    <FormControlLabel
                      key={v}
                      value={v}
                      label={t(`titleType.${v}`)}
                      control={<Radio slotProps={{ input: { "data-testid": `field-titleType-${v}` } as object }} />}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldError(fieldState.error.message)}</FormHelperText>}
              </FormControl>
            )}
          />
          <FormTextField control={control} name="titleName" label={t(company ? "fields.companyName" : "fields.personalName")} required fullWidth />
          {company ? (
            <FormTextField control={control} name="taxpayerNo" label={t("fields.taxpayerNo")} helperText={t("help.taxpayerNo")} required fullWidth />
          ) : (
            <Box sx={{ display: { xs: "none", md: "block" } }} />
          )}
          <FormTextField control={control} name="recipientName" label={t("fields.recipientName")} required fullWidth autoComplete="name" />
          <FormTextField
            control={control}
            name="phone"
            label={t("fields.phone")}
            helperText={t("help.phone")}
            required
            fullWidth
            type="tel"
            autoComplete="tel"
          />
          <FormTextField control={control} name="address" label={t("fields.address")} required fullWidth autoComplete="street-address" sx={wide} />
          <FormTextField control={control} name="email" label={t("fields.email")} required fullWidth type="email" autoComplete="email" />
          <FormTextField control={control} name="attendeeNames" label={t("fields.attendeeNames")} helperText={t("help.attendeeNames")} required fullWidth />
          <FormTextField
            control={control}
            name="amount"
            label={t("fields.amount")}
            helperText={t("help.amount")}
            required
            fullWidth
            slotProps={{ ...readOnly, input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } }}
          />
          <FormTextField
            control={control}
            name="paymentDate"
            label={t("fields.paymentDate")}
            helperText={t("help.paymentDate")}
            required
            fullWidth
            slotProps={readOnly}
          />
          <FormTextField control={control} name="comment" label={t("fields.comment")} fullWidth multiline minRows={2} sx={wide} />
        </Box>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 3 }} data-testid="receipt-submit">
          {t("request.submit")}
        </Button>
        {message && (
          <Alert severity={message.kind} sx={{ mt: 2 }} role={message.kind === "error" ? "alert" : "status"} data-testid="receipt-form-message">
            {message.text}
          </Alert>
        )}
      </Box>
    </Section>
  );
}
