"use client";
import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { addRow, indent, moveDown, moveUp, outdent, removeRow, rowErrors, setLabel, setValue, type OptionRow } from "@/lib/forms/option-rows";
import { OptionRowView, type RowAction } from "./option-row";
import { OptionsText } from "./options-text-editor";
import { useRefocus } from "./use-refocus";

type Props = { rows: OptionRow[]; nested: boolean; showErrors: boolean; onChange(rows: OptionRow[]): void; testId: string };

/**
 * Options of a choice item as rows with Chinese and English labels. Values follow the
 * English label until saved; "advanced" shows them and the bulk text form. A multi-level select
 * nests rows: indent, outdent, add a sub-option.
 */
export function OptionEditor({ rows, nested, showErrors, onChange, testId }: Props) {
  const t = useTranslations("registration.designer");
  const [advanced, setAdvanced] = useState(false);
  const refocus = useRefocus(); // moving a row re-renders the list; keep the keyboard where the person was
  const errors = rowErrors(rows);
  const focusRow = (id: string, prefer: string[]) => refocus(`[data-row="${id}"]`, prefer);

  const act = (i: number, action: RowAction) => {
    const ops = { up: moveUp, down: moveDown, indent, outdent } as const;
    if (action === "remove") {
      const next = removeRow(rows, i);
      if (next.length) focusRow(next[Math.min(i, next.length - 1)].id, ["zh"]);
      return onChange(next);
    }
    if (action === "child") {
      const r = addRow(rows, i);
      focusRow(r.id, ["zh"]);
      return onChange(r.rows);
    }
    focusRow(rows[i].id, [action, action === "up" ? "down" : action === "down" ? "up" : "zh", "zh"]);
    onChange(ops[action](rows, i));
  };
  const add = () => {
    const r = addRow(rows);
    focusRow(r.id, ["zh"]);
    onChange(r.rows);
  };

  return (
    <Stack spacing={1} data-testid={testId}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="subtitle2" component="h4">
          {t("options")}
        </Typography>
        <FormControlLabel
          label={t("advanced")}
          control={
            <Switch
              size="small"
              checked={advanced}
              onChange={(e) => setAdvanced(e.target.checked)}
              slotProps={{ input: { "data-testid": `${testId}-advanced` } as never }}
            />
          }
        />
      </Stack>
      {nested && <FormHelperText sx={{ mt: 0 }}>{t("nestedHint")}</FormHelperText>}
      <Box role="list" aria-label={t("options")} sx={{ display: "grid", gap: { xs: 2, md: 1 } }}>
        {rows.map((r, i) => (
          <OptionRowView
            key={r.id}
            rows={rows}
            index={i}
            nested={nested}
            advanced={advanced}
            error={showErrors || errors[r.id] !== "emptyLabel" ? errors[r.id] : undefined}
            onLabel={(label) => onChange(setLabel(rows, i, label))}
            onValue={(value) => onChange(setValue(rows, i, value))}
            onAction={(a) => act(i, a)}
          />
        ))}
      </Box>
      {rows.length === 0 && (
        <Typography variant="body2" color={showErrors ? "error" : "text.secondary"} data-testid={`${testId}-empty`}>
          {t(showErrors ? "optionsRequired" : "noOptions")}
        </Typography>
      )}
      <div>
        <Button size="small" startIcon={<Add />} onClick={add} data-testid={`${testId}-add`}>
          {t("addOption")}
        </Button>
      </div>
      {advanced && <OptionsText rows={rows} nested={nested} onApply={onChange} testId={`${testId}-text`} />}
    </Stack>
  );
}
