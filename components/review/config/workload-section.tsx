"use client";
import Box from "@mui/material/Box";
import { useTranslations } from "next-intl";
import { ConfigSection } from "@/components/submission/config/config-section";
import { NullableIntField } from "@/components/submission/config/nullable-int-field";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { ACTIVATION_DAYS_MAX, REVIEWS_PER_SUBMISSION_MAX } from "@/lib/review/config/schemas";
import type { ReviewForm } from "./types";

const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } } as const;
const NUMBER = { type: "number", fullWidth: true } as const;

/** How many reviews each submission needs, the per-reviewer maximum, the deadline, link validity. */
export function WorkloadSection({ form }: { form: ReviewForm }) {
  const t = useTranslations("reviewConfig.workload");
  const c = form.control;
  return (
    <ConfigSection id="workload" title={t("heading")} intro={t("intro")}>
      <Box sx={GRID}>
        <FormTextField
          control={c}
          name="reviewsPerSubmission"
          label={t("reviewsPerSubmission")}
          helperText={t("reviewsPerSubmissionHelp")}
          {...NUMBER}
          slotProps={{ htmlInput: { min: 1, max: REVIEWS_PER_SUBMISSION_MAX, inputMode: "numeric" } }}
        />
        <NullableIntField control={c} name="maxPerReviewer" label={t("maxPerReviewer")} helperText={t("maxPerReviewerHelp")} />
        <FormTextField
          control={c}
          name="reviewDeadline"
          label={t("reviewDeadline")}
          helperText={t("reviewDeadlineHelp")}
          type="date"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={c}
          name="activationDays"
          label={t("activationDays")}
          helperText={t("activationDaysHelp")}
          {...NUMBER}
          slotProps={{ htmlInput: { min: 1, max: ACTIVATION_DAYS_MAX, inputMode: "numeric" } }}
        />
      </Box>
    </ConfigSection>
  );
}
