"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { KEYWORD_MAX, KEYWORDS_MAX } from "@/lib/submission/schemas";

/** Keywords as chips: Enter or a comma (either width) adds what was typed; at most KEYWORDS_MAX, no repeats. */
export function KeywordsField(props: { value: string[]; onChange(v: string[]): void; onBlur(): void; label: string; required: boolean; error?: string }) {
  const t = useTranslations("submission.form");
  const [draft, setDraft] = useState("");
  const [hint, setHint] = useState<string | null>(null);
  const full = props.value.length >= KEYWORDS_MAX;

  function add(text: string) {
    const words = text
      .split(/[,，;；]/)
      .map((w) => w.trim())
      .filter(Boolean);
    let next = props.value;
    for (const w of words) {
      if (next.length >= KEYWORDS_MAX) {
        setHint(t("keywordsFull", { max: KEYWORDS_MAX }));
        break;
      }
      if (next.some((k) => k.toLowerCase() === w.toLowerCase())) {
        setHint(t("keywordTwice"));
        continue;
      }
      next = [...next, w.slice(0, KEYWORD_MAX)];
    }
    if (next !== props.value) props.onChange(next);
    setDraft("");
  }

  const message = props.error ?? hint ?? t("keywordsHint", { max: KEYWORDS_MAX });
  return (
    <Box data-testid="field-keywords">
      <TextField
        label={props.label}
        required={props.required}
        fullWidth
        value={draft}
        disabled={full && !draft}
        placeholder={full ? t("keywordsFull", { max: KEYWORDS_MAX }) : undefined}
        error={!!props.error}
        helperText={message}
        onChange={(e) => {
          setHint(null);
          const v = e.target.value;
          if (/[,，;；]/.test(v)) add(v);
          else setDraft(v);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.nativeEvent.isComposing) {
            e.preventDefault(); // Enter adds a keyword; it must not submit the form
            add(draft);
          } else if (e.key === "Backspace" && !draft && props.value.length) {
            props.onChange(props.value.slice(0, -1));
          }
        }}
        onBlur={() => {
          if (draft.trim()) add(draft);
          props.onBlur();
        }}
        slotProps={{ htmlInput: { "data-testid": "keywords-input", maxLength: KEYWORD_MAX } }}
      />
      {props.value.length > 0 && (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, mt: 1 }} data-testid="keywords-chips">
          {props.value.map((k) => (
            <Chip
              key={k}
              label={k}
              size="small"
              onDelete={() => props.onChange(props.value.filter((x) => x !== k))}
              sx={{ maxWidth: "100%" }}
              data-testid="keyword-chip"
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
