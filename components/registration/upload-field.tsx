"use client";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { gatewayFetch } from "@/lib/client/gateway-fetch";
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
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  async function upload(file: File) {
    setBusy(true);
    setServerError(null);
    try {
      const body = new FormData();
      body.append("file", file);
      // Through the gateway helper: it sends the cookies (the session, or for a visitor whose form
      // creates the account, the upload-owner cookie of issue 8.4) and runs the sign-in-expired flow
      // on a 401. Status 0 is offline, or the connection dropped mid-upload.
      const r = await gatewayFetch<{ data: string; name: string; fieldErrors?: Record<string, string> }>("/conference/conferenceUser/temp/upload", {
        method: "POST",
        body,
      });
      if (!r.ok || !r.data?.data) return setServerError((r.status && (r.data?.fieldErrors?.file || r.message)) || t("uploadFailed"));
      const ref = { name: r.data.name, storedName: r.data.data.slice(PREFIX) };
      props.onChange(props.multiple ? [...props.value, ref] : [ref]);
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
