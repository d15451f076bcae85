"use client";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { ScreenToast, useScreenState } from "@/components/ui/screen-state";
import type { SubmissionConfigScreen } from "@/lib/submission/config/service";
import { ChoicesSection } from "./choices-section";
import { SettingsForm } from "./settings-form";
import { ThemeSection } from "./theme-section";
import type { ScreenContext } from "./types";

/** The sections, in page order, for the jump links at the top. */
export const SECTION_IDS = ["window", "items", "instructions", "pdf", "choices", "themes"] as const;

/** SPEC §2 /platform/config/contribute: settings (one form), category / report-type lists, theme tree. */
export function ConfigScreen({ initial }: { initial: SubmissionConfigScreen }) {
  const t = useTranslations("submissionConfig");
  const { data: screen, ops, toast } = useScreenState(initial);
  const ctx: ScreenContext = { ...ops, screen };
  const heading = {
    window: t("window.heading"),
    items: t("items.heading"),
    instructions: t("instructions.heading"),
    pdf: t("pdf.heading"),
    choices: t("choices.heading"),
    themes: t("theme.heading"),
  };

  return (
    <Stack spacing={3}>
      <Stack component="nav" aria-label={t("nav")} direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1 }}>
        {SECTION_IDS.map((id) => (
          <Chip key={id} component="a" href={`#cfg-${id}`} clickable variant="outlined" label={heading[id]} />
        ))}
      </Stack>
      <SettingsForm ctx={ctx} />
      <ChoicesSection ctx={ctx} />
      <ThemeSection ctx={ctx} />
      <ScreenToast toast={toast} testId="submission-config-message" />
    </Stack>
  );
}
