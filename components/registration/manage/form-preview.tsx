"use client";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useForm, type Control, type FieldValues } from "react-hook-form";
import { emptyAnswers } from "@/lib/forms/answers-schema";
import type { FieldDef } from "@/lib/forms/fields";
import { DynamicFields } from "../dynamic-fields";

function One({ fields, locale, label }: { fields: FieldDef[]; locale: string; label: string }) {
  const form = useForm({ defaultValues: { answers: emptyAnswers(fields) } });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`preview-${locale}`}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <DynamicFields fields={fields} control={form.control as unknown as Control<FieldValues>} locale={locale} />
    </Paper>
  );
}

/** Live preview of the form being designed, in both languages. */
export function FormPreview({ fields }: { fields: FieldDef[] }) {
  const t = useTranslations("registration.config");
  // The preview's form keeps its values; a renamed key or a new kind starts it afresh with the right empty answers.
  const shape = fields.map((f) => `${f.field}:${f.type}:${!!f.props.multiple}`).join();
  return (
    <Stack spacing={2}>
      <One key={`zh-${shape}`} fields={fields} locale="zh" label={t("previewZh")} />
      <One key={`en-${shape}`} fields={fields} locale="en" label={t("previewEn")} />
    </Stack>
  );
}
