"use client";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormTextField } from "./form-text-field";

/** The "order" number of a configured item (lower first), as every configuration dialog shows it. */
export function OrderField<T extends FieldValues>({ control, label, help }: { control: Control<T>; label: string; help: string }) {
  return (
    <FormTextField
      control={control}
      name={"order" as Path<T>}
      label={label}
      type="number"
      helperText={help}
      fullWidth
      slotProps={{ htmlInput: { min: 0, inputMode: "numeric" } }}
    />
  );
}
