"use client";
import AddIcon from "@mui/icons-material/Add";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/Delete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Controller, useFieldArray, type Control } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import type { Choice } from "@/lib/submission/author/queries";
import { AUTHORS_MAX } from "@/lib/submission/schemas";
import type { SubmissionFormValues } from "./types";
import { OrganisationField } from "./organisation-field";

const BLANK = { name: "", surname: "", email: "", phone: "", country: "", organisation: "", corresponding: false };

/** Authors in order: add, remove, move up/down, mark the corresponding author(s) — at least one. */
export function AuthorsField(props: { control: Control<SubmissionFormValues>; countries: Choice[]; required: boolean; error?: string }) {
  const t = useTranslations("submission.form");
  const text = useFieldErrorText();
  const { fields, append, remove, move } = useFieldArray({ control: props.control, name: "authors" });
  const name = (i: number, f: keyof typeof BLANK) => `authors.${i}.${f}` as const;

  return (
    <Stack spacing={1.5} data-testid="field-authors">
      <FormLabel required={props.required} error={!!props.error}>
        {t("authors")}
      </FormLabel>
      <Typography variant="body2" color="text.secondary">
        {t("authorsHint")}
      </Typography>
      {fields.map((row, i) => (
        <Paper key={row.id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`author-${i}`}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, mb: 1.5, flexWrap: "wrap" }}>
            <Typography variant="subtitle2" sx={{ flex: 1 }}>
              {t("author", { n: i + 1 })}
            </Typography>
            <Tooltip title={t("moveUp")}>
              <span>
                <IconButton size="small" aria-label={t("moveUp")} disabled={i === 0} onClick={() => move(i, i - 1)} data-testid={`author-up-${i}`}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t("moveDown")}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t("moveDown")}
                  disabled={i === fields.length - 1}
                  onClick={() => move(i, i + 1)}
                  data-testid={`author-down-${i}`}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t("removeAuthor")}>
              <IconButton size="small" aria-label={t("removeAuthor")} onClick={() => remove(i)} data-testid={`author-remove-${i}`}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            <FormTextField
              control={props.control}
              name={name(i, "surname")}
              label={t("surname")}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <FormTextField control={props.control} name={name(i, "name")} label={t("name")} required fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
            <FormTextField
              control={props.control}
              name={name(i, "email")}
              label={t("email")}
              type="email"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            <FormTextField
              control={props.control}
              name={name(i, "phone")}
              label={t("phone")}
              type="tel"
              fullWidth
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <FormTextField control={props.control} name={name(i, "country")} label={t("country")} select fullWidth>
              <MenuItem value="">{t("notSet")}</MenuItem>
              {props.countries.map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {c.label}
                </MenuItem>
              ))}
            </FormTextField>
            <Controller
              control={props.control}
              name={name(i, "organisation")}
              render={({ field, fieldState }) => (
                <OrganisationField
                  value={(field.value as string) ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={t("organisation")}
                  error={text(fieldState.error?.message)}
                  testId={`field-${name(i, "organisation")}`}
                />
              )}
            />
          </Box>
          <Controller
            control={props.control}
            name={name(i, "corresponding")}
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 1 }}
                label={t("corresponding")}
                control={
                  <Checkbox
                    checked={!!field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    slotProps={{ input: { "data-testid": `field-${name(i, "corresponding")}` } as object }}
                  />
                }
              />
            )}
          />
        </Paper>
      ))}
      {props.error && (
        <FormHelperText error data-testid="error-authors">
          {props.error}
        </FormHelperText>
      )}
      <Box>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          size="small"
          disabled={fields.length >= AUTHORS_MAX}
          onClick={() => append({ ...BLANK, corresponding: fields.length === 0 })}
          data-testid="author-add"
        >
          {t("addAuthor")}
        </Button>
      </Box>
    </Stack>
  );
}
