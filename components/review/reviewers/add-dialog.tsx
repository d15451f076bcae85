"use client";
import Box from "@mui/material/Box";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { FormSwitch } from "@/components/ui/form/form-switch";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { addReviewerAction } from "@/lib/review/reviewers/actions";
import { ZReviewerInput, NAME_MAX, UNIT_MAX } from "@/lib/review/reviewers/schemas";
import { FormDialog } from "@/components/ui/form-dialog";
import { ThemeSelect, type ThemeChoice } from "./theme-select";

export type Added = { id: number; activated: boolean; mailed: boolean };

/** Add one reviewer by email: an account becomes a reviewer at once, anyone else is invited by mail. */
export function AddDialog({ themes, onClose, onDone }: { themes: ThemeChoice[]; onClose(): void; onDone(r: Added): void }) {
  const t = useTranslations("reviewerAdmin.form");
  const errorText = useFieldErrorText();
  const { form, submit, message } = useActionForm(ZReviewerInput, addReviewerAction, {
    email: "",
    firstName: "",
    lastName: "",
    middleName: "",
    unit: "",
    themeIds: [],
    chair: false,
  });
  const c = form.control;
  const half = { flex: "1 1 180px", minWidth: 0 };
  return (
    <FormDialog
      id="reviewer-add"
      title={t("addTitle")}
      text={t("addText")}
      submit={t("add")}
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit(onDone)}
      onClose={onClose}
    >
      <FormTextField control={c} name="email" type="email" label={t("email")} required fullWidth autoFocus slotProps={{ htmlInput: { maxLength: 254 } }} />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <FormTextField control={c} name="lastName" label={t("lastName")} required sx={half} slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
        <FormTextField control={c} name="firstName" label={t("firstName")} required sx={half} slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
        <FormTextField control={c} name="middleName" label={t("middleName")} sx={half} slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      </Box>
      <FormTextField control={c} name="unit" label={t("unit")} fullWidth slotProps={{ htmlInput: { maxLength: UNIT_MAX } }} />
      <Controller
        control={c}
        name="themeIds"
        render={({ field, fieldState }) => (
          <ThemeSelect themes={themes} value={(field.value ?? []) as number[]} error={errorText(fieldState.error?.message)} onChange={field.onChange} />
        )}
      />
      <FormSwitch control={c} name="chair" label={t("chair")} helperText={t("chairHelp")} />
    </FormDialog>
  );
}
