"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import InputAdornment from "@mui/material/InputAdornment";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { FormSwitch } from "@/components/ui/form/form-switch";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { Section } from "@/components/ui/section";
import { savePaymentSettingsAction } from "@/lib/payments/actions";
import type { PaymentSettingsValues } from "@/lib/payments/queries";
import { PAYMENT_PLANS, ZPaymentSettingsInput } from "@/lib/payments/schemas";

/** SPEC §3 payment plan, "orders can be combined" and the unpaid order's deadline. */
export function GeneralSettingsForm({ initial }: { initial: PaymentSettingsValues }) {
  const t = useTranslations("paySettings.general");
  const { form, submit, message, setMessage } = useActionForm(ZPaymentSettingsInput, savePaymentSettingsAction, {
    ...initial,
    payWithinHours: String(initial.payWithinHours) as never,
  });
  const { control, formState } = form;
  const onSave = submit((saved) => {
    form.reset({ ...saved, payWithinHours: String(saved.payWithinHours) as never });
    setMessage({ kind: "success", text: t("saved") });
  });

  return (
    <Section title={t("title")} testId="pay-general">
      <Box component="form" noValidate onSubmit={onSave} data-testid="pay-general-form">
        <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, alignItems: "start" }}>
          <Controller
            name="plan"
            control={control}
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend">{t("plan")}</FormLabel>
                <RadioGroup value={field.value} onChange={(e) => field.onChange(e.target.value)} name={field.name}>
                  {PAYMENT_PLANS.map((plan) => (
                    <Box key={plan}>
                      <FormControlLabel
                        value={plan}
                        control={<Radio slotProps={{ input: { "data-testid": `field-plan-${plan}` } as object }} />}
                        label={t(`plan${plan}`)}
                      />
                      <FormHelperText sx={{ mt: -0.75, ml: 4 }}>{t(`plan${plan}Help`)}</FormHelperText>
                    </Box>
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          <Box sx={{ display: "grid", gap: 2 }}>
            <FormSwitch control={control} name="combineOrders" label={t("combineOrders")} helperText={t("combineOrdersHelp")} />
            <FormTextField
              control={control}
              name="payWithinHours"
              label={t("payWithinHours")}
              required
              helperText={t("payWithinHoursHelp")}
              sx={{ maxWidth: 360 }}
              slotProps={{ htmlInput: { inputMode: "numeric" }, input: { endAdornment: <InputAdornment position="end">{t("hours")}</InputAdornment> } }}
            />
          </Box>
        </Box>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 2 }} data-testid="pay-general-save">
          {t("save")}
        </Button>
        {message && (
          <Alert severity={message.kind} sx={{ mt: 2 }} data-testid="pay-general-message" role={message.kind === "error" ? "alert" : "status"}>
            {message.text}
          </Alert>
        )}
      </Box>
    </Section>
  );
}
