"use client";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { gatewayFetch } from "@/lib/client/gateway-fetch";
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
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function upload(file: File) {
    setServerError(null);
    // Saves a 20 MB round trip; the server checks again whatever the browser says.
    if (file.size > MAX_UPLOAD_BYTES) return setServerError(tr("uploadTooLarge", { max: MAX_MB }));
    setBusy(true);
    try {
      const body = new FormData();
      body.append("file", file);
      const r = await gatewayFetch<{ storedName: string; name: string; fieldErrors?: Record<string, string> }>("/conference/contribute/upload", {
        method: "POST",
        body,
      });
      if (!r.ok || !r.data?.storedName) return setServerError((r.status && (r.data?.fieldErrors?.file || r.message)) || t("uploadFailed"));
      props.onChange({ name: r.data.name, storedName: r.data.storedName });
    } finally {
      setBusy(false);
    }
  }

  const error = serverError ?? props.error;
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
