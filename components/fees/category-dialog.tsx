"use client";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { EditDialog } from "@/components/ui/edit-dialog";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { OrderField } from "@/components/ui/form/order-field";
import { ParentSelect } from "@/components/ui/form/parent-select";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { parentChoices } from "@/components/ui/tree";
import { createCategoryAction, updateCategoryAction } from "@/lib/fees/actions";
import type { CategoryNode, FeeConfig } from "@/lib/fees/queries";
import { MAX_CATEGORY_DEPTH, ZCategoryInput } from "@/lib/fees/schemas";
import { pickLocale } from "@/lib/i18n/pick";

type Props = {
  /** null: a new category (under `parentId`) */
  item: CategoryNode | null;
  parentId: number | null;
  categories: CategoryNode[];
  onSaved(config: FeeConfig): void;
  onClose(): void;
};

/** Add or edit a category: names in both languages, parent, total limit (empty = none), order. */
export function CategoryDialog({ item, parentId, categories, onSaved, onClose }: Props) {
  const t = useTranslations("fees.categories");
  const tf = useTranslations("fees");
  const locale = useLocale();
  const fieldError = useFieldErrorText();
  const defaults = {
    nameZh: item?.nameZh ?? "",
    nameEn: item?.nameEn ?? "",
    parentId: item ? item.parentId : parentId,
    totalLimit: item?.totalLimit ?? null,
    order: item?.order ?? 0,
  };
  const run = (v: Parameters<typeof createCategoryAction>[0]) => (item ? updateCategoryAction({ ...v, id: item.id }) : createCategoryAction(v));
  const { form, submit, message } = useActionForm(ZCategoryInput, run, defaults);
  const parents = parentChoices(categories, item, defaults.parentId, MAX_CATEGORY_DEPTH, (node) => pickLocale(locale, node.nameZh, node.nameEn));

  return (
    <EditDialog
      testId="category"
      title={item ? t("editTitle") : t("addTitle")}
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit((config) => onSaved(config))}
      onClose={onClose}
      cancel={tf("cancel")}
      save={tf("save")}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={form.control} name="nameZh" label={t("nameZh")} required fullWidth />
        <FormTextField control={form.control} name="nameEn" label={t("nameEn")} required fullWidth />
      </Stack>
      <ParentSelect control={form.control} label={t("parent")} none={t("parentNone")} options={parents} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Controller
          name="totalLimit"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              label={t("totalLimit")}
              type="number"
              fullWidth
              value={field.value ?? ""}
              onChange={(e) => field.onChange(e.target.value === "" ? null : e.target.value)}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldError(fieldState.error?.message) ?? t("totalLimitHelp")}
              slotProps={{ htmlInput: { "data-testid": "field-totalLimit", min: 1, inputMode: "numeric" } }}
            />
          )}
        />
        <OrderField control={form.control} label={t("order")} help={t("orderHelp")} />
      </Stack>
      {item && (
        <Typography variant="body2" color="text.secondary" data-testid="category-used-readonly">
          {t("usedReadOnly", { count: item.usedCount })}
        </Typography>
      )}
    </EditDialog>
  );
}
