"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { gatewayFetch } from "@/lib/client/gateway-fetch";

// The two uploads of the appearance form. Each sends its file to the gateway at once (multipart
// "file"), which checks it by content and keeps it; the form then saves the stored name. Refusals
// come back as the field's message (type, size, not CSS).

type Upload<T> = { ok: true; data: T } | { ok: false; message: string };

async function upload<T>(path: string, file: File, fallback: string): Promise<Upload<T>> {
  const body = new FormData();
  body.append("file", file);
  const r = await gatewayFetch<T & { fieldErrors?: Record<string, string> }>(path, { method: "POST", body });
  if (r.ok && r.data) return { ok: true, data: r.data };
  return { ok: false, message: (r.status && (r.data?.fieldErrors?.file || r.message)) || fallback };
}

function PickButton(props: { label: string; accept: string; busy: boolean; testId: string; onFile(f: File): void }) {
  return (
    <Button component="label" variant="outlined" size="small" disabled={props.busy}>
      {props.label}
      <input
        hidden
        type="file"
        accept={props.accept}
        data-testid={props.testId}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = "";
          if (f) props.onFile(f);
        }}
      />
    </Button>
  );
}

type FieldProps = { value: string; error?: string; required?: boolean; onChange(v: string): void; onError(message: string | null): void };

/** Thumbnail: JPG or PNG ≤ 1 MB (site file purpose "thumbnail"), previewed once kept. */
export function ThumbnailField(p: FieldProps & { help: string }) {
  const t = useTranslations("appearance");
  const [busy, setBusy] = useState(false);
  const pick = async (file: File) => {
    setBusy(true);
    p.onError(null);
    const r = await upload<{ storedName: string }>("/conference/platform/site/file?purpose=thumbnail", file, t("uploadFailed"));
    setBusy(false);
    if (r.ok) p.onChange(r.data.storedName);
    else p.onError(r.message);
  };
  return (
    <Stack spacing={1} data-testid="field-thumbnail">
      <FormLabel required={p.required} error={!!p.error}>
        {t("thumbnail")}
      </FormLabel>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <Box
          sx={{
            width: 200,
            height: 120,
            borderRadius: 1,
            border: 1,
            borderColor: p.error ? "error.main" : "divider",
            bgcolor: "grey.100",
            overflow: "hidden",
            flexShrink: 0,
          }}
        >
          {p.value && (
            // eslint-disable-next-line @next/next/no-img-element -- a kept site file
            <img src={`/site-file/${p.value}`} alt="" data-testid="thumbnail-preview" style={{ width: "100%", height: "100%", objectFit: "cover" }} />
          )}
        </Box>
        <PickButton
          label={busy ? t("uploading") : p.value ? t("replace") : t("upload")}
          accept="image/png,image/jpeg"
          busy={busy}
          testId="upload-thumbnail"
          onFile={pick}
        />
      </Stack>
      <FormHelperText error={!!p.error} data-testid="thumbnail-error">
        {p.error ?? p.help}
      </FormHelperText>
    </Stack>
  );
}

const KB = 1024;

/** CSS: a .css text file ≤ 1024 KB; shows what will be left out of it. */
export function CssField(p: FieldProps & { fileName: string | null; disabled?: boolean; help: string }) {
  const t = useTranslations("appearance");
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<{ name: string; size: number; removed: number | null } | null>(
    p.fileName ? { name: p.fileName, size: 0, removed: null } : null,
  );
  const pick = async (file: File) => {
    p.onError(null);
    if (!/\.css$/i.test(file.name)) return p.onError(t("cssNotCss"));
    if (file.size > 1024 * KB) return p.onError(t("cssTooLarge"));
    setBusy(true);
    const r = await upload<{ storedName: string; name: string; size: number; removed: number }>(
      "/conference/platform/config/exterior/css",
      file,
      t("uploadFailed"),
    );
    setBusy(false);
    if (!r.ok) return p.onError(r.message);
    setChosen({ name: r.data.name, size: r.data.size, removed: r.data.removed });
    p.onChange(r.data.storedName);
  };
  return (
    <Stack spacing={1} data-testid="field-cssFile">
      <FormLabel error={!!p.error}>{t("css")}</FormLabel>
      {p.value && chosen && (
        <Box>
          <Typography variant="body2" data-testid="css-chosen">
            {chosen.size ? t("cssChosen", { name: chosen.name, size: Math.max(1, Math.round(chosen.size / KB)) }) : chosen.name}
          </Typography>
          {chosen.removed !== null && (
            <Typography variant="body2" color={chosen.removed ? "warning.main" : "text.secondary"} data-testid="css-removed">
              {t("cssRemovedParts", { count: chosen.removed })}
            </Typography>
          )}
        </Box>
      )}
      {!p.disabled && (
        <Stack direction="row" spacing={1}>
          <PickButton
            label={busy ? t("uploading") : p.value ? t("replace") : t("upload")}
            accept=".css,text/css"
            busy={busy}
            testId="upload-css"
            onFile={pick}
          />
          {p.value && (
            <Button
              size="small"
              color="warning"
              onClick={() => {
                setChosen(null);
                p.onChange("");
              }}
              data-testid="remove-css"
            >
              {t("cssRemove")}
            </Button>
          )}
        </Stack>
      )}
      <FormHelperText error={!!p.error} data-testid="css-error">
        {p.error ?? p.help}
      </FormHelperText>
    </Stack>
  );
}
