"use client";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useFieldArray } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { createTemplateAction, updateTemplateAction } from "@/lib/site-pages/actions";
import { ZTemplateInput, type TTemplateFormInput, type TTemplateInput } from "@/lib/site-pages/schemas";
import type { TemplateDetail } from "@/lib/site-pages/template-service";
import { DefaultFlags, FormSelect } from "./form-controls";
import { FormShell, useArrivalNotice } from "./form-shell";
import { TemplateElementEditor } from "./template-element-editor";

const LIST = "/platform/config/template/list";

/** config/template/add and edit/{id}: name, appearance, device, default flags and the ordered elements. */
export function TemplateForm(props: {
  id: number | null;
  initial: TTemplateInput;
  appearances: { id: number; name: string; isActive: boolean }[];
  pageCount: number;
  savedNotice?: boolean;
}) {
  const t = useTranslations("sitePages.templateForm");
  const fieldError = useFieldErrorText();
  const router = useRouter();
  const arrival = useArrivalNotice(props.savedNotice ? t("saved") : null);
  const save = (input: TTemplateFormInput) => {
    arrival.clear();
    return props.id ? updateTemplateAction({ ...input, id: props.id }) : createTemplateAction(input);
  };
  const { form, submit, message, setMessage } = useActionForm(ZTemplateInput, save, props.initial);
  const elements = useFieldArray({ control: form.control, name: "elements" });

  const onSave = submit((saved: TemplateDetail) => {
    const { id, pageCount: _count, ...values } = saved;
    void _count;
    form.reset(values);
    if (!props.id) return router.replace(`/platform/config/template/edit/${id}?saved=1`);
    setMessage({ kind: "success", text: t("saved") });
  });
  const saving = form.formState.isSubmitting;
  const elementsError = fieldError(form.formState.errors.elements?.message ?? form.formState.errors.elements?.root?.message);

  return (
    <FormShell
      testId="template-form"
      onSubmit={onSave}
      message={message}
      arrival={arrival}
      onCloseMessage={() => setMessage(null)}
      settings={
        <>
          {props.pageCount > 0 && <Typography color="text.secondary">{t("usedBy", { count: props.pageCount })}</Typography>}
          <FormTextField control={form.control} name="name" label={t("name")} required fullWidth helperText={t("nameHint")} />
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
            <FormSelect
              control={form.control}
              name="appearanceId"
              label={t("appearance")}
              empty={t("none")}
              options={props.appearances.map((a) => ({ value: a.id, label: a.isActive ? `${a.name} (${t("active")})` : a.name }))}
            />
            <FormSelect
              control={form.control}
              name="device"
              label={t("device")}
              options={[
                { value: "pc", label: t("devicePc") },
                { value: "mobile", label: t("deviceMobile") },
              ]}
            />
          </Box>
          <DefaultFlags control={form.control} pc={t("defaultPc")} mobile={t("defaultMobile")} />
        </>
      }
    >
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t("elements")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("elementsHint")}
        </Typography>
        {elements.fields.map((f, i) => (
          <TemplateElementEditor key={f.id} control={form.control} index={i} count={elements.fields.length} move={elements.move} remove={elements.remove} />
        ))}
        {elementsError && <FormHelperText error>{elementsError}</FormHelperText>}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={elements.fields.length >= 50}
            onClick={() => elements.append({ kind: "html", show: "always", htmlZh: "", htmlEn: "" })}
            data-testid="element-add"
          >
            {t("addElement")}
          </Button>
        </Box>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button type="submit" variant="contained" disabled={saving} data-testid="template-save">
          {saving ? t("saving") : t("save")}
        </Button>
        <Button href={LIST} disabled={saving}>
          {t("back")}
        </Button>
      </Stack>
    </FormShell>
  );
}
