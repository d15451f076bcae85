"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Controller, useWatch } from "react-hook-form";
import { FormRichText } from "@/components/ui/form/form-rich-text";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { LinkButton } from "@/components/ui/link-button";
import { saveRegisterSettingsAction } from "@/lib/registration/manage-actions";
import { REGISTER_RULES, ZRegisterSettings, type TRegisterSettings } from "@/lib/registration/schemas";

/**
 * §3 registration settings; validation: start not after end, registerNum a positive integer while the limit is on.
 * `paymentOn`: the payment module's switch — while it is off, charging fees asks nobody to pay, and the form says so.
 */
export function RegisterSettingsForm({ initial, paymentOn }: { initial: TRegisterSettings; paymentOn: boolean }) {
  const t = useTranslations("registration.config");
  const td = useTranslations("registration.designer");
  const tm = useTranslations("modules");
  const { form, submit, message, setMessage } = useActionForm(ZRegisterSettings, saveRegisterSettingsAction, initial);
  const c = form.control;
  const limited = useWatch({ control: c, name: "registerFlag" }) === true;
  const charged = useWatch({ control: c, name: "costsSet" }) === true;
  const toggle = (name: "registerFlag" | "costsSet" | "allowAccountCreation") => (
    <Controller
      name={name}
      control={c}
      render={({ field }) => (
        <FormControlLabel
          label={t(name)}
          control={
            <Switch
              checked={!!field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              slotProps={{ input: { "data-testid": `set-${name}` } as never }}
            />
          }
        />
      )}
    />
  );
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit(() => setMessage({ kind: "success", text: t("saved") }))} data-testid="register-settings">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {toggle("registerFlag")}
        {toggle("costsSet")}
        {toggle("allowAccountCreation")}
      </Stack>
      {charged && !paymentOn && (
        <Alert
          severity="warning"
          data-testid="settings-fees-payment-off"
          action={
            <LinkButton href="/platform/config/modules" color="inherit" size="small">
              {tm("openModules")}
            </LinkButton>
          }
        >
          {tm("registerFeesOff")}
        </Alert>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {/* Switched off, the limit is not used: the field is disabled and the schema does not check it. */}
        <FormTextField name="registerNum" control={c} label={t("registerNum")} type="number" fullWidth disabled={!limited} />
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
      {/* Say which editor is which language, and what each text is for. */}
      {(["Zh", "En"] as const).map((lang) => (
        <Box key={lang} component="section" aria-labelledby={`instructions${lang}-label`}>
          <Typography id={`instructions${lang}-label`} variant="subtitle2" component="h3">
            {t(`instructions${lang}`)}
          </Typography>
          <FormHelperText sx={{ mt: 0, mb: 1 }} data-testid={`help-instructions${lang}`}>
            {td(`instructionsHelp${lang}`)}
          </FormHelperText>
          <FormRichText control={c} name={`registerInstructions${lang}`} label={t(`instructions${lang}`)} testId={`set-registerInstructions${lang}`} />
        </Box>
      ))}
      <FormTextField name="descriptionZh" control={c} label={t("descriptionZh")} helperText={td("descriptionHelpZh")} multiline minRows={2} fullWidth />
      <FormTextField name="descriptionEn" control={c} label={t("descriptionEn")} helperText={td("descriptionHelpEn")} multiline minRows={2} fullWidth />
      {message && (
        <Alert severity={message.kind} data-testid="settings-message">
          {message.text}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting} data-testid="settings-save">
          {t("save")}
        </Button>
      </div>
    </Stack>
  );
}
