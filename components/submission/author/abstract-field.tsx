"use client";
import Box from "@mui/material/Box";
import FormLabel from "@mui/material/FormLabel";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { countWords, htmlText } from "@/lib/submission/schemas";

/** The abstract as rich text, with a live word count against the configured limit (counted as the server counts). */
export function AbstractField(props: {
  value: string;
  onChange(html: string): void;
  onBlur(): void;
  label: string;
  required: boolean;
  limit: number | null;
  error?: string;
}) {
  const t = useTranslations("submission.form");
  const words = countWords(htmlText(props.value));
  const over = props.limit != null && words > props.limit;
  return (
    <Box data-testid="field-abstract">
      <FormLabel required={props.required} error={!!props.error} sx={{ display: "block", mb: 1 }}>
        {props.label}
      </FormLabel>
      <RichTextEditor value={props.value} onChange={props.onChange} onBlur={props.onBlur} label={props.label} testId="abstract-editor" error={props.error} />
      <Typography
        variant="caption"
        color={over ? "error" : "text.secondary"}
        sx={{ display: "block", textAlign: "right", mt: 0.5 }}
        aria-live="polite"
        data-testid="abstract-words"
        data-over={over}
      >
        {props.limit != null ? t("wordsOfLimit", { count: words, max: props.limit }) : t("words", { count: words })}
      </Typography>
    </Box>
  );
}
