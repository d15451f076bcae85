"use client";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { pickLocale } from "@/lib/i18n/pick";
import type { MethodView } from "@/lib/payments/queries";
import { MethodForm, type DefaultTitles } from "./method-form";

/** A group of payment methods (offline or online), one panel each; a form mounts when opened. */
export function MethodList({ methods, titles }: { methods: MethodView[]; titles: Record<string, DefaultTitles> }) {
  const t = useTranslations("paySettings.method");
  const tm = useTranslations("billing.method");
  const locale = useLocale();
  const [open, setOpen] = useState<string | false>(false);
  const [state, setState] = useState(methods);
  return (
    <Box>
      {state.map((m) => {
        const custom = pickLocale(locale, m.titleZh, m.titleEn);
        return (
          <Accordion
            key={m.method}
            expanded={open === m.method}
            onChange={(_e, x) => setOpen(x ? m.method : false)}
            slotProps={{ transition: { unmountOnExit: true } }}
            disableGutters
            variant="outlined"
            data-testid={`pay-method-${m.method}`}
            sx={{ "&:not(:last-of-type)": { borderBottom: 0 } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid={`pay-method-open-${m.method}`}>
              <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1, rowGap: 0.5, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{tm(m.method)}</Typography>
                {custom && custom !== tm(m.method) && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                    {custom}
                  </Typography>
                )}
                <Chip
                  size="small"
                  label={m.enabled ? t("enabled") : t("disabled")}
                  color={m.enabled ? "success" : "default"}
                  variant="outlined"
                  data-testid={`pay-method-status-${m.method}`}
                />
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              <MethodForm view={m} titles={titles[m.method]} onSaved={(saved) => setState((all) => all.map((x) => (x.method === saved.method ? saved : x)))} />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
