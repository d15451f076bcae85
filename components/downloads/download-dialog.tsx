"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { EditDialog } from "@/components/ui/edit-dialog";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { OrderField } from "@/components/ui/form/order-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { saveDownloadAction } from "@/lib/downloads/actions";
import type { DownloadManagerView } from "@/lib/downloads/queries";
import { DOWNLOAD_AUDIENCES, DOWNLOAD_KINDS, DOWNLOAD_LANGUAGES, ZDownloadSave } from "@/lib/downloads/schemas";

const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } } as const;
// Native selects: one tap on a phone, and the same element for keyboards and tests.
const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A file's titles, scope, type and order; each rule's message lands on its field, from the browser or the server. */
export function DownloadDialog({ file, onSaved, onClose }: { file: DownloadManagerView; onSaved(next: DownloadManagerView[]): void; onClose(): void }) {
  const t = useTranslations("download");
  const tf = useTranslations("download.config.form");
  const tc = useTranslations("download.config");
  const { form, submit, message } = useActionForm(ZDownloadSave, (v) => saveDownloadAction({ ...v, id: file.id }), {
    id: file.id,
    titleZh: file.titleZh,
    titleEn: file.titleEn,
    language: file.language,
    audience: file.audience,
    kind: file.kind,
    order: file.order,
  });
  const c = form.control;
  const select = (name: "language" | "audience" | "kind", label: string, values: readonly string[], group: string, help?: string) => (
    <FormTextField control={c} name={name} label={label} select fullWidth helperText={help} slotProps={NATIVE}>
      {values.map((v) => (
        <option key={v} value={v}>
          {t(`${group}.${v}` as "kinds.OTHER")}
        </option>
      ))}
    </FormTextField>
  );
  return (
    <EditDialog
      testId="download"
      title={tf("editTitle")}
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit(onSaved)}
      onClose={onClose}
      cancel={tc("cancel")}
      save={tc("save")}
      wide
    >
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {tf("file")}: {file.originalName}
      </Typography>
      <Box sx={GRID}>
        <FormTextField control={c} name="titleZh" label={tf("titleZh")} fullWidth />
        <FormTextField control={c} name="titleEn" label={tf("titleEn")} fullWidth />
        {select("language", tf("language"), DOWNLOAD_LANGUAGES, "languages", tf("languageHelp"))}
        {select("audience", tf("audience"), DOWNLOAD_AUDIENCES, "audiences")}
        {select("kind", tf("kind"), DOWNLOAD_KINDS, "kinds")}
        <OrderField control={c} label={tf("order")} help={tf("orderHelp")} />
      </Box>
    </EditDialog>
  );
}
