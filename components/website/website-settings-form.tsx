"use client";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { Controller } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { saveWebsiteSettingsAction } from "@/lib/website/actions";
import { ZWebsiteSettings, type TWebsiteSettings } from "@/lib/website/schemas";
import type { WebsiteSettingsView } from "@/lib/website/settings-service";
import { IMAGE_FIELD, SITE_IMAGES } from "@/lib/website/site-image";
import { ColorField } from "./color-field";
import { ImageField } from "./image-field";
import { useUnsavedGuard } from "@/components/ui/use-unsaved-guard";

type TextFieldName = Exclude<keyof TWebsiteSettings, "languageType" | "timeZone" | "primaryColor" | "logoFile" | "bannerFile" | "faviconFile">;

const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } } as const;
const FULL = { gridColumn: { sm: "1 / -1" } } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`website-${id}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`website-${id}`} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([current, "UTC", ...all].filter(Boolean))];
}

/** SPEC §2 /platform/config/website: one form, one save; the images upload at once and are kept on save. */
export function WebsiteSettingsForm({ initial }: { initial: WebsiteSettingsView }) {
  const t = useTranslations("website");
  const text = useFieldErrorText();
  const router = useRouter();
  const { form, submit, message, setMessage } = useActionForm(ZWebsiteSettings, saveWebsiteSettingsAction, initial.values);
  const { control, formState } = form;
  const zones = useMemo(() => timeZones(initial.values.timeZone), [initial.values.timeZone]);
  useUnsavedGuard(formState.isDirty && !formState.isSubmitting, t("unsavedQuestion"));

  const onSave = submit((saved) => {
    form.reset(saved.values);
    setMessage({ kind: "success", text: t("saved") });
    router.refresh(); // the shell (name, colour, logo, favicon) shows the new settings
  });
  const field = (name: TextFieldName, extra: Omit<TextFieldProps, "name"> = {}) => (
    <FormTextField control={control} name={name} label={t(name)} fullWidth {...extra} />
  );
  const date = { type: "date", slotProps: { inputLabel: { shrink: true } } } as const;

  return (
    <Box component="form" noValidate onSubmit={onSave} data-testid="website-form">
      <Stack spacing={3}>
        <Section id="basic" title={t("basicTitle")}>
          <Box sx={GRID}>
            {field("nameZh", { required: true, sx: FULL })}
            {field("nameEn", { sx: FULL })}
            {field("shortName")}
            <Controller
              name="languageType"
              control={control}
              render={({ field: f, fieldState }) => (
                <TextField
                  select
                  label={t("languageType")}
                  value={f.value ?? 3}
                  onChange={(e) => f.onChange(Number(e.target.value))}
                  onBlur={f.onBlur}
                  error={!!fieldState.error}
                  helperText={text(fieldState.error?.message) ?? t("languageTypeHint")}
                  fullWidth
                  slotProps={{ htmlInput: { "data-testid": "field-languageType" } }}
                >
                  <MenuItem value={1}>{t("languageZh")}</MenuItem>
                  <MenuItem value={2}>{t("languageEn")}</MenuItem>
                  <MenuItem value={3}>{t("languageBoth")}</MenuItem>
                </TextField>
              )}
            />
            {field("startDate", date)}
            {field("endDate", date)}
            {field("locationZh")}
            {field("locationEn")}
            <Controller
              name="timeZone"
              control={control}
              render={({ field: f, fieldState }) => (
                <Autocomplete
                  freeSolo
                  autoSelect
                  options={zones}
                  value={(f.value as string) ?? ""}
                  onChange={(_, v) => f.onChange(v ?? "")}
                  onInputChange={(_, v, reason) => reason === "input" && f.onChange(v)}
                  sx={FULL}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t("timeZone")}
                      required
                      onBlur={f.onBlur}
                      error={!!fieldState.error}
                      helperText={text(fieldState.error?.message) ?? t("timeZoneHint")}
                      slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "data-testid": "field-timeZone" } }}
                    />
                  )}
                />
              )}
            />
          </Box>
        </Section>

        <Section id="look" title={t("lookTitle")}>
          <Stack spacing={3}>
            <Controller
              name="primaryColor"
              control={control}
              render={({ field: f, fieldState }) => (
                <ColorField value={(f.value as string) ?? ""} onChange={f.onChange} onBlur={f.onBlur} error={fieldState.error?.message} />
              )}
            />
            {SITE_IMAGES.map((image) => (
              <Controller
                key={image}
                name={IMAGE_FIELD[image]}
                control={control}
                render={({ field: f, fieldState }) => (
                  <ImageField image={image} value={(f.value as string | null) ?? null} onChange={f.onChange} error={text(fieldState.error?.message)} />
                )}
              />
            ))}
          </Stack>
        </Section>

        <Section id="footer" title={t("footerTitle")}>
          <Box sx={GRID}>
            {field("footerZh", { multiline: true, minRows: 2, helperText: t("footerHint") })}
            {field("footerEn", { multiline: true, minRows: 2, helperText: t("footerHint") })}
            {field("contactEmail", { type: "email", autoComplete: "off" })}
            {field("contactPhone", { type: "tel", autoComplete: "off", helperText: t("contactPhoneHint") })}
          </Box>
        </Section>

        <Section id="hosts" title={t("hostsTitle")}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t("hostsHint")}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} data-testid="website-hosts">
            {initial.hosts.map((h) => (
              <Typography component="li" key={h} sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
                {h}
              </Typography>
            ))}
          </Stack>
        </Section>

        <Box sx={{ position: "sticky", bottom: 0, py: 1.5, bgcolor: "background.default", borderTop: 1, borderColor: "divider", zIndex: 1 }}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="website-save">
              {formState.isSubmitting ? t("saving") : t("save")}
            </Button>
            {formState.isDirty && !formState.isSubmitting && (
              <Typography variant="body2" color="text.secondary" data-testid="website-unsaved">
                {t("unsaved")}
              </Typography>
            )}
          </Stack>
          {message && (
            <Alert severity={message.kind} sx={{ mt: 1.5 }} data-testid="website-message" role={message.kind === "error" ? "alert" : "status"}>
              {message.text}
            </Alert>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
