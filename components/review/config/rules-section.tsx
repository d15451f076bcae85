"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { ConfigSection } from "@/components/submission/config/config-section";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { RULE_TITLE_MAX, splitTitles } from "@/lib/review/config/schemas";
import type { ReviewForm } from "./types";

const FIELDS = ["ratingRulesZh", "ratingRulesEn", "detailRulesZh", "detailRulesEn"] as const;
type RulesField = (typeof FIELDS)[number];

const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } } as const;

/** The titles as reviewers will see them, split as the server will split them; a too-long one is marked. */
function TitlePreview({ form, name, label }: { form: ReviewForm; name: RulesField; label: string }) {
  const t = useTranslations("reviewConfig.rules");
  const text = useWatch({ control: form.control, name }) ?? "";
  const titles = splitTitles(text);
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" data-testid={`rules-count-${name}`}>
        {t("count", { count: titles.length })}
      </Typography>
      {titles.length > 0 && (
        <Stack
          component="ol"
          aria-label={t("previewLabel", { field: label })}
          direction="row"
          useFlexGap
          sx={{ flexWrap: "wrap", gap: 0.75, listStyle: "none", m: 0, mt: 0.5, p: 0 }}
        >
          {titles.map((title, i) => {
            const bad = title === "" || [...title].length > RULE_TITLE_MAX;
            return (
              <Box component="li" key={i} sx={{ maxWidth: "100%" }}>
                <Chip size="small" variant="outlined" color={bad ? "error" : "default"} label={`${i + 1}. ${title || "—"}`} sx={{ maxWidth: "100%" }} />
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

/** Rating and detail rules in both languages: semicolon-separated titles (SPEC §5). */
export function RulesSection({ form }: { form: ReviewForm }) {
  const t = useTranslations("reviewConfig.rules");
  return (
    <ConfigSection id="rules" title={t("heading")} intro={t("intro")}>
      <Box sx={GRID}>
        {FIELDS.map((name) => (
          <Stack key={name} spacing={1} sx={{ minWidth: 0 }}>
            <FormTextField
              control={form.control}
              name={name}
              label={t(name)}
              placeholder={name.endsWith("Zh") ? t("placeholderZh") : t("placeholderEn")}
              multiline
              minRows={2}
              maxRows={8}
              fullWidth
            />
            <TitlePreview form={form} name={name} label={t(name)} />
          </Stack>
        ))}
      </Box>
    </ConfigSection>
  );
}
