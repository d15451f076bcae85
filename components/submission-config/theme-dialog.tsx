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
import useMediaQuery from "@mui/material/useMediaQuery";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { Controller } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { pickLocale } from "@/lib/i18n/pick";
import { createThemeAction, updateThemeAction } from "@/lib/submission/config-actions";
import type { SubmissionConfigScreen } from "@/lib/submission/config-service";
import { MAX_THEME_DEPTH, ZThemeInput } from "@/lib/submission/schemas";
import type { ThemeNode } from "@/lib/submission/theme-service";
import { flattenThemes, heightOf, subtreeIds } from "./theme-tree";

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
  const fieldError = useFieldErrorText();
  const titleId = useId();
  const phone = useMediaQuery("(max-width:599.95px)");
  const defaults = {
    nameZh: item?.nameZh ?? "",
    nameEn: item?.nameEn ?? "",
    parentId: item ? item.parentId : parentId,
    prefix: item?.prefix ?? "",
    order: item?.order ?? 0,
  };
  const run = (v: Parameters<typeof createThemeAction>[0]) => (item ? updateThemeAction({ ...v, id: item.id }) : createThemeAction(v));
  const { form, submit, message } = useActionForm(ZThemeInput, run, defaults);
  const busy = form.formState.isSubmitting;
  // Parents the server would accept: not itself or below itself, room for its own sub-themes,
  // and no theme that holds submissions (those stay leaves).
  const own = item ? subtreeIds(item) : new Set<number>();
  const below = item ? heightOf(item) : 0;
  const parents = flattenThemes(themes).filter(
    ({ node, depth }) => node.id === defaults.parentId || (!own.has(node.id) && depth + 2 + below <= MAX_THEME_DEPTH && node.submissionCount === 0),
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId} data-testid="theme-dialog">
      <Box component="form" noValidate onSubmit={submit((screen) => onSaved(screen))} sx={{ display: "contents" }}>
        <DialogTitle id={titleId}>{item ? t("editTitle") : t("addTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <FormTextField control={form.control} name="nameZh" label={t("nameZh")} required fullWidth autoFocus />
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
                  slotProps={{ htmlInput: { "data-testid": "field-parentId" }, inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                >
                  <MenuItem value="">{t("parentNone")}</MenuItem>
                  {parents.map(({ node, depth }) => (
                    <MenuItem key={node.id} value={node.id} sx={{ pl: 2 + depth * 2 }}>
                      {node.prefix ? `${node.prefix} · ` : ""}
                      {pickLocale(locale, node.nameZh, node.nameEn)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <FormTextField
                control={form.control}
                name="prefix"
                label={t("prefix")}
                helperText={t("prefixHelp")}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 10, spellCheck: false, autoCapitalize: "characters" } }}
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
            {message && (
              <Alert severity={message.kind} data-testid="theme-dialog-message">
                {message.text}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {tc("cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={busy} data-testid="theme-save">
            {item ? t("save") : t("add")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
