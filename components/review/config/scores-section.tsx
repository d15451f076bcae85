"use client";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import LinearProgress from "@mui/material/LinearProgress";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Controller, useWatch } from "react-hook-form";
import { ConfigSection } from "@/components/submission/config/config-section";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { SCALE_MAX, SCALE_MIN, scoreShares, WEIGHT_MAX, type TScoreItem } from "@/lib/review/config/schemas";
import type { ReviewForm } from "./types";

const NUMBER = { type: "number", size: "small", fullWidth: true } as const;

/** What the weights mean while they are typed: the same normalisation the averages use. */
function useShares(form: ReviewForm) {
  const items = useWatch({ control: form.control, name: "scoreItems" }) ?? [];
  // Typed values are strings until saved; a field being edited counts as what it parses to.
  const parsed = items.map((s) => ({ ...s, weight: Math.max(0, Number(s.weight) || 0), max: Number(s.max) || 0 })) as TScoreItem[];
  return { items: parsed, shares: scoreShares(parsed) };
}

/** The five scores of SPEC §3: each on or off, with its scale (1 … max) and weight, and its share. */
export function ScoresSection({ form }: { form: ReviewForm }) {
  const t = useTranslations("reviewConfig.scores");
  const text = useFieldErrorText();
  const { items, shares } = useShares(form);
  const errors = form.formState.errors.scoreItems as { message?: string; root?: { message?: string } } | undefined;
  const listError = text(errors?.message ?? errors?.root?.message);
  return (
    <ConfigSection id="scores" title={t("heading")} intro={t("intro")}>
      {/* Named groups, not a list: an <li> given role="group" leaves its <ul> without items (axe "list"). */}
      <Box sx={{ border: 1, borderColor: listError ? "error.main" : "divider", borderRadius: 1 }}>
        {items.map((item, i) => {
          const name = t(`name.${item.key}`);
          const share = Math.round(shares[item.key] * 1000) / 10;
          return (
            <Box
              key={item.key}
              role="group"
              aria-label={t("groupLabel", { name })}
              data-testid={`score-${item.key}`}
              sx={{
                display: "grid",
                gap: 1.5,
                alignItems: "center",
                gridTemplateColumns: { xs: "minmax(0, 1fr) minmax(0, 1fr)", sm: "minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.4fr)" },
                px: 2,
                py: 1.5,
                borderTop: i ? 1 : 0,
                borderColor: "divider",
              }}
            >
              <Box sx={{ gridColumn: { xs: "1 / -1", sm: "auto" }, display: "flex", alignItems: "center", gap: 1, minWidth: 0 }}>
                <Controller
                  name={`scoreItems.${i}.enabled`}
                  control={form.control}
                  render={({ field }) => (
                    <Switch
                      checked={!!field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      slotProps={{ input: { "aria-label": `${name} · ${t("enabled")}`, "data-testid": `score-${item.key}-enabled` } as object }}
                    />
                  )}
                />
                <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
              </Box>
              <FormTextField
                control={form.control}
                name={`scoreItems.${i}.max`}
                label={t("max")}
                helperText={item.max ? t("maxHelp", { max: item.max }) : " "}
                disabled={!item.enabled}
                {...NUMBER}
                slotProps={{ htmlInput: { min: SCALE_MIN, max: SCALE_MAX, inputMode: "numeric" } }}
              />
              <FormTextField
                control={form.control}
                name={`scoreItems.${i}.weight`}
                label={t("weight")}
                helperText=" "
                disabled={!item.enabled}
                {...NUMBER}
                slotProps={{ htmlInput: { min: 0, max: WEIGHT_MAX, inputMode: "numeric" } }}
              />
              <Box sx={{ gridColumn: { xs: "1 / -1", sm: "auto" }, minWidth: 0 }} data-testid={`score-${item.key}-share`}>
                {!item.enabled ? (
                  <Typography variant="body2" color="text.secondary">
                    {t("off")}
                  </Typography>
                ) : share ? (
                  <>
                    <Typography variant="body2">{t("share", { share })}</Typography>
                    <LinearProgress variant="determinate" value={share} aria-hidden sx={{ mt: 0.5, height: 6, borderRadius: 3 }} />
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t("notCounted")}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      {listError && (
        <FormHelperText error data-invalid="true" tabIndex={-1} data-testid="scores-error" role="alert">
          {listError}
        </FormHelperText>
      )}
    </ConfigSection>
  );
}
