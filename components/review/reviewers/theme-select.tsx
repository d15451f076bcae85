"use client";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";

export type ThemeChoice = { id: number; label: string; depth: number };

/** Several of the conference's themes (any level), indented as in the tree; the chosen ones as chips. */
export function ThemeSelect(props: { themes: ThemeChoice[]; value: number[]; error?: string; onChange(ids: number[]): void }) {
  const t = useTranslations("reviewerAdmin.form");
  const chosen = props.themes.filter((x) => props.value.includes(x.id));
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={props.themes}
      value={chosen}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, v) => props.onChange(v.map((x) => x.id))}
      noOptionsText={t("noThemes")}
      renderOption={({ key, ...rest }, o) => (
        <li key={key} {...rest} style={{ paddingLeft: 16 + o.depth * 16 }}>
          {o.label}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t("themes")}
          helperText={props.error ?? t("themesHelp")}
          error={!!props.error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "data-testid": "field-themes" } }}
        />
      )}
      data-testid="theme-select"
    />
  );
}
