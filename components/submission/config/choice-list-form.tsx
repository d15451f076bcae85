"use client";
import AddIcon from "@mui/icons-material/Add";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { pickLocale } from "@/lib/i18n/pick";
import { saveChoicesAction } from "@/lib/submission/config/actions";
import type { ChoiceList } from "@/lib/submission/config/service";
import { OPTION_LIST_MAX, ZChoicesInput, type TChoice } from "@/lib/submission/schemas";
import type { ScreenContext } from "./types";

/** A stored value suggested from the English label ("Poster session" → "poster-session"). */
function slug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
}

type Props = { ctx: ScreenContext; list: ChoiceList; choices: TChoice[]; usage: Record<string, number> };

/**
 * One list: add, edit, remove, reorder, then save. An entry submissions use keeps its value and
 * cannot be removed (the server refuses it too, saying how many use it).
 */
export function ChoiceListForm({ ctx, list, choices, usage }: Props) {
  const t = useTranslations("submissionConfig.choices");
  const locale = useLocale();
  const text = useFieldErrorText();
  const { form, submit, message } = useActionForm(ZChoicesInput, saveChoicesAction, { list, choices });
  const { fields, append, remove, swap } = useFieldArray({ control: form.control, name: "choices" });
  const rows = useWatch({ control: form.control, name: "choices" }) ?? [];
  const saved = new Set(choices.map((c) => c.value));
  const busy = form.formState.isSubmitting;
  const labelOf = (i: number) => pickLocale(locale, rows[i]?.labelZh, rows[i]?.labelEn) || rows[i]?.value || `#${i + 1}`;

  const onSave = submit((screen) => {
    const next = list === "category" ? screen.settings.categoryOptions : screen.settings.reportTypeOptions;
    form.reset({ list, choices: next });
    ctx.apply(screen, t("saved"));
  });

  return (
    <Box component="form" noValidate onSubmit={onSave} data-testid={`choices-${list}`} aria-labelledby={`choices-${list}-title`}>
      <Stack spacing={1.5}>
        <Typography id={`choices-${list}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
          {t(`${list}.heading`)}
        </Typography>
        {fields.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid={`choices-${list}-empty`}>
            {t(`${list}.empty`)}
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, border: 1, borderColor: "divider", borderRadius: 1 }}>
            {fields.map((f, i) => {
              const value = rows[i]?.value ?? "";
              const used = saved.has(value) ? (usage[value] ?? 0) : 0;
              const locked = used > 0;
              return (
                <Box
                  component="li"
                  key={f.id}
                  data-testid={`choice-${list}-${i}`}
                  sx={{
                    display: "grid",
                    gap: 1.5,
                    alignItems: "start",
                    p: 1.5,
                    borderTop: i ? 1 : 0,
                    borderColor: "divider",
                    gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 0.8fr) minmax(0, 1fr) minmax(0, 1fr) auto" },
                  }}
                >
                  <FormTextField
                    control={form.control}
                    name={`choices.${i}.value`}
                    label={t("value")}
                    size="small"
                    fullWidth
                    disabled={locked}
                    helperText={saved.has(value) ? t("used", { count: used }) : t("valueHelp")}
                    slotProps={{ htmlInput: { "data-testid": `choice-${list}-${i}-value`, spellCheck: false } }}
                  />
                  <FormTextField
                    control={form.control}
                    name={`choices.${i}.labelZh`}
                    label={t("labelZh")}
                    size="small"
                    fullWidth
                    slotProps={{ htmlInput: { "data-testid": `choice-${list}-${i}-labelZh` } }}
                  />
                  <Controller
                    name={`choices.${i}.labelEn`}
                    control={form.control}
                    render={({ field, fieldState }) => (
                      <TextField
                        {...field}
                        label={t("labelEn")}
                        size="small"
                        fullWidth
                        error={!!fieldState.error}
                        helperText={text(fieldState.error?.message)}
                        // A new entry gets its stored value from the English label, unless one was typed.
                        onBlur={() => {
                          field.onBlur();
                          const suggested = slug(field.value ?? "");
                          if (suggested && !form.getValues(`choices.${i}.value`))
                            form.setValue(`choices.${i}.value`, suggested, { shouldDirty: true, shouldValidate: true });
                        }}
                        slotProps={{ htmlInput: { "data-testid": `choice-${list}-${i}-labelEn` } }}
                      />
                    )}
                  />
                  <Stack direction="row" sx={{ justifySelf: { xs: "end", md: "auto" }, alignItems: "center" }}>
                    <Tooltip title={t("moveUp", { label: labelOf(i) })}>
                      <span>
                        <IconButton aria-label={t("moveUp", { label: labelOf(i) })} disabled={i === 0 || busy} onClick={() => swap(i, i - 1)}>
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t("moveDown", { label: labelOf(i) })}>
                      <span>
                        <IconButton aria-label={t("moveDown", { label: labelOf(i) })} disabled={i === fields.length - 1 || busy} onClick={() => swap(i, i + 1)}>
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={locked ? t("locked") : t("remove", { label: labelOf(i) })}>
                      <span>
                        <IconButton
                          aria-label={t("remove", { label: labelOf(i) })}
                          disabled={locked || busy}
                          onClick={() => remove(i)}
                          data-testid={`choice-${list}-${i}-remove`}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                </Box>
              );
            })}
          </Box>
        )}
        {message?.kind === "error" && (
          <Alert severity="error" data-testid={`choices-${list}-message`}>
            {message.text}
          </Alert>
        )}
        <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={busy || fields.length >= OPTION_LIST_MAX}
            onClick={() => append({ value: "", labelZh: "", labelEn: "" })}
            data-testid={`choices-${list}-add`}
          >
            {t("add")}
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={!form.formState.isDirty} data-testid={`choices-${list}-save`}>
            {t("save")}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
