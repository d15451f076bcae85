"use client";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldErrorText } from "./use-field-error";

type Props<T extends FieldValues> = Omit<TextFieldProps, "name"> & { name: Path<T>; control: Control<T> };

/** A MUI text field bound to react-hook-form, showing its (translated) error under the field. */
export function FormTextField<T extends FieldValues>({ name, control, helperText, ...rest }: Props<T>) {
  const text = useFieldErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          value={field.value ?? ""}
          error={!!fieldState.error}
          helperText={text(fieldState.error?.message) ?? helperText}
          slotProps={{
            ...rest.slotProps,
            htmlInput: { "data-testid": `field-${name}`, ...(rest.slotProps?.htmlInput as object) },
            // MUI ties the helper text to the input (aria-describedby) and marks it aria-invalid; the
            // alert role makes screen readers announce an error the moment it appears.
            formHelperText: { ...(fieldState.error ? { role: "alert" } : {}), ...(rest.slotProps?.formHelperText as object) },
          }}
        />
      )}
    />
  );
}
