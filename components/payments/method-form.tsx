"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import type { Control, FieldValues } from "react-hook-form";
import { FormRichText } from "@/components/ui/form/form-rich-text";
import { FormSwitch } from "@/components/ui/form/form-switch";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { savePaymentMethodAction } from "@/lib/payments/actions";
import type { MethodView } from "@/lib/payments/queries";
import { METHOD_FIELDS, ZPaymentMethodInput, type MethodField } from "@/lib/payments/schemas";
import { CertificateField } from "./certificate-field";
import { SecretField } from "./secret-field";

type Values = Record<string, string | boolean>;
export type DefaultTitles = { zh: string; en: string };

function initialValues(view: MethodView, titles: DefaultTitles): Values {
  const values: Values = {
    method: view.method,
    enabled: view.enabled,
    // a method never saved starts with its usual name, so enabling it takes fewer steps
    titleZh: view.updatedAt ? view.titleZh : titles.zh,
    titleEn: view.updatedAt ? view.titleEn : titles.en,
    noteZh: view.noteZh,
    noteEn: view.noteEn,
  };
  for (const field of METHOD_FIELDS[view.method]) values[field.name] = field.name in view.secretsSet ? "" : (view.values[field.name] ?? "");
  if ("certificate" in view.secretsSet) values.certificateName = "";
  return values;
}

/** One payment method: enabled flag, bilingual title and note, and the method's own fields. */
export function MethodForm({ view, titles, onSaved }: { view: MethodView; titles: DefaultTitles; onSaved(v: MethodView): void }) {
  const t = useTranslations("paySettings");
  const tm = useTranslations("billing.method");
  const { form, submit, message, setMessage } = useActionForm(ZPaymentMethodInput, savePaymentMethodAction, initialValues(view, titles) as never);
  const control = form.control as unknown as Control<FieldValues>;
  const fields = METHOD_FIELDS[view.method];

  const onSave = submit((saved) => {
    onSaved(saved);
    form.reset(initialValues(saved, titles) as never);
    setMessage({ kind: "success", text: t("method.saved", { method: tm(view.method) }) });
  });

  const render = (field: MethodField) => {
    const label = t(`fields.${field.name}` as never);
    const isSet = !!view.secretsSet[field.name];
    switch (field.kind) {
      case "secret":
      case "key":
        return (
          <SecretField
            key={field.name}
            control={control}
            name={field.name}
            label={label}
            isSet={isSet}
            multiline={field.kind === "key"}
            required={field.required}
          />
        );
      case "certificate":
        return (
          <CertificateField
            key={field.name}
            control={control}
            setValue={form.setValue as never}
            label={label}
            storedName={view.values.certificateName ?? ""}
            isSet={isSet}
            required={field.required}
          />
        );
      case "html":
        return (
          <Box key={field.name} sx={{ gridColumn: { sm: "1 / -1" } }}>
            <Typography component="label" variant="body2" color="text.secondary" sx={{ display: "block", mb: 0.5 }}>
              {label} *
            </Typography>
            <FormRichText control={control} name={field.name} label={label} testId={`field-${field.name}`} />
          </Box>
        );
      default:
        return (
          <FormTextField
            key={field.name}
            control={control}
            name={field.name}
            label={label}
            required={field.required}
            fullWidth
            autoComplete="off"
            {...(field.kind === "multiline" ? { multiline: true, minRows: 2, sx: { gridColumn: { sm: "1 / -1" } } } : {})}
          />
        );
    }
  };

  const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;
  return (
    <Box component="form" noValidate onSubmit={onSave} data-testid={`pay-method-form-${view.method}`}>
      <FormSwitch control={control} name="enabled" label={t("method.enable")} helperText={t("method.enableHelp")} />
      <Box sx={{ ...grid, mt: 2 }}>
        <FormTextField control={control} name="titleZh" label={t("method.titleZh")} required fullWidth autoComplete="off" />
        <FormTextField control={control} name="titleEn" label={t("method.titleEn")} required fullWidth autoComplete="off" />
        <FormTextField control={control} name="noteZh" label={t("method.noteZh")} helperText={t("method.noteHelp")} multiline minRows={2} fullWidth />
        <FormTextField control={control} name="noteEn" label={t("method.noteEn")} helperText={t("method.noteHelp")} multiline minRows={2} fullWidth />
      </Box>
      <Divider sx={{ my: 2.5 }}>
        <Typography variant="caption" color="text.secondary">
          {t("method.details")}
        </Typography>
      </Divider>
      <Box sx={grid}>{fields.map(render)}</Box>
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} sx={{ mt: 2.5 }} data-testid={`pay-method-save-${view.method}`}>
        {t("method.save")}
      </Button>
      {message && (
        <Alert severity={message.kind} sx={{ mt: 2 }} data-testid={`pay-method-message-${view.method}`} role={message.kind === "error" ? "alert" : "status"}>
          {message.text}
        </Alert>
      )}
    </Box>
  );
}
