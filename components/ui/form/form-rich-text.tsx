"use client";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { useFieldErrorText } from "./use-field-error";

/** The rich-text editor bound to react-hook-form, showing its (translated) error under the editor. */
export function FormRichText<T extends FieldValues>({ control, name, label, testId }: { control: Control<T>; name: Path<T>; label: string; testId?: string }) {
  const text = useFieldErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <RichTextEditor
          value={String(field.value ?? "")}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={text(fieldState.error?.message)}
          label={label}
          testId={testId ?? `field-${name}`}
        />
      )}
    />
  );
}
