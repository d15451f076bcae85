"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormGroup from "@mui/material/FormGroup";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { Controller, useWatch } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { Section } from "@/components/ui/section";
import { createConferenceAction } from "@/lib/admin/actions";
import { COMMON_CURRENCIES, LANGUAGE_TYPES } from "@/lib/admin/options";
import { ZConferenceInput, type TConferenceInput } from "@/lib/admin/schemas";
import { MODULES } from "@/lib/server/modules";
import { DEFAULT_MODULES } from "@/lib/modules/catalogue";

type Props = { timeZones: string[]; disciplines: { id: number; title: string }[] };

const DEFAULTS: TConferenceInput = {
  nameZh: "",
  nameEn: "",
  shortName: "",
  startDate: "",
  endDate: "",
  locationZh: "",
  locationEn: "",
  timeZone: "Asia/Shanghai",
  currency: "CNY",
  languageType: "3",
  disciplineId: "0",
  hosts: "",
  creatorMode: "existing",
  creatorEmail: "",
  creatorName: "",
  modules: [...DEFAULT_MODULES],
};

// Two fields side by side on a desktop, one under the other on a phone.
function Pair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>{children}</Box>;
}

/** /admin/conferences/new: one form, one transaction on the server; errors land on their fields. */
export function ConferenceForm({ timeZones, disciplines }: Props) {
  const t = useTranslations("admin.form");
  const tm = useTranslations("modules");
  const router = useRouter();
  const { form, submit, message } = useActionForm(ZConferenceInput, createConferenceAction, DEFAULTS);
  const { control } = form;
  const mode = useWatch({ control, name: "creatorMode" });
  const native = { inputLabel: { shrink: true }, select: { native: true } };
  const onSubmit = submit((r) => router.push(`/admin/conferences/${r.id}?created=${r.creatorCreated ? "invited" : "1"}`));
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="conference-form">
      <Stack spacing={2}>
        {message && (
          <Alert severity={message.kind} data-testid="conference-form-message">
            {message.text}
          </Alert>
        )}
        <Section title={t("basics")}>
          <Pair>
            <FormTextField control={control} name="nameZh" label={t("nameZh")} required fullWidth />
            <FormTextField control={control} name="nameEn" label={t("nameEn")} fullWidth />
          </Pair>
          <Pair>
            <FormTextField control={control} name="shortName" label={t("shortName")} fullWidth />
            <FormTextField control={control} name="languageType" label={t("languageType")} select fullWidth slotProps={native}>
              {LANGUAGE_TYPES.map((l) => (
                <option key={l} value={String(l)}>
                  {t(`language${l}`)}
                </option>
              ))}
            </FormTextField>
          </Pair>
          <Pair>
            <FormTextField
              control={control}
              name="startDate"
              label={t("startDate")}
              type="date"
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField control={control} name="endDate" label={t("endDate")} type="date" required fullWidth slotProps={{ inputLabel: { shrink: true } }} />
          </Pair>
          <Pair>
            <FormTextField control={control} name="locationZh" label={t("locationZh")} fullWidth />
            <FormTextField control={control} name="locationEn" label={t("locationEn")} fullWidth />
          </Pair>
          <Pair>
            <FormTextField control={control} name="timeZone" label={t("timeZone")} select required fullWidth slotProps={native}>
              {timeZones.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </FormTextField>
            <FormTextField control={control} name="currency" label={t("currency")} select required fullWidth slotProps={native}>
              {COMMON_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </FormTextField>
          </Pair>
          <FormTextField control={control} name="disciplineId" label={t("discipline")} select fullWidth slotProps={native}>
            <option value="0">{t("noDiscipline")}</option>
            {disciplines.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.title}
              </option>
            ))}
          </FormTextField>
        </Section>
        <Section title={t("hostsTitle")}>
          <FormTextField control={control} name="hosts" label={t("hosts")} required fullWidth multiline minRows={2} helperText={t("hostsHelp")} />
        </Section>
        <Section title={t("creatorTitle")}>
          <Controller
            control={control}
            name="creatorMode"
            render={({ field }) => (
              <RadioGroup row {...field} aria-label={t("creatorTitle")}>
                <FormControlLabel value="existing" control={<Radio />} label={t("creatorExisting")} data-testid="creator-existing" />
                <FormControlLabel value="new" control={<Radio />} label={t("creatorNew")} data-testid="creator-new" />
              </RadioGroup>
            )}
          />
          <Pair>
            <FormTextField control={control} name="creatorEmail" label={t("creatorEmail")} type="email" required fullWidth />
            {mode === "new" && <FormTextField control={control} name="creatorName" label={t("creatorName")} required fullWidth />}
          </Pair>
          {mode === "new" && (
            <Typography variant="body2" color="text.secondary">
              {t("creatorNewHelp")}
            </Typography>
          )}
        </Section>
        <Section title={tm("adminTitle")} testId="conference-modules">
          <Typography variant="body2" color="text.secondary">
            {tm("adminHelp")}
          </Typography>
          <Controller
            control={control}
            name="modules"
            render={({ field }) => {
              const on = new Set(field.value ?? []);
              return (
                <FormGroup sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }} aria-label={tm("adminTitle")}>
                  {MODULES.map((m) => (
                    <FormControlLabel
                      key={m}
                      label={tm(`names.${m}`)}
                      control={
                        <Checkbox
                          checked={on.has(m)}
                          onChange={(_e, checked) => field.onChange(MODULES.filter((x) => (x === m ? checked : on.has(x))))}
                          data-testid={`create-module-${m}`}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              );
            }}
          />
        </Section>
        <Box>
          <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting} data-testid="conference-submit">
            {t("submit")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
