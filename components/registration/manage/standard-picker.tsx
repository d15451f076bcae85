"use client";
import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { STANDARD_ITEMS, standardField, titleIn } from "@/lib/forms/fields";
import type { DesignerItem } from "./designer-items";

/**
 * The standard items not yet in the form, in the page's language (each standard item is
 * listed once — here while it is out of the form, in the item list once it is in).
 */
export function StandardPicker({ present, onAdd }: { present: string[]; onAdd(item: DesignerItem): void }) {
  const t = useTranslations("registration.config");
  const td = useTranslations("registration.designer");
  const locale = useLocale();
  const missing = STANDARD_ITEMS.filter((s) => !present.includes(s.field));
  return (
    <Box data-testid="standard-picker">
      <Typography variant="subtitle1" component="h3">
        {t("standardItems")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {missing.length ? td("standardHint") : td("allStandardAdded")}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        {missing.map((s) => (
          <Chip
            key={s.field}
            icon={<Add />}
            variant="outlined"
            label={titleIn(s, locale)}
            aria-label={td("addStandard", { title: titleIn(s, locale) })}
            onClick={() => onAdd({ uid: s.field, def: standardField(s.field, false, present.length), rows: [], saved: true })}
            data-testid={`std-${s.field}`}
          />
        ))}
      </Stack>
    </Box>
  );
}
