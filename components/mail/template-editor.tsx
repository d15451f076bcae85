"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { resetMailTemplateAction, saveMailTemplateAction } from "@/lib/mail/actions";
import { renderTemplate, type RenderedMail } from "@/lib/mail/render";
import { ZMailTemplateInput } from "@/lib/mail/schemas";
import type { MailTemplateView } from "@/lib/mail/template-service";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { MailHtmlFrame } from "./mail-html-frame";
import { RichTextEditor, type RichTextHandle } from "@/components/ui/rich-text-editor";

type Lang = "Zh" | "En";

/** One of the eleven templates: subject and rich-text body per language, placeholders beside. */
export function TemplateEditor({ template, onSaved }: { template: MailTemplateView; onSaved?(t: MailTemplateView): void }) {
  const t = useTranslations("mail");
  const fieldError = useFieldErrorText();
  const [lang, setLang] = useState<Lang>("Zh");
  const [preview, setPreview] = useState<{ mail?: RenderedMail; error?: string } | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const editor = useRef<RichTextHandle>(null);
  const { kind } = template;
  const values = { kind, subjectZh: template.subjectZh, subjectEn: template.subjectEn, bodyZh: template.bodyZh, bodyEn: template.bodyEn };
  const { form, submit, message, setMessage } = useActionForm(ZMailTemplateInput, saveMailTemplateAction, values);
  const current = useWatch({ control: form.control });
  const testId = `template-${kind}`;

  const onSave = submit((saved) => {
    form.reset({ kind, subjectZh: saved.subjectZh, subjectEn: saved.subjectEn, bodyZh: saved.bodyZh, bodyEn: saved.bodyEn });
    onSaved?.(saved);
    setMessage({ kind: "success", text: t("templateSaved") });
  });

  const showPreview = () => {
    const sample = Object.fromEntries(template.placeholders.map((p) => [p, t.raw(`sample.${p}`) as string]));
    try {
      const mail = renderTemplate({ subject: current[`subject${lang}`] ?? "", body: current[`body${lang}`] ?? "" }, template.placeholders, sample);
      setPreview({ mail });
    } catch (e) {
      setPreview({ error: t("previewError", { detail: (e as Error).message }) });
    }
  };

  const reset = async () => {
    setConfirmReset(false);
    setMessage(null);
    const r = await resetMailTemplateAction({ kind });
    if (!r.ok) return setMessage({ kind: "error", text: r.message });
    form.reset({ kind, subjectZh: r.data.subjectZh, subjectEn: r.data.subjectEn, bodyZh: r.data.bodyZh, bodyEn: r.data.bodyEn });
    onSaved?.(r.data);
    setMessage({ kind: "success", text: t("resetDone") });
  };

  const subjectName = `subject${lang}` as const;
  const bodyName = `body${lang}` as const;

  return (
    <Box component="form" noValidate onSubmit={onSave} data-testid={testId}>
      <Tabs value={lang} onChange={(_e, v: Lang) => setLang(v)} sx={{ mb: 2 }} aria-label={t("templatesTitle")}>
        <Tab value="Zh" label={t("langZh")} data-testid={`${testId}-tab-zh`} />
        <Tab value="En" label={t("langEn")} data-testid={`${testId}-tab-en`} />
      </Tabs>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 240px" }, alignItems: "start" }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <FormTextField key={subjectName} control={form.control} name={subjectName} label={t("subject")} fullWidth required />
          <Controller
            key={bodyName}
            name={bodyName}
            control={form.control}
            render={({ field, fieldState }) => (
              <RichTextEditor
                ref={editor}
                label={t("body")}
                testId={`${testId}-body`}
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
        </Stack>
        <Box component="aside" aria-label={t("placeholders")} data-testid={`${testId}-placeholders`}>
          <Typography variant="subtitle2">{t("placeholders")}</Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t("placeholderHint")}
          </Typography>
          <Stack direction={{ xs: "row", md: "column" }} useFlexGap spacing={1} sx={{ flexWrap: "wrap" }}>
            {template.placeholders.map((p) => (
              <Tooltip key={p} title={t(`placeholder.${p}` as "placeholder.name")}>
                <Chip
                  size="small"
                  variant="outlined"
                  clickable
                  onClick={() => editor.current?.insert(`{${p}}`)}
                  label={
                    <span>
                      <code>{`{${p}}`}</code> {t(`placeholder.${p}` as "placeholder.name")}
                    </span>
                  }
                  sx={{ justifyContent: "flex-start", maxWidth: "100%" }}
                />
              </Tooltip>
            ))}
          </Stack>
        </Box>
      </Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} data-testid={`${testId}-save`}>
          {t("saveTemplate")}
        </Button>
        <Button variant="outlined" onClick={showPreview} data-testid={`${testId}-preview`}>
          {t("preview")}
        </Button>
        <Button color="warning" onClick={() => setConfirmReset(true)} data-testid={`${testId}-reset`}>
          {t("resetDefault")}
        </Button>
      </Stack>
      {message && (
        <Alert severity={message.kind} sx={{ mt: 2 }} data-testid={`${testId}-message`}>
          {message.text}
        </Alert>
      )}
      <Dialog open={!!preview} onClose={() => setPreview(null)} fullWidth maxWidth="md" data-testid={`${testId}-preview-dialog`}>
        <DialogTitle>{t("previewTitle")}</DialogTitle>
        <DialogContent>
          {preview?.error && <Alert severity="error">{preview.error}</Alert>}
          {preview?.mail && (
            <>
              <Typography variant="subtitle1" sx={{ mb: 1, overflowWrap: "anywhere" }} data-testid={`${testId}-preview-subject`}>
                {preview.mail.subject}
              </Typography>
              <MailHtmlFrame html={preview.mail.html} title={t("previewTitle")} testId={`${testId}-preview-body`} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreview(null)}>{t("close")}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirmReset}
        title={t("resetConfirmTitle")}
        text={t("resetConfirmText")}
        confirm={t("confirm")}
        cancel={t("cancel")}
        onConfirm={reset}
        onClose={() => setConfirmReset(false)}
        testId={`${testId}-reset-dialog`}
      />
    </Box>
  );
}
