"use client";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { EditDialog } from "@/components/ui/edit-dialog";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { OrderField } from "@/components/ui/form/order-field";
import { ParentSelect } from "@/components/ui/form/parent-select";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { parentChoices } from "@/components/ui/tree";
import { pickLocale } from "@/lib/i18n/pick";
import { createThemeAction, updateThemeAction } from "@/lib/submission/config/actions";
import type { SubmissionConfigScreen } from "@/lib/submission/config/service";
import { MAX_THEME_DEPTH, ZThemeInput } from "@/lib/submission/schemas";
import type { ThemeNode } from "@/lib/submission/config/theme-service";

type Props = {
  /** null: a new theme (under `parentId`) */
  item: ThemeNode | null;
  parentId: number | null;
  themes: ThemeNode[];
  onSaved(screen: SubmissionConfigScreen): void;
  onClose(): void;
};

/** Add or edit a theme: names in both languages, prefix, order, parent. */
export function ThemeDialog({ item, parentId, themes, onSaved, onClose }: Props) {
  const t = useTranslations("submissionConfig.theme");
  const tc = useTranslations("submissionConfig");
  const locale = useLocale();
  const defaults = {
    nameZh: item?.nameZh ?? "",
    nameEn: item?.nameEn ?? "",
    parentId: item ? item.parentId : parentId,
    prefix: item?.prefix ?? "",
    order: item?.order ?? 0,
  };
  const run = (v: Parameters<typeof createThemeAction>[0]) => (item ? updateThemeAction({ ...v, id: item.id }) : createThemeAction(v));
  const { form, submit, message } = useActionForm(ZThemeInput, run, defaults);
  // No theme that holds submissions becomes a parent (those stay leaves).
  const parents = parentChoices(
    themes,
    item,
    defaults.parentId,
    MAX_THEME_DEPTH,
    (node) => `${node.prefix ? `${node.prefix} · ` : ""}${pickLocale(locale, node.nameZh, node.nameEn)}`,
    (node) => node.submissionCount === 0,
  );

  return (
    <EditDialog
      testId="theme"
      title={item ? t("editTitle") : t("addTitle")}
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit((screen) => onSaved(screen))}
      onClose={onClose}
      cancel={tc("cancel")}
      save={item ? t("save") : t("add")}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={form.control} name="nameZh" label={t("nameZh")} required fullWidth autoFocus />
        <FormTextField control={form.control} name="nameEn" label={t("nameEn")} required fullWidth />
      </Stack>
      <ParentSelect control={form.control} label={t("parent")} none={t("parentNone")} options={parents} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={form.control}
          name="prefix"
          label={t("prefix")}
          helperText={t("prefixHelp")}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 10, spellCheck: false, autoCapitalize: "characters" } }}
        />
        <OrderField control={form.control} label={t("order")} help={t("orderHelp")} />
      </Stack>
    </EditDialog>
  );
}
