"use client";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useFileUpload } from "@/components/ui/use-file-upload";
import type { TFileRef } from "@/lib/forms/answers-schema";

const PREFIX = 5; // SPEC §7: stored name = data minus its first 5 characters

/** §7 temp/upload: each chosen file is uploaded at once and checked on the server (size, type by content). */
export function UploadField(props: {
  name: string;
  label: string;
  required: boolean;
  value: TFileRef[];
  onChange: (v: TFileRef[]) => void;
  error?: string;
  multiple?: boolean;
}) {
  const t = useTranslations("registration.page");
  // The cookies sent carry the session or, for a visitor whose form creates the account, the
  // upload-owner cookie that binds a temporary upload to its browser.
  const uploader = useFileUpload<{ data: string; name: string }>("/conference/conferenceUser/temp/upload", t("uploadFailed"), (d) => !!d.data);
  const busy = uploader.busy;
  async function upload(file: File) {
    const answer = await uploader.send(file);
    if (!answer) return;
    const ref = { name: answer.name, storedName: answer.data.slice(PREFIX) };
    props.onChange(props.multiple ? [...props.value, ref] : [ref]);
  }
  const error = uploader.error ?? props.error;
  return (
    <Stack spacing={1} data-testid={`field-${props.name}`}>
      <FormLabel required={props.required} error={!!error}>
        {props.label}
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Button component="label" variant="outlined" size="small" disabled={busy}>
          {busy ? t("uploading") : t("upload")}
          <input
            hidden
            type="file"
            data-testid={`upload-${props.name}`}
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = "";
              if (f) void upload(f);
            }}
          />
        </Button>
        {props.value.map((f) => (
          <Chip
            key={f.storedName}
            label={f.name}
            onDelete={() => props.onChange(props.value.filter((x) => x.storedName !== f.storedName))}
            data-testid={`file-${props.name}`}
          />
        ))}
      </Stack>
      {error && (
        <FormHelperText error data-testid={`error-${props.name}`}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
