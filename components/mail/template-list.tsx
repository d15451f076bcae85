"use client";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { MailTemplateView } from "@/lib/mail/template-service";
import { TemplateEditor } from "./template-editor";

/** The eleven templates of SPEC §3, one panel each (editors mount when opened). */
export function TemplateList({ templates }: { templates: MailTemplateView[] }) {
  const t = useTranslations("mail");
  const [open, setOpen] = useState<string | false>(false);
  const [state, setState] = useState(templates);
  return (
    <Box component="section" aria-labelledby="mail-templates-title">
      <Typography id="mail-templates-title" variant="h6" component="h2">
        {t("templatesTitle")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("templatesIntro")}
      </Typography>
      {state.map((tpl) => (
        <Accordion
          key={tpl.kind}
          expanded={open === tpl.kind}
          onChange={(_e, x) => setOpen(x ? tpl.kind : false)}
          slotProps={{ transition: { unmountOnExit: true } }}
          disableGutters
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid={`template-open-${tpl.kind}`}>
            <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{t(`kind.${tpl.kind}`)}</Typography>
              <Chip size="small" label={tpl.isDefault ? t("default") : t("customised")} color={tpl.isDefault ? "default" : "primary"} variant="outlined" />
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <TemplateEditor template={tpl} onSaved={(saved) => setState((all) => all.map((x) => (x.kind === saved.kind ? saved : x)))} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
