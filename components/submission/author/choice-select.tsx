"use client";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";

/** A select of labelled choices (theme, report type, category), with a "none" entry for optional items. */
export function ChoiceSelect(props: {
  label: string;
  required: boolean;
  disabled?: boolean;
  value: string;
  onChange(v: string): void;
  onBlur(): void;
  error?: string;
  helper?: string;
  options: { value: string; label: string }[];
  none?: string;
  testId: string;
}) {
  return (
    <TextField
      select
      fullWidth
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      value={props.options.some((o) => o.value === props.value) ? props.value : ""}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
      error={!!props.error}
      helperText={props.error ?? props.helper}
      slotProps={{ htmlInput: { "data-testid": props.testId } }}
    >
      {props.none && (
        <MenuItem value="">
          <em>{props.none}</em>
        </MenuItem>
      )}
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value} sx={{ whiteSpace: "normal" }}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
