"use client";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/Delete";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useWatch, type Control } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import type { TTemplateFormInput } from "@/lib/site-pages/schemas";
import { ELEMENT_KINDS, VISIBILITY } from "@/lib/site/template-model";
import { FormSelect } from "./form-controls";
import { PageEditor } from "./page-editor";

type Props = {
  control: Control<TTemplateFormInput>;
  index: number;
  count: number;
  move(from: number, to: number): void;
  remove(index: number): void;
};

/** One element of a template: what it is, who sees it, its place; an "html" element's rich text per language. */
export function TemplateElementEditor({ control, index, count, move, remove }: Props) {
  const t = useTranslations("sitePages.templateForm");
  const k = useTranslations("sitePages.kinds");
  const v = useTranslations("sitePages.visibility");
  const fieldError = useFieldErrorText();
  const [lang, setLang] = useState<"Zh" | "En">("Zh");
  const kind = useWatch({ control, name: `elements.${index}.kind` });
  const tool = (title: string, onClick: () => void, icon: React.ReactNode, disabled: boolean, testId: string) => (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" aria-label={title} onClick={onClick} disabled={disabled} data-testid={testId}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 }, minWidth: 0 }} data-testid="template-element">
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
          <Typography variant="subtitle2">{t("elementNumber", { n: index + 1 })}</Typography>
          <Box>
            {tool(t("moveUp"), () => move(index, index - 1), <ArrowUpwardIcon fontSize="small" />, index === 0, "element-up")}
            {tool(t("moveDown"), () => move(index, index + 1), <ArrowDownwardIcon fontSize="small" />, index === count - 1, "element-down")}
            {tool(t("removeElement"), () => remove(index), <DeleteIcon fontSize="small" />, count <= 1, "element-remove")}
          </Box>
        </Stack>
        <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <FormSelect control={control} name={`elements.${index}.kind`} label={t("kind")} options={ELEMENT_KINDS.map((x) => ({ value: x, label: k(x) }))} />
          <FormSelect control={control} name={`elements.${index}.show`} label={t("show")} options={VISIBILITY.map((x) => ({ value: x, label: v(x) }))} />
        </Box>
        {kind === "html" && (
          <Box sx={{ minWidth: 0 }}>
            <Tabs value={lang} onChange={(_e, l: "Zh" | "En") => setLang(l)} sx={{ mb: 1 }} aria-label={t("languages")}>
              <Tab value="Zh" label={t("langZh")} />
              <Tab value="En" label={t("langEn")} />
            </Tabs>
            {(["Zh", "En"] as const).map((l) => (
              <Box key={l} sx={{ display: l === lang ? "block" : "none" }}>
                <Controller
                  name={`elements.${index}.html${l}`}
                  control={control}
                  render={({ field, fieldState }) => (
                    <PageEditor
                      value={field.value ?? ""}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      label={t(`html${l}`)}
                      testId={`element-${index}-html-${l.toLowerCase()}`}
                      error={fieldError(fieldState.error?.message)}
                    />
                  )}
                />
              </Box>
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
