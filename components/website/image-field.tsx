"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { gatewayFetch } from "@/lib/client/gateway-fetch";
import { bannerShapeOff, BANNER_SIZE, type SiteImage } from "@/lib/website/site-image";
import { siteImageUrl } from "@/lib/server/site-file-url";

type Uploaded = { storedName: string; url: string; width: number | null; height: number | null; fieldErrors?: Record<string, string> };

const ACCEPT: Record<SiteImage, string> = {
  logo: "image/png,image/jpeg,image/gif,image/webp",
  banner: "image/png,image/jpeg,image/gif,image/webp",
  favicon: "image/png,image/x-icon,image/vnd.microsoft.icon,.ico",
};

/**
 * One website image: uploaded at once (POST /conference/platform/site/file, checked by content on
 * the server), previewed, and kept in the form until the settings are saved. Removing asks first.
 */
export function ImageField(props: { image: SiteImage; value: string | null; onChange: (name: string | null) => void; error?: string }) {
  const t = useTranslations("website");
  const { image } = props;
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function upload(file: File) {
    setBusy(true);
    setServerError(null);
    try {
      const body = new FormData();
      body.append("file", file);
      const r = await gatewayFetch<Uploaded>(`/conference/platform/site/file?purpose=${image}`, { method: "POST", body });
      if (!r.ok || !r.data?.storedName) return setServerError((r.status && (r.data?.fieldErrors?.file || r.message)) || t("uploadFailed"));
      setSize(r.data.width && r.data.height ? { width: r.data.width, height: r.data.height } : null);
      props.onChange(r.data.storedName);
    } finally {
      setBusy(false);
    }
  }

  const url = siteImageUrl(props.value);
  const error = serverError ?? props.error;
  const shapeOff = image === "banner" && size && bannerShapeOff(size.width, size.height);
  return (
    <Stack spacing={1} data-testid={`image-${image}`} sx={{ minWidth: 0 }}>
      <FormLabel error={!!error}>{t(`${image}Label`)}</FormLabel>
      <FormHelperText sx={{ m: 0 }}>{t(`${image}Hint`, BANNER_SIZE)}</FormHelperText>
      {url && (
        <Box
          sx={{
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            p: 1,
            bgcolor: "grey.50",
            maxWidth: image === "banner" ? "100%" : 160,
            // checkerboard-free neutral ground so transparent logos stay visible
          }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a kept site file, served by our own route */}
          <img
            src={url}
            alt={t("previewAlt", { name: t(`${image}Label`) })}
            data-testid={`preview-${image}`}
            onLoad={(e) => setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
            style={{ display: "block", maxWidth: "100%", maxHeight: image === "banner" ? 200 : 64, height: "auto" }}
          />
        </Box>
      )}
      {shapeOff && size && (
        <Alert severity="warning" data-testid="banner-shape-warning">
          {t("bannerShape", { w: size.width, h: size.height, ...BANNER_SIZE })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button component="label" variant="outlined" size="small" disabled={busy}>
          {busy ? t("uploading") : url ? t("replace") : t("upload")}
          <input
            hidden
            type="file"
            accept={ACCEPT[image]}
            data-testid={`upload-${image}`}
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = "";
              if (f) void upload(f);
            }}
          />
        </Button>
        {url && (
          <Button size="small" color="warning" onClick={() => setConfirming(true)} disabled={busy} data-testid={`remove-${image}`}>
            {t("remove")}
          </Button>
        )}
      </Stack>
      {error && (
        <FormHelperText error data-testid={`error-${image}`} role="alert">
          {error}
        </FormHelperText>
      )}
      <ConfirmDialog
        open={confirming}
        title={t("removeTitle", { name: t(`${image}Label`) })}
        text={t("removeText")}
        confirm={t("remove")}
        cancel={t("cancel")}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setSize(null);
          setServerError(null);
          props.onChange(null);
        }}
        testId={`remove-${image}-dialog`}
      />
    </Stack>
  );
}
