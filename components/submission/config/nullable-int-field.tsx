"use client";
import TextField from "@mui/material/TextField";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";

type Props<T extends FieldValues> = { name: Path<T>; control: Control<T>; label: string; helperText?: string; disabled?: boolean; min?: number };

/** A whole number that may be left empty (= null: "no limit"), test id `field-{name}`. */
export function NullableIntField<T extends FieldValues>({ name, control, label, helperText, disabled, min = 1 }: Props<T>) {
  const text = useFieldErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type="number"
          fullWidth
          disabled={disabled}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ""}
          onChange={(e) => field.onChange(e.target.value === "" ? null : e.target.value)}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={text(fieldState.error?.message) ?? helperText}
          slotProps={{ htmlInput: { "data-testid": `field-${name}`, min, inputMode: "numeric" } }}
        />
      )}
    />
  );
}
