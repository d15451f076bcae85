"use client";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useFileUpload } from "@/components/ui/use-file-upload";
import { MAX_UPLOAD_BYTES } from "@/lib/server/storage/sniff";
import type { TSubmissionFileRef } from "@/lib/submission/schemas";

const ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * The abstract file or the full text: uploaded at once to the author's temporary uploads (the server
 * checks PDF/Word by content and the size, and names the stored file); saving the submission claims it.
 */
export function SubmissionFileField(props: {
  name: "abstractFile" | "fullTextFile";
  label: string;
  required: boolean;
  value: TSubmissionFileRef | null;
  onChange(v: TSubmissionFileRef | null): void;
  error?: string;
}) {
  const t = useTranslations("submission.form");
  const tr = useTranslations("registration");
  const uploader = useFileUpload<{ storedName: string; name: string }>("/conference/contribute/upload", t("uploadFailed"), (d) => !!d.storedName);
  const busy = uploader.busy;

  async function upload(file: File) {
    // Saves a 20 MB round trip; the server checks again whatever the browser says.
    if (file.size > MAX_UPLOAD_BYTES) return uploader.setError(tr("uploadTooLarge", { max: MAX_MB }));
    const answer = await uploader.send(file);
    if (answer) props.onChange({ name: answer.name, storedName: answer.storedName });
  }

  const error = uploader.error ?? props.error;
  return (
    <Stack spacing={1} data-testid={`field-${props.name}`}>
      <FormLabel required={props.required} error={!!error}>
        {props.label}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Button component="label" variant="outlined" size="small" disabled={busy} startIcon={<AttachFileIcon />}>
          {busy ? t("uploading") : props.value ? t("replaceFile") : t("upload")}
          <input
            hidden
            type="file"
            accept={ACCEPT}
            data-testid={`upload-${props.name}`}
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = "";
              if (f) void upload(f);
            }}
          />
        </Button>
        {props.value && <Chip label={props.value.name} onDelete={() => props.onChange(null)} sx={{ maxWidth: "100%" }} data-testid={`file-${props.name}`} />}
      </Stack>
      <FormHelperText error={!!error} data-testid={error ? `error-${props.name}` : undefined}>
        {error ?? t("fileHint", { max: MAX_MB })}
      </FormHelperText>
    </Stack>
  );
}
