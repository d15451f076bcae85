"use client";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { CUSTOM_KINDS, titleIn, type Bilingual, type FieldDef } from "@/lib/forms/fields";
import type { OptionRow } from "@/lib/forms/option-rows";
import { hasOptionEditor, type DesignerItem, type ItemProblem } from "./designer-items";
import { OptionEditor } from "./option-editor";

type Props = {
  item: DesignerItem;
  first: boolean;
  last: boolean;
  problem: ItemProblem | null;
  serverError?: string;
  showErrors: boolean;
  onTitle(title: Bilingual): void;
  onKind(type: FieldDef["type"]): void;
  onPatch(p: Partial<FieldDef>): void;
  onRows(rows: OptionRow[]): void;
  onMove(d: -1 | 1): void;
  onRemove(): void;
};

const KINDS = Object.entries(CUSTOM_KINDS) as [keyof typeof CUSTOM_KINDS, FieldDef["type"]][];

/** One item of the form: a standard item is a compact row; a custom item carries its titles, kind and options. */
export function FieldCard({ item, first, last, problem, serverError, showErrors, onTitle, onKind, onPatch, onRows, onMove, onRemove }: Props) {
  const t = useTranslations("registration.designer");
  const tc = useTranslations("registration.config");
  const locale = useLocale();
  const f = item.def;
  const name = titleIn(f, locale) || t("untitled");
  const kind = KINDS.find(([, v]) => v === f.type)?.[0] ?? "input";
  const required = f.validate.includes("required");
  const titleMissing = showErrors && problem === "titleRequired";
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, listStyle: "none" }}
      data-testid="designer-item"
      data-key={f.field}
      data-standard={f.standard}
      data-uid={item.uid}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", columnGap: 1 }}>
          <Stack sx={{ flex: "1 1 12rem", minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Typography
                component="h4"
                variant="subtitle1"
                sx={{ fontWeight: 600, overflowWrap: "anywhere" }}
                color={f.title.zh || f.title.en ? "text.primary" : "text.secondary"}
                data-testid="item-title"
              >
                {name}
              </Typography>
              <Chip size="small" variant="outlined" label={f.standard ? t("standardTag") : tc(`kind_${kind}`)} />
            </Stack>
            {!f.standard && (
              <Typography variant="caption" color="text.secondary" title={t("keyHint")} data-testid="item-key">
                {t(item.saved ? "keySaved" : "keyDraft", { key: f.field })}
              </Typography>
            )}
          </Stack>
          <FormControlLabel
            label={tc("required")}
            control={
              <Checkbox
                size="small"
                checked={required}
                onChange={(e) =>
                  onPatch({
                    validate: e.target.checked ? ["required", ...f.validate.filter((v) => v !== "required")] : f.validate.filter((v) => v !== "required"),
                  })
                }
                slotProps={{ input: { "data-testid": "item-required", "aria-label": t("requiredOf", { title: name }) } as never }}
              />
            }
          />
          <Stack direction="row">
            <IconButton size="small" aria-label={t("itemUp", { title: name })} data-action="item-up" disabled={first} onClick={() => onMove(-1)}>
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={t("itemDown", { title: name })} data-action="item-down" disabled={last} onClick={() => onMove(1)}>
              <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={t("itemRemove", { title: name })} data-testid="item-remove" onClick={onRemove}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
        {!f.standard && (
          <>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
              <TextField
                size="small"
                fullWidth
                label={tc("titleZh")}
                value={f.title.zh}
                error={titleMissing}
                helperText={titleMissing ? t("titleRequired") : undefined}
                onChange={(e) => onTitle({ ...f.title, zh: e.target.value })}
                slotProps={{ htmlInput: { "data-testid": "item-title-zh", lang: "zh" } }}
              />
              <TextField
                size="small"
                fullWidth
                label={tc("titleEn")}
                value={f.title.en}
                error={titleMissing}
                helperText={t("titleEnHint")}
                onChange={(e) => onTitle({ ...f.title, en: e.target.value })}
                slotProps={{ htmlInput: { "data-testid": "item-title-en", lang: "en" } }}
              />
              <TextField
                size="small"
                select
                label={tc("kind")}
                value={kind}
                onChange={(e) => onKind(CUSTOM_KINDS[e.target.value as keyof typeof CUSTOM_KINDS])}
                sx={{ minWidth: 190 }}
                slotProps={{ htmlInput: { "data-testid": "item-kind" } }}
              >
                {KINDS.map(([k]) => (
                  <MenuItem key={k} value={k}>
                    {tc(`kind_${k}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {(f.type === "select" || f.type === "upload") && (
              <FormControlLabel
                label={tc("multiple")}
                control={
                  <Checkbox
                    size="small"
                    checked={!!f.props.multiple}
                    onChange={(e) => onPatch({ props: { ...f.props, multiple: e.target.checked } })}
                    slotProps={{ input: { "data-testid": "item-multiple" } as never }}
                  />
                }
              />
            )}
            {hasOptionEditor(f) && (
              <OptionEditor rows={item.rows} nested={f.type === "cascader"} showErrors={showErrors} onChange={onRows} testId="item-options" />
            )}
          </>
        )}
        {serverError && (
          <Alert severity="error" data-testid="item-error">
            {serverError}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
