"use client";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { ConfigSection } from "@/components/submission/config/config-section";
import { FormSwitch } from "@/components/ui/form/form-switch";
import type { ReviewForm } from "./types";

/** Blind review on / off, and whose opinion is final (SPEC §3 "final-opinion standard"). */
export function DecisionSection({ form }: { form: ReviewForm }) {
  const t = useTranslations("reviewConfig.decision");
  const choice = (value: "chair" | "manager", label: string, help: string) => (
    <FormControlLabel
      value={value}
      control={<Radio slotProps={{ input: { "data-testid": `final-${value}` } as object }} />}
      sx={{ alignItems: "flex-start", mt: 0.5, "& .MuiRadio-root": { pt: 0.5 } }}
      label={
        <>
          <Typography>{label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {help}
          </Typography>
        </>
      }
    />
  );
  return (
    <ConfigSection id="decision" title={t("heading")}>
      <FormSwitch control={form.control} name="blind" label={t("blind")} helperText={t("blindHelp")} />
      <Controller
        name="chairFinal"
        control={form.control}
        render={({ field }) => (
          <FormControl>
            <FormLabel id="final-label">{t("finalLabel")}</FormLabel>
            <RadioGroup aria-labelledby="final-label" value={field.value ? "chair" : "manager"} onChange={(_e, v) => field.onChange(v === "chair")}>
              {choice("chair", t("chairFinal"), t("chairFinalHelp"))}
              {choice("manager", t("managerDecides"), t("managerDecidesHelp"))}
            </RadioGroup>
          </FormControl>
        )}
      />
    </ConfigSection>
  );
}
