"use client";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useFileUpload } from "@/components/ui/use-file-upload";
import type { DownloadManagerView } from "@/lib/downloads/queries";
import { DOWNLOAD_MAX_BYTES } from "@/lib/downloads/schemas";

// Through the gateway, not a server action: a file of up to 50 MiB is past an action's body limit.
const UPLOAD = "/conference/platform/config/download/upload";
const ACCEPT = ".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.png,.jpg,.jpeg,.gif,.webp,.zip";

/** Sends one file at once; the server types it by content and answers the new (unpublished) file. */
export function UploadButton({ onUploaded }: { onUploaded(f: DownloadManagerView): void }) {
  const t = useTranslations("download.config");
  const uploader = useFileUpload<DownloadManagerView>(UPLOAD, t("uploadFailed"), (d) => typeof d.id === "number");
  return (
    <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
      <Button
        component="label"
        variant="contained"
        startIcon={<UploadFileIcon />}
        loading={uploader.busy}
        loadingPosition="start"
        data-testid="download-upload"
      >
        {uploader.busy ? t("uploading") : t("upload")}
        <input
          hidden
          type="file"
          accept={ACCEPT}
          data-testid="download-upload-input"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = "";
            if (f)
              void uploader.send(f).then((answer) => {
                if (answer) onUploaded(answer);
              });
          }}
        />
      </Button>
      <FormHelperText sx={{ m: 0 }}>{t("uploadHelp", { max: DOWNLOAD_MAX_BYTES / 1024 / 1024 })}</FormHelperText>
      {uploader.error && (
        <FormHelperText error role="alert" data-testid="download-upload-error" sx={{ m: 0 }}>
          {uploader.error}
        </FormHelperText>
      )}
    </Stack>
  );
}
