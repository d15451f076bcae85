"use client";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import FormatIndentDecrease from "@mui/icons-material/FormatIndentDecrease";
import FormatIndentIncrease from "@mui/icons-material/FormatIndentIncrease";
import SubdirectoryArrowRight from "@mui/icons-material/SubdirectoryArrowRight";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { labelIn, type Bilingual } from "@/lib/forms/fields";
import { canIndent, canMoveDown, canMoveUp, canOutdent, MAX_DEPTH, type OptionRow, type RowError } from "@/lib/forms/option-rows";

export type RowAction = "up" | "down" | "indent" | "outdent" | "child" | "remove";

type Props = {
  rows: OptionRow[];
  index: number;
  nested: boolean;
  advanced: boolean;
  error?: RowError;
  onLabel(label: Bilingual): void;
  onValue(value: string): void;
  onAction(a: RowAction): void;
};

function Act({ label, action, disabled, onClick, children }: { label: string; action: RowAction; disabled?: boolean; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip title={label} describeChild>
      <span>
        <IconButton size="small" aria-label={label} data-action={action} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** One option: labels (and the value in advanced mode), then its move / level / remove buttons. */
export function OptionRowView({ rows, index: i, nested, advanced, error, onLabel, onValue, onAction }: Props) {
  const t = useTranslations("registration.designer");
  const locale = useLocale();
  const r = rows[i];
  const name = labelIn(r, locale) || t("optionN", { n: i + 1 });
  const errorId = `${r.id}-error`;
  const described = error ? { "aria-describedby": errorId, "aria-invalid": true } : {};
  return (
    <Box
      role="listitem"
      data-row={r.id}
      data-testid="option-row"
      data-depth={r.depth}
      data-value={r.value}
      aria-level={nested ? r.depth + 1 : undefined}
      sx={{ pl: { xs: r.depth * 1.5, sm: r.depth * 3 }, borderLeft: r.depth ? 2 : 0, borderColor: "divider" }}
    >
      <Stack direction={{ xs: "column", md: advanced ? "column" : "row" }} spacing={1} sx={{ alignItems: { md: advanced ? "stretch" : "flex-start" } }}>
        {/* Labels side by side even on a phone: a list of options stays scannable. */}
        <Box sx={{ flex: 1, minWidth: 0, display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr 1fr", sm: advanced ? "1fr 1fr 1fr" : "1fr 1fr" } }}>
          <TextField
            size="small"
            fullWidth
            label={t("optionZh")}
            value={r.label.zh}
            error={error === "emptyLabel"}
            onChange={(e) => onLabel({ ...r.label, zh: e.target.value })}
            slotProps={{ htmlInput: { "data-testid": "option-zh", "data-action": "zh", lang: "zh", ...described } }}
          />
          <TextField
            size="small"
            fullWidth
            label={t("optionEn")}
            value={r.label.en}
            error={error === "emptyLabel"}
            onChange={(e) => onLabel({ ...r.label, en: e.target.value })}
            slotProps={{ htmlInput: { "data-testid": "option-en", lang: "en", ...described } }}
          />
          {advanced && (
            <TextField
              size="small"
              fullWidth
              label={t("optionValue")}
              value={r.value}
              error={!!error && error !== "emptyLabel"}
              onChange={(e) => onValue(e.target.value)}
              sx={{ gridColumn: { xs: "1 / -1", sm: "auto" } }}
              slotProps={{ htmlInput: { "data-testid": "option-value", maxLength: 200, ...described } }}
            />
          )}
        </Box>
        <Stack direction="row" sx={{ flexShrink: 0, alignItems: "center" }}>
          <Act label={t("optionUp", { label: name })} action="up" disabled={!canMoveUp(rows, i)} onClick={() => onAction("up")}>
            <ArrowUpward fontSize="small" />
          </Act>
          <Act label={t("optionDown", { label: name })} action="down" disabled={!canMoveDown(rows, i)} onClick={() => onAction("down")}>
            <ArrowDownward fontSize="small" />
          </Act>
          {nested && (
            <>
              <Act label={t("indent", { label: name })} action="indent" disabled={!canIndent(rows, i)} onClick={() => onAction("indent")}>
                <FormatIndentIncrease fontSize="small" />
              </Act>
              <Act label={t("outdent", { label: name })} action="outdent" disabled={!canOutdent(rows, i)} onClick={() => onAction("outdent")}>
                <FormatIndentDecrease fontSize="small" />
              </Act>
              <Act label={t("addChild", { label: name })} action="child" disabled={r.depth >= MAX_DEPTH} onClick={() => onAction("child")}>
                <SubdirectoryArrowRight fontSize="small" />
              </Act>
            </>
          )}
          <Act label={t("removeOption", { label: name })} action="remove" onClick={() => onAction("remove")}>
            <DeleteOutline fontSize="small" />
          </Act>
        </Stack>
      </Stack>
      {error && (
        <FormHelperText error id={errorId} data-testid="option-error">
          {t(error)}
        </FormHelperText>
      )}
    </Box>
  );
}
