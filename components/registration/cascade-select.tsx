"use client";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { labelIn, type FieldOption } from "@/lib/forms/fields";

/** Multi-level select and province/city cascade: one select per level, each filtered by the one before. */
export function CascadeSelect(props: {
  name: string;
  options: FieldOption[];
  value: string[];
  onChange: (v: string[]) => void;
  locale: string;
  label: string;
  required: boolean;
  error?: string;
  region: boolean;
}) {
  const t = useTranslations("registration.page");
  const levels: FieldOption[][] = [props.options];
  for (const v of props.value) {
    const next = levels[levels.length - 1].find((o) => o.value === v)?.children;
    if (!next?.length) break;
    levels.push(next);
  }
  const levelLabel = (i: number) => (props.region ? (i === 0 ? t("province") : t("city")) : t("level", { n: i + 1 }));
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} data-testid={`field-${props.name}`}>
      {levels.map((opts, i) => (
        <TextField
          key={i}
          select
          fullWidth
          required={props.required && i === 0}
          label={i === 0 ? `${props.label} · ${levelLabel(i)}` : levelLabel(i)}
          value={props.value[i] ?? ""}
          error={!!props.error && i === 0}
          helperText={i === 0 ? props.error : undefined}
          onChange={(e) => props.onChange([...props.value.slice(0, i), e.target.value].filter(Boolean))}
          slotProps={{ htmlInput: { "data-testid": `field-${props.name}-${i}` }, formHelperText: props.error ? { role: "alert" } : {} }}
        >
          <MenuItem value="">{t("none")}</MenuItem>
          {opts.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {labelIn(o, props.locale)}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}
