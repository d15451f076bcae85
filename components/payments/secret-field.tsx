"use client";
import { useTranslations } from "next-intl";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";

/**
 * A password, key or other credential: write-only. The stored value never reaches the browser;
 * the helper says whether one is set, and an empty field keeps it.
 */
export function SecretField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  isSet: boolean;
  multiline?: boolean;
  required?: boolean;
}) {
  const t = useTranslations("paySettings.secret");
  return (
    <FormTextField
      control={props.control}
      name={props.name}
      label={props.label}
      required={props.required}
      fullWidth
      autoComplete="new-password"
      spellCheck={false}
      {...(props.multiline ? { multiline: true, minRows: 3, maxRows: 8, sx: { gridColumn: { sm: "1 / -1" } } } : { type: "password" })}
      helperText={
        <span data-testid={`secret-${props.name}`} data-set={props.isSet ? "true" : "false"}>
          {props.isSet ? t("set") : t("unset")}
        </span>
      }
      slotProps={{ htmlInput: { "data-lpignore": "true", style: props.multiline ? { fontFamily: "monospace", fontSize: 13 } : undefined } }}
    />
  );
}
