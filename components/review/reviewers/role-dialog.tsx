"use client";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { FormSwitch } from "@/components/ui/form/form-switch";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { setReviewerRoleAction } from "@/lib/review/reviewers/actions";
import { ZReviewerRole } from "@/lib/review/reviewers/schemas";
import { FormDialog } from "@/components/ui/form-dialog";
import { ThemeSelect, type ThemeChoice } from "./theme-select";

/** Reviewer ↔ review chair and the themes they review. */
export function RoleDialog(props: {
  reviewer: { id: number; name: string; chair: boolean; themeIds: number[] };
  themes: ThemeChoice[];
  onClose(): void;
  onDone(): void;
}) {
  const t = useTranslations("reviewerAdmin.form");
  const errorText = useFieldErrorText();
  const r = props.reviewer;
  const { form, submit, message } = useActionForm(ZReviewerRole, setReviewerRoleAction, { id: r.id, chair: r.chair, themeIds: r.themeIds });
  return (
    <FormDialog
      id="reviewer-role"
      title={t("roleTitle", { name: r.name })}
      text={t("roleText")}
      submit={t("save")}
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit(props.onDone)}
      onClose={props.onClose}
    >
      <FormSwitch control={form.control} name="chair" label={t("chair")} helperText={t("chairHelp")} />
      <Controller
        control={form.control}
        name="themeIds"
        render={({ field, fieldState }) => (
          <ThemeSelect themes={props.themes} value={(field.value ?? []) as number[]} error={errorText(fieldState.error?.message)} onChange={field.onChange} />
        )}
      />
    </FormDialog>
  );
}
