"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { Controller } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { createCategoryAction, updateCategoryAction } from "@/lib/fees/actions";
import type { CategoryNode, FeeConfig } from "@/lib/fees/queries";
import { MAX_CATEGORY_DEPTH, ZCategoryInput } from "@/lib/fees/schemas";
import { pickLocale } from "@/lib/i18n/pick";
import { flattenCategories, subtreeIds } from "./tree";

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
  const titleId = useId();
  const phone = useMediaQuery("(max-width:599.95px)");
  const defaults = {
    nameZh: item?.nameZh ?? "",
    nameEn: item?.nameEn ?? "",
    parentId: item ? item.parentId : parentId,
    totalLimit: item?.totalLimit ?? null,
    order: item?.order ?? 0,
  };
  const run = (v: Parameters<typeof createCategoryAction>[0]) => (item ? updateCategoryAction({ ...v, id: item.id }) : createCategoryAction(v));
  const { form, submit, message } = useActionForm(ZCategoryInput, run, defaults);
  const busy = form.formState.isSubmitting;
  // Not itself or below itself, and deep enough room for its own sub-categories.
  const own = item ? subtreeIds(item) : new Set<number>();
  const height = (n: CategoryNode): number => Math.max(0, ...n.children.map((c) => 1 + height(c)));
  const below = item ? height(item) : 0;
  const parents = flattenCategories(categories).filter(({ node, depth }) => !own.has(node.id) && depth + 2 + below <= MAX_CATEGORY_DEPTH);

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId} data-testid="category-dialog">
      <Box component="form" noValidate onSubmit={submit((config) => onSaved(config))} sx={{ display: "contents" }}>
        <DialogTitle id={titleId}>{item ? t("editTitle") : t("addTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <FormTextField control={form.control} name="nameZh" label={t("nameZh")} required fullWidth />
              <FormTextField control={form.control} name="nameEn" label={t("nameEn")} required fullWidth />
            </Stack>
            <Controller
              name="parentId"
              control={form.control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t("parent")}
                  value={field.value ?? ""}
                  onChange={(e) => field.onChange(e.target.value === "" ? null : Number(e.target.value))}
                  onBlur={field.onBlur}
                  error={!!fieldState.error}
                  helperText={fieldError(fieldState.error?.message)}
                  // "None (top level)" is a choice of its own, so it shows instead of an empty box.
                  slotProps={{ htmlInput: { "data-testid": "field-parentId" }, inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                >
                  <MenuItem value="">{t("parentNone")}</MenuItem>
                  {parents.map(({ node, depth }) => (
                    <MenuItem key={node.id} value={node.id} sx={{ pl: 2 + depth * 2 }}>
                      {pickLocale(locale, node.nameZh, node.nameEn)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
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
              <FormTextField
                control={form.control}
                name="order"
                label={t("order")}
                type="number"
                helperText={t("orderHelp")}
                fullWidth
                slotProps={{ htmlInput: { min: 0, inputMode: "numeric" } }}
              />
            </Stack>
            {item && (
              <Typography variant="body2" color="text.secondary" data-testid="category-used-readonly">
                {t("usedReadOnly", { count: item.usedCount })}
              </Typography>
            )}
            {message && (
              <Alert severity={message.kind} data-testid="category-dialog-message">
                {message.text}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {tf("cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={busy} data-testid="category-save">
            {tf("save")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
