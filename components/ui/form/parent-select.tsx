"use client";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldErrorText } from "./use-field-error";

type Props<T extends FieldValues> = {
  control: Control<T>;
  label: string;
  /** The top-level choice (value null). */
  none: string;
  /** The nodes that may take this one, in tree order; `depth` indents them. */
  options: { id: number; depth: number; label: string }[];
};

/** The `parentId` field of a tree node: a select of the allowed parents, "none" for the top level. */
export function ParentSelect<T extends FieldValues>({ control, label, none, options }: Props<T>) {
  const fieldError = useFieldErrorText();
  return (
    <Controller
      name={"parentId" as Path<T>}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          value={field.value ?? ""}
          onChange={(e) => field.onChange(e.target.value === "" ? null : Number(e.target.value))}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldError(fieldState.error?.message)}
          // "None (top level)" is a choice of its own, so it shows instead of an empty box.
          slotProps={{ htmlInput: { "data-testid": "field-parentId" }, inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{none}</MenuItem>
          {options.map((o) => (
            <MenuItem key={o.id} value={o.id} sx={{ pl: 2 + o.depth * 2 }}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
