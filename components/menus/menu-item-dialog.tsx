"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { FormSwitch } from "@/components/ui/form/form-switch";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { pickLocale } from "@/lib/i18n/pick";
import { createMenuAction, updateMenuAction } from "@/lib/menus/actions";
import { canHide, hasLockedTarget, isAccountItem } from "@/lib/menus/fixed";
import type { MenuConfigNode, PageChoice } from "@/lib/menus/queries";
import { MENU_ICONS, ZMenuInput } from "@/lib/menus/schemas";
import { MenuIcon } from "./menu-icon";

type Config = { tree: MenuConfigNode[]; pages: PageChoice[] };
type Props = {
  /** null: a new item */
  item: MenuConfigNode | null;
  /** top-level items that may take children */
  parents: MenuConfigNode[];
  pages: PageChoice[];
  onSaved(config: Config): void;
  onClose(): void;
};

/** Add or edit one item: titles, parent, icon, what it opens, new window, shown or hidden. */
export function MenuItemDialog({ item, parents, pages, onSaved, onClose }: Props) {
  const t = useTranslations("menus");
  const locale = useLocale();
  const fieldError = useFieldErrorText();
  const titleId = useId();
  const phone = useMediaQuery("(max-width:599.95px)");
  const locked = !!item && hasLockedTarget(item);
  const account = !!item && isAccountItem(item);
  const hideable = !item || canHide(item);
  const defaults = {
    titleZh: item?.titleZh ?? "",
    titleEn: item?.titleEn ?? "",
    parentId: item?.parentId ?? null,
    icon: item?.icon ?? "",
    target: item && !locked && item.target !== "builtIn" ? item.target : ("none" as const),
    pageId: item?.pageId ?? null,
    url: item?.url ?? "",
    newWindow: item?.newWindow ?? false,
    published: item?.published ?? true,
  };
  const run = (v: Parameters<typeof createMenuAction>[0]) => (item ? updateMenuAction({ ...v, id: item.id }) : createMenuAction(v));
  const { form, submit, message } = useActionForm(ZMenuInput, run, defaults as never);
  const target = useWatch({ control: form.control, name: "target" });
  const busy = form.formState.isSubmitting;
  // An item with sub-items stays at the top level (two levels at most).
  const choices = item?.children.length ? [] : parents.filter((p) => p.id !== item?.id);
  const title = (m: { titleZh: string; titleEn: string }) => pickLocale(locale, m.titleZh, m.titleEn);

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId} data-testid="menu-dialog">
      <Box component="form" noValidate onSubmit={submit((config) => onSaved(config as Config))} sx={{ display: "contents" }}>
        <DialogTitle id={titleId}>{item ? t("editTitle") : t("addTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {item?.fixed && (
              <Alert severity="info">{[t("fixedNote"), locked && t("lockedTarget"), account && t("accountNote")].filter(Boolean).join(" ")}</Alert>
            )}
            <FormTextField control={form.control} name="titleZh" label={t("titleZh")} required fullWidth />
            <FormTextField control={form.control} name="titleEn" label={t("titleEn")} helperText={t("titleEnHelp")} fullWidth />
            {!account && (
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
                    slotProps={{ htmlInput: { "data-testid": "field-parentId" } }}
                  >
                    <MenuItem value="">{t("parentNone")}</MenuItem>
                    {choices.map((p) => (
                      <MenuItem key={p.id} value={p.id} data-testid={`parent-option-${p.id}`}>
                        {title(p)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            <Controller
              name="icon"
              control={form.control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t("icon")}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  error={!!fieldState.error}
                  helperText={fieldError(fieldState.error?.message)}
                  slotProps={{ htmlInput: { "data-testid": "field-icon" } }}
                >
                  <MenuItem value="">{t("iconNone")}</MenuItem>
                  {MENU_ICONS.map((name) => (
                    <MenuItem key={name} value={name}>
                      <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
                        <MenuIcon name={name} fontSize="small" />
                        {t(`icons.${name}`)}
                      </Box>
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {!locked && (
              <Controller
                name="target"
                control={form.control}
                render={({ field }) => (
                  <Box role="group" aria-labelledby={`${titleId}-opens`}>
                    <FormLabel id={`${titleId}-opens`}>{t("opens")}</FormLabel>
                    <RadioGroup value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                      <FormControlLabel value="page" control={<Radio />} label={t("targetPage")} data-testid="target-page" />
                      <FormControlLabel value="url" control={<Radio />} label={t("targetUrl")} data-testid="target-url" />
                      <FormControlLabel value="none" control={<Radio />} label={t("targetNone")} data-testid="target-none" />
                    </RadioGroup>
                  </Box>
                )}
              />
            )}
            {!locked && target === "page" && (
              <Controller
                name="pageId"
                control={form.control}
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    required
                    label={t("page")}
                    value={field.value ?? ""}
                    onChange={(e) => field.onChange(e.target.value === "" ? null : Number(e.target.value))}
                    onBlur={field.onBlur}
                    error={!!fieldState.error}
                    helperText={fieldError(fieldState.error?.message) ?? (pages.length ? undefined : t("noPages"))}
                    slotProps={{ htmlInput: { "data-testid": "field-pageId" } }}
                  >
                    {pages.map((p) => (
                      <MenuItem key={p.id} value={p.id} data-testid={`page-option-${p.id}`}>
                        {`${title(p) || p.name} · ${p.name}${p.published ? "" : ` ${t("draft")}`}`}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            {!locked && target === "url" && (
              <FormTextField control={form.control} name="url" label={t("url")} helperText={t("urlHelp")} required fullWidth type="url" />
            )}
            <FormSwitch control={form.control} name="newWindow" label={t("newWindow")} />
            <FormSwitch
              control={form.control}
              name="published"
              label={t("published")}
              disabled={!hideable}
              helperText={hideable ? t("publishedHelp") : t("alwaysShown")}
            />
            {message && (
              <Alert severity={message.kind} data-testid="menu-dialog-message">
                {message.text}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined} data-testid="menu-save">
            {t("save")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
