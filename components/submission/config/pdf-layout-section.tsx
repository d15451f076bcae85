"use client";
import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Controller, useWatch } from "react-hook-form";
import { FormSwitch } from "@/components/ui/form/form-switch";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { PDF_FONTS, ZPdfLayout, type TPdfLayout } from "@/lib/submission/schemas";
import { ConfigSection } from "./config-section";
import { PdfPreview } from "./pdf-preview";
import type { ConfigForm } from "./types";

const PARTS = ["title", "author", "content"] as const;
const PER_PAGE = [1, 2, 4] as const;

/** The abstract book's layout (SPEC §3): abstracts per page, numbers, and each part's format. */
export function PdfLayoutSection({ form }: { form: ConfigForm }) {
  const t = useTranslations("submissionConfig.pdf");
  const c = form.control;
  const layout = useWatch({ control: c, name: "pdfLayout" });
  const preview = ZPdfLayout.safeParse(layout);

  const styleToggle = (part: (typeof PARTS)[number], style: "bold" | "italic") => (
    <Controller
      name={`pdfLayout.${part}.${style}`}
      control={c}
      render={({ field }) => (
        <ToggleButton
          value={style}
          size="small"
          selected={!!field.value}
          onChange={() => field.onChange(!field.value)}
          aria-label={`${t(`part.${part}`)} · ${t(style)}`}
          data-testid={`pdf-${part}-${style}`}
        >
          {style === "bold" ? <FormatBoldIcon fontSize="small" /> : <FormatItalicIcon fontSize="small" />}
        </ToggleButton>
      )}
    />
  );

  return (
    <ConfigSection id="pdf" title={t("heading")} intro={t("intro")}>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) minmax(0, 300px)" } }}>
        <Stack spacing={2}>
          <Box>
            <Typography variant="subtitle2" component="h3" id="pdf-per-page" sx={{ mb: 1 }}>
              {t("perPage")}
            </Typography>
            <Controller
              name="pdfLayout.perPage"
              control={c}
              render={({ field }) => (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  color="primary"
                  value={field.value}
                  onChange={(_e, v: number | null) => v && field.onChange(v)}
                  aria-labelledby="pdf-per-page"
                >
                  {PER_PAGE.map((n) => (
                    <ToggleButton key={n} value={n} data-testid={`pdf-perPage-${n}`} sx={{ px: 2 }}>
                      {t("perPageN", { n })}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              )}
            />
          </Box>
          <FormSwitch control={c} name="pdfLayout.showNumber" label={t("showNumber")} />
          {PARTS.map((part) => (
            <Box key={part} component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }} data-testid={`pdf-${part}`}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {t("partLabel", { part: t(`part.${part}`) })}
              </Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1.5, alignItems: "flex-start" }}>
                <FormTextField control={c} name={`pdfLayout.${part}.font`} label={t("font")} select size="small" sx={{ flex: "1 1 180px", minWidth: 0 }}>
                  {PDF_FONTS.map((f) => (
                    <MenuItem key={f} value={f} sx={{ fontFamily: f === "serif" ? "serif" : "sans-serif" }}>
                      {t(`fonts.${f}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  control={c}
                  name={`pdfLayout.${part}.size`}
                  label={t("size")}
                  type="number"
                  size="small"
                  sx={{ width: 112 }}
                  slotProps={{ htmlInput: { min: 6, max: 36, inputMode: "numeric" } }}
                />
                <Stack direction="row" spacing={0.5}>
                  {styleToggle(part, "bold")}
                  {styleToggle(part, "italic")}
                </Stack>
              </Stack>
            </Box>
          ))}
        </Stack>
        {preview.success && <PdfPreview layout={preview.data as TPdfLayout} />}
      </Box>
    </ConfigSection>
  );
}
