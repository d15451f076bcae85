"use client";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";

type Option = { value: string | number; label: string };

/** A select bound to react-hook-form; `empty` adds a "none" entry whose value is null. */
export function FormSelect<T extends FieldValues>(props: {
  name: Path<T>;
  control: Control<T>;
  label: string;
  options: Option[];
  empty?: string;
  helperText?: string;
}) {
  const text = useFieldErrorText();
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={props.label}
          value={field.value ?? ""}
          onChange={(e) => {
            const v = e.target.value as string | number;
            const numeric = props.options.some((o) => typeof o.value === "number");
            field.onChange(v === "" ? null : numeric ? Number(v) : v);
          }}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={text(fieldState.error?.message) ?? props.helperText}
          slotProps={{ htmlInput: { "data-testid": `field-${props.name}` } }}
        >
          {props.empty !== undefined && (
            <MenuItem value="">
              <em>{props.empty}</em>
            </MenuItem>
          )}
          {props.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A checkbox bound to react-hook-form, with its (translated) error below. */
export function FormCheckbox<T extends FieldValues>(props: { name: Path<T>; control: Control<T>; label: string }) {
  const text = useFieldErrorText();
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field, fieldState }) => (
        <div>
          <FormControlLabel
            label={props.label}
            control={
              <Checkbox
                checked={!!field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { "data-testid": `field-${props.name}` } as object }}
              />
            }
          />
          {fieldState.error && <FormHelperText error>{text(fieldState.error.message)}</FormHelperText>}
        </div>
      )}
    />
  );
}

/** The "default on PC / on mobile" checkboxes that pages and templates both carry. */
export function DefaultFlags<T extends FieldValues & Record<"isDefaultPc" | "isDefaultMobile", unknown>>(props: {
  control: Control<T>;
  pc: string;
  mobile: string;
}) {
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0, sm: 2 }}>
      <FormCheckbox control={props.control} name={"isDefaultPc" as Path<T>} label={props.pc} />
      <FormCheckbox control={props.control} name={"isDefaultMobile" as Path<T>} label={props.mobile} />
    </Stack>
  );
}
