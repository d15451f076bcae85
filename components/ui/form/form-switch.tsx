"use client";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldErrorText } from "./use-field-error";

/**
 * A MUI switch bound to react-hook-form (test id `field-{name}`). With `helperText` it also shows
 * a line below: the field's (translated) error, else that text.
 */
export function FormSwitch<T extends FieldValues>(props: { name: Path<T>; control: Control<T>; label: string; disabled?: boolean; helperText?: string }) {
  const text = useFieldErrorText();
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field, fieldState }) => {
        const toggle = (
          <FormControlLabel
            control={
              <Switch
                checked={!!field.value}
                disabled={props.disabled}
                onChange={(e) => field.onChange(e.target.checked)}
                slotProps={{ input: { "data-testid": `field-${props.name}` } as object }}
              />
            }
            label={props.label}
          />
        );
        if (props.helperText === undefined) return toggle;
        return (
          <Box>
            {toggle}
            <FormHelperText error={!!fieldState.error}>{text(fieldState.error?.message) ?? props.helperText}</FormHelperText>
          </Box>
        );
      }}
    />
  );
}
