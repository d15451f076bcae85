"use client";
import AttachFile from "@mui/icons-material/AttachFile";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { FEEDBACK_FILE_ACCEPT } from "@/lib/feedback/file-type";
import { formatBytes } from "@/lib/forms/format-bytes";

/** One optional attachment, sent with the form (the server types it by content); its error under it. */
export function FeedbackFileField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const t = useTranslations("feedback.form");
  const locale = useLocale();
  const text = useFieldErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const file = field.value as File | undefined;
        const error = text(fieldState.error?.message);
        return (
          <Stack spacing={0.75} data-testid="feedback-file-field">
            <FormLabel error={!!error}>{t("file")}</FormLabel>
            <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", alignItems: "center", gap: 1 }}>
              <Button component="label" variant="outlined" size="small" startIcon={<AttachFile />}>
                {file ? t("fileReplace") : t("fileChoose")}
                <input
                  hidden
                  type="file"
                  accept={FEEDBACK_FILE_ACCEPT}
                  data-testid="feedback-file-input"
                  onChange={(e) => {
                    const f = e.target.files?.[0];
                    e.target.value = "";
                    if (f) field.onChange(f);
                  }}
                />
              </Button>
              {file && (
                <Chip
                  label={`${file.name} · ${formatBytes(file.size, locale)}`}
                  onDelete={() => field.onChange(undefined)}
                  sx={{ maxWidth: "100%" }}
                  data-testid="feedback-file-chosen"
                />
              )}
            </Stack>
            <FormHelperText error={!!error} data-testid={error ? "error-file" : undefined} sx={{ mx: 0 }}>
              {error ?? t("fileHelp")}
            </FormHelperText>
          </Stack>
        );
      }}
    />
  );
}
