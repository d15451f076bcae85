"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { RichTextEditor } from "@/components/mail/rich-text-editor";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { saveRegisterSettingsAction } from "@/lib/registration/manage-actions";
import { REGISTER_RULES, ZRegisterSettings, type TRegisterSettings } from "@/lib/registration/schemas";

/** §3 registration settings; validation: start not after end, registerNum a positive integer. */
export function RegisterSettingsForm({ initial }: { initial: TRegisterSettings }) {
  const t = useTranslations("registration.config");
  const { form, submit, message, setMessage } = useActionForm(ZRegisterSettings, saveRegisterSettingsAction, initial);
  const c = form.control;
  const toggle = (name: "registerFlag" | "costsSet" | "allowAccountCreation") => (
    <Controller name={name} control={c} render={({ field }) => <FormControlLabel label={t(name)} control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { "data-testid": `set-${name}` } as never }} />} />} />
  );
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit(() => setMessage({ kind: "success", text: t("saved") }))} data-testid="register-settings">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {toggle("registerFlag")}
        {toggle("costsSet")}
        {toggle("allowAccountCreation")}
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField name="registerNum" control={c} label={t("registerNum")} type="number" fullWidth />
        <FormTextField name="registerRule" control={c} label={t("registerRule")} select fullWidth>
          {REGISTER_RULES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`rule_${r}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField name="registerStartDate" control={c} label={t("registerStartDate")} type="date" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField name="registerEndDate" control={c} label={t("registerEndDate")} type="date" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      {(["registerInstructionsZh", "registerInstructionsEn"] as const).map((name) => (
        <Controller
          key={name}
          name={name}
          control={c}
          render={({ field, fieldState }) => (
            <RichTextEditor value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} label={t(name === "registerInstructionsZh" ? "instructionsZh" : "instructionsEn")} testId={`set-${name}`} />
          )}
        />
      ))}
      <FormTextField name="descriptionZh" control={c} label={t("descriptionZh")} multiline minRows={2} fullWidth />
      <FormTextField name="descriptionEn" control={c} label={t("descriptionEn")} multiline minRows={2} fullWidth />
      {message && <Alert severity={message.kind} data-testid="settings-message">{message.text}</Alert>}
      <div>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting} data-testid="settings-save">
          {t("save")}
        </Button>
      </div>
    </Stack>
  );
}
