"use client";
import Box from "@mui/material/Box";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormSwitch } from "@/components/ui/form/form-switch";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { ConfigSection } from "./config-section";
import { NullableIntField } from "./nullable-int-field";
import type { ConfigForm } from "./types";

const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" } } as const;
const DATE = { type: "date", fullWidth: true, slotProps: { inputLabel: { shrink: true } } } as const;

/** Service open, the three dates (SPEC §5 order), the limits and editing after acceptance. */
export function WindowSection({ form }: { form: ConfigForm }) {
  const t = useTranslations("submissionConfig.window");
  const c = form.control;
  const limited = useWatch({ control: c, name: "limitFlag" });
  return (
    <ConfigSection id="window" title={t("heading")} intro={t("intro")}>
      <FormSwitch control={c} name="open" label={t("open")} helperText={t("openHelp")} />
      <Box sx={GRID}>
        <FormTextField control={c} name="startDate" label={t("startDate")} {...DATE} />
        <FormTextField control={c} name="endDate" label={t("endDate")} {...DATE} />
        <FormTextField control={c} name="secondDeadline" label={t("secondDeadline")} helperText={t("secondDeadlineHelp")} {...DATE} />
      </Box>
      <FormSwitch control={c} name="limitFlag" label={t("limitFlag")} />
      <Box sx={GRID}>
        <NullableIntField control={c} name="maxSubmissions" label={t("maxSubmissions")} helperText={t("maxSubmissionsHelp")} disabled={!limited} />
        <NullableIntField control={c} name="perPersonMax" label={t("perPersonMax")} helperText={t("perPersonMaxHelp")} />
        <NullableIntField control={c} name="abstractWordLimit" label={t("abstractWordLimit")} helperText={t("abstractWordLimitHelp")} />
      </Box>
      <FormSwitch control={c} name="allowEditAfterAccept" label={t("allowEditAfterAccept")} helperText={t("allowEditAfterAcceptHelp")} />
    </ConfigSection>
  );
}
