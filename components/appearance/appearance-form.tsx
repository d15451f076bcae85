"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import OutlinedInput from "@mui/material/OutlinedInput";
import Paper from "@mui/material/Paper";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { saveAppearanceAction } from "@/lib/appearance/actions";
import { APPEARANCE_NAME_MAX, ZAppearanceInput, ZCustomAppearanceInput, type TAppearanceInput } from "@/lib/appearance/schemas";
import { CssField, ThumbnailField } from "./file-fields";

export type AppearanceFormInitial = {
  id?: number;
  name: string;
  thumbnail: string;
  cssFile: string;
  cssFileName: string | null;
  templates: number[];
  builtIn: boolean;
};
type Choice = { id: number; name: string; device: string };

/** SPEC §2 config/exterior/add and edit/{id}: name, thumbnail, CSS file and the templates it offers. */
export function AppearanceForm({ initial, templates }: { initial: AppearanceFormInitial; templates: Choice[] }) {
  const t = useTranslations("appearance");
  const text = useFieldErrorText();
  const router = useRouter();
  const schema = initial.builtIn ? ZAppearanceInput : ZCustomAppearanceInput;
  const { form, submit, message } = useActionForm(schema, saveAppearanceAction, {
    ...(initial.id ? { id: initial.id } : {}),
    name: initial.name,
    thumbnail: initial.thumbnail,
    cssFile: initial.cssFile,
    templates: initial.templates,
  } as TAppearanceInput);
  const { control, formState, setError, clearErrors, setValue } = form;
  const onSave = submit(() => router.push("/platform/config/exterior/list?saved=1"));
  const busy = formState.isSubmitting;
  const upload = (field: "thumbnail" | "cssFile") => ({
    onChange: (v: string) => {
      setValue(field, v, { shouldDirty: true });
      clearErrors(field);
    },
    onError: (m: string | null) => (m ? setError(field, { type: "server", message: m }) : clearErrors(field)),
  });
  return (
    <Paper variant="outlined" component="form" onSubmit={onSave} noValidate sx={{ p: { xs: 2, md: 3 } }} data-testid="appearance-form">
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <FormTextField
          control={control}
          name="name"
          label={t("name")}
          required
          helperText={t("nameHelp")}
          slotProps={{ htmlInput: { maxLength: APPEARANCE_NAME_MAX * 2 } }}
        />
        <Controller
          control={control}
          name="thumbnail"
          render={({ field, fieldState }) => (
            <ThumbnailField
              value={field.value ?? ""}
              error={text(fieldState.error?.message)}
              required={!initial.builtIn}
              help={initial.builtIn ? t("thumbnailBuiltInHelp") : t("thumbnailHelp")}
              {...upload("thumbnail")}
            />
          )}
        />
        <Controller
          control={control}
          name="cssFile"
          render={({ field, fieldState }) => (
            <CssField
              value={field.value ?? ""}
              fileName={initial.cssFileName}
              error={text(fieldState.error?.message)}
              disabled={initial.builtIn}
              help={initial.builtIn ? t("cssBuiltInHelp") : t("cssHelp")}
              {...upload("cssFile")}
            />
          )}
        />
        <Controller
          control={control}
          name="templates"
          render={({ field, fieldState }) => (
            <FormControl error={!!fieldState.error} fullWidth>
              <InputLabel id="appearance-templates">{t("templates")}</InputLabel>
              <Select
                labelId="appearance-templates"
                multiple
                value={field.value ?? []}
                onChange={(e) => field.onChange(typeof e.target.value === "string" ? [] : e.target.value)}
                input={<OutlinedInput label={t("templates")} />}
                renderValue={(ids) =>
                  templates
                    .filter((c) => (ids as number[]).includes(c.id))
                    .map((c) => c.name)
                    .join("、")
                }
                disabled={!templates.length}
                data-testid="field-templates"
              >
                {templates.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    <Checkbox checked={(field.value ?? []).includes(c.id)} size="small" />
                    <ListItemText primary={c.name} secondary={c.device === "mobile" ? t("deviceMobile") : t("devicePc")} />
                  </MenuItem>
                ))}
              </Select>
              <FormHelperText>{text(fieldState.error?.message) ?? (templates.length ? t("templatesHelp") : t("noTemplates"))}</FormHelperText>
            </FormControl>
          )}
        />
        {message && (
          <Alert severity={message.kind} data-testid="appearance-form-message" role={message.kind === "error" ? "alert" : "status"}>
            {message.text}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy} data-testid="appearance-save">
            {busy ? t("saving") : t("save")}
          </Button>
          <Button onClick={() => router.push("/platform/config/exterior/list")} disabled={busy}>
            {t("cancel")}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
