"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { LinkButton } from "@/components/ui/link-button";
import { updateProfileAction } from "@/lib/accounts/actions";
import { ZProfileInput, type TProfileInput } from "@/lib/accounts/schemas";
import { FormMessage } from "@/components/ui/form-message";

const FIELDS = ["trueName", "lastName", "middleName", "firstName", "unit", "title", "phone"] as const;

/** The profile editor; the country is chosen from the conference's list (codes, named on the server). */
export function ProfileForm({ initial, countries }: { initial: TProfileInput; countries: { value: string; label: string }[] }) {
  const t = useTranslations("accounts");
  const { form, submit, message } = useActionForm(ZProfileInput, updateProfileAction, initial);
  const onSubmit = submit(({ to }) => window.location.assign(to));
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="profile-form">
      <Stack spacing={2}>
        <FormMessage message={message} />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          {FIELDS.map((f) => (
            <FormTextField key={f} control={form.control} name={f} label={t(f)} required={f === "trueName"} fullWidth />
          ))}
          <FormTextField control={form.control} name="country" label={t("country")} select fullWidth>
            <MenuItem value="">{t("notSet")}</MenuItem>
            {countries.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </FormTextField>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} data-testid="profile-submit">
            {t("save")}
          </Button>
          <LinkButton href="/profile/userInfo">{t("cancel")}</LinkButton>
        </Stack>
      </Stack>
    </Box>
  );
}
