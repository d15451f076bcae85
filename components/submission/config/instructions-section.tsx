"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { FormRichText } from "@/components/ui/form/form-rich-text";
import { ConfigSection } from "./config-section";
import type { ConfigForm } from "./types";

/** The instructions above the submission form, one rich-text editor per language (cleaned on save). */
export function InstructionsSection({ form }: { form: ConfigForm }) {
  const t = useTranslations("submissionConfig.instructions");
  return (
    <ConfigSection id="instructions" title={t("heading")} intro={t("intro")}>
      {(["Zh", "En"] as const).map((lang) => (
        <Box key={lang}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t(lang === "Zh" ? "zh" : "en")}
          </Typography>
          <FormRichText control={form.control} name={`instructions${lang}`} label={t(lang === "Zh" ? "zh" : "en")} testId={`field-instructions${lang}`} />
        </Box>
      ))}
    </ConfigSection>
  );
}
