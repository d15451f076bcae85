"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { normalise, toOptions, toRows, type OptionRow } from "@/lib/forms/option-rows";
import { optionsToText, parseOptionsText } from "@/lib/forms/options-text";

/** Bulk edit of a long list (pasted from a spreadsheet): the rows as text, applied on request. */
export function OptionsText({ rows, nested, onApply, testId }: { rows: OptionRow[]; nested: boolean; onApply(rows: OptionRow[]): void; testId: string }) {
  const t = useTranslations("registration.designer");
  const [text, setText] = useState<string | null>(null);
  if (text === null) {
    return (
      <div>
        <Button size="small" onClick={() => setText(optionsToText(toOptions(rows)))} data-testid={`${testId}-open`}>
          {t("editAsText")}
        </Button>
      </div>
    );
  }
  const apply = () => {
    // Values written in the text are the organiser's; empty ones are derived from the labels.
    const next = toRows(parseOptionsText(text)).map((r) => (r.value ? r : { ...r, locked: false }));
    onApply(normalise(nested ? next : next.map((r) => ({ ...r, depth: 0 }))));
    setText(null);
  };
  return (
    <Stack spacing={1}>
      <TextField
        multiline
        minRows={4}
        size="small"
        label={t("asText")}
        helperText={t("textHint")}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { "data-testid": testId, spellCheck: false } }}
      />
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={apply} data-testid={`${testId}-apply`}>
          {t("applyText")}
        </Button>
        <Button size="small" onClick={() => setText(null)}>
          {t("cancel")}
        </Button>
      </Stack>
    </Stack>
  );
}
