"use client";
import Box from "@mui/material/Box";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { CONFIG_ITEMS, REQUIREMENTS } from "@/lib/submission/schemas";
import { ConfigSection } from "./config-section";
import type { ConfigForm } from "./types";

/** The seven configurable items of SPEC §3, each required, optional or hidden. */
export function ItemsSection({ form }: { form: ConfigForm }) {
  const t = useTranslations("submissionConfig.items");
  return (
    <ConfigSection id="items" title={t("heading")} intro={t("intro")}>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, border: 1, borderColor: "divider", borderRadius: 1 }}>
        {CONFIG_ITEMS.map((item, i) => (
          <Box
            component="li"
            key={item}
            data-testid={`item-${item}`}
            sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, px: 2, py: 1.25, borderTop: i ? 1 : 0, borderColor: "divider" }}
          >
            <Box sx={{ flex: "1 1 240px", minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }} id={`item-${item}-label`}>
                {t(`name.${item}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`help.${item}`)}
              </Typography>
            </Box>
            <Controller
              name={item}
              control={form.control}
              render={({ field }) => (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  color="primary"
                  value={field.value}
                  // Exclusive groups report null when the chosen button is clicked again: keep the choice.
                  onChange={(_e, v: string | null) => v && field.onChange(v)}
                  aria-label={t("groupLabel", { item: t(`name.${item}`) })}
                  sx={{ flexShrink: 0 }}
                >
                  {REQUIREMENTS.map((r) => (
                    <ToggleButton key={r} value={r} data-testid={`item-${item}-${r}`} sx={{ px: 1.75, minWidth: 72 }}>
                      {t(r)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              )}
            />
          </Box>
        ))}
      </Box>
    </ConfigSection>
  );
}
