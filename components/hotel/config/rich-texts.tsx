"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { FormRichText } from "@/components/ui/form/form-rich-text";
import type { SettingsForm } from "./types";

const TEXTS = ["description", "condition", "explanation"] as const;
const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } } as const;

/** Description, additional conditions and explanation, each in Chinese and English (cleaned on save). */
export function RichTexts({ form }: { form: SettingsForm }) {
  const t = useTranslations("hotel.config.settings");
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {t("texts")}
      </Typography>
      {TEXTS.map((kind) => (
        <Box key={kind} sx={GRID} data-testid={`hotel-text-${kind}`}>
          {(["Zh", "En"] as const).map((lang) => {
            const label = t(lang === "Zh" ? "zh" : "en", { name: t(kind) });
            return (
              <Box key={lang} sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
                  {label}
                </Typography>
                <FormRichText control={form.control} name={`${kind}${lang}`} label={label} testId={`field-${kind}${lang}`} />
              </Box>
            );
          })}
        </Box>
      ))}
    </>
  );
}
