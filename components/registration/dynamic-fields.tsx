"use client";
import Autocomplete from "@mui/material/Autocomplete";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { Controller, type Control, type FieldValues } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import type { TFileRef } from "@/lib/forms/answers-schema";
import { isRequired, labelIn, titleIn, type FieldDef } from "@/lib/forms/fields";
import { CascadeSelect } from "./cascade-select";
import { UploadField } from "./upload-field";

type Props = {
  fields: FieldDef[];
  control: Control<FieldValues>;
  locale: string;
  prefix?: string;
  lockedEmail?: boolean;
  onUploaded?: (field: string) => void;
};

/** The dynamic form of a version (SPEC §3, §5): one control per field kind, in the reader's language. */
export function DynamicFields({ fields, control, locale, prefix = "answers", lockedEmail, onUploaded }: Props) {
  const text = useFieldErrorText();
  return (
    <Stack spacing={2}>
      {fields.map((f) => {
        const name = `${prefix}.${f.field}`;
        const label = titleIn(f, locale);
        const required = isRequired(f);
        const testId = `field-${f.field}`;
        return (
          <Controller
            key={f.field}
            name={name}
            control={control}
            render={({ field, fieldState }) => {
              const error = text(fieldState.error?.message);
              const common = { label, required, fullWidth: true, error: !!error, helperText: error, onBlur: field.onBlur, inputRef: field.ref };
              // Errors are announced as they appear (the helper text is already the input's description).
              const alert = error ? { role: "alert" } : {};
              switch (f.type) {
                case "input":
                case "textarea":
                case "datePicker":
                  return (
                    <TextField
                      {...common}
                      value={field.value ?? ""}
                      onChange={field.onChange}
                      multiline={f.type === "textarea"}
                      minRows={f.type === "textarea" ? 3 : undefined}
                      type={f.type === "datePicker" ? "date" : f.validate.includes("email") ? "email" : "text"}
                      disabled={lockedEmail && f.field === "email" && f.standard}
                      slotProps={{
                        inputLabel: f.type === "datePicker" ? { shrink: true } : undefined,
                        htmlInput: { "data-testid": testId },
                        formHelperText: alert,
                      }}
                    />
                  );
                case "select":
                  if (f.props.allowCreate && !f.props.multiple) {
                    return (
                      <Autocomplete
                        freeSolo
                        options={f.options.map((o) => o.value)}
                        getOptionLabel={(v) => {
                          const o = f.options.find((x) => x.value === v);
                          return o ? labelIn(o, locale) : v;
                        }}
                        value={field.value ?? ""}
                        onChange={(_, v) => field.onChange(v ?? "")}
                        onInputChange={(_, v, reason) => reason === "input" && field.onChange(v)}
                        renderInput={(params) => (
                          <TextField
                            {...params}
                            {...common}
                            inputRef={undefined}
                            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "data-testid": testId }, formHelperText: alert }}
                          />
                        )}
                      />
                    );
                  }
                  return (
                    <TextField
                      {...common}
                      select
                      value={field.value ?? (f.props.multiple ? [] : "")}
                      onChange={field.onChange}
                      slotProps={{ select: { multiple: !!f.props.multiple }, htmlInput: { "data-testid": testId }, formHelperText: alert }}
                    >
                      {f.options.map((o) => (
                        <MenuItem key={o.value} value={o.value}>
                          {labelIn(o, locale)}
                        </MenuItem>
                      ))}
                    </TextField>
                  );
                case "radio":
                case "checkbox": {
                  const list: string[] = Array.isArray(field.value) ? field.value : [];
                  return (
                    <FormControl error={!!error} required={required} data-testid={testId}>
                      <FormLabel>{label}</FormLabel>
                      {f.type === "radio" ? (
                        <RadioGroup row value={field.value ?? ""} onChange={(e) => field.onChange(e.target.value)}>
                          {f.options.map((o) => (
                            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={labelIn(o, locale)} />
                          ))}
                        </RadioGroup>
                      ) : (
                        <FormGroup row>
                          {f.options.map((o) => (
                            <FormControlLabel
                              key={o.value}
                              label={labelIn(o, locale)}
                              control={
                                <Checkbox
                                  checked={list.includes(o.value)}
                                  onChange={(e) => field.onChange(e.target.checked ? [...list, o.value] : list.filter((x) => x !== o.value))}
                                />
                              }
                            />
                          ))}
                        </FormGroup>
                      )}
                      {error && <FormHelperText role="alert">{error}</FormHelperText>}
                    </FormControl>
                  );
                }
                case "cascader":
                case "region":
                  return (
                    <CascadeSelect
                      name={f.field}
                      options={f.options}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      locale={locale}
                      label={label}
                      required={required}
                      error={error}
                      region={f.type === "region"}
                    />
                  );
                case "upload":
                  return (
                    <UploadField
                      name={f.field}
                      label={label}
                      required={required}
                      multiple={!!f.props.multiple}
                      value={(field.value as TFileRef[]) ?? []}
                      onChange={(v) => {
                        field.onChange(v);
                        onUploaded?.(f.field);
                      }}
                      error={error}
                    />
                  );
              }
            }}
          />
        );
      })}
    </Stack>
  );
}
