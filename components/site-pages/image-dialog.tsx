"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Editor } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { uploadPageImage } from "./upload-image";

const MAX_BYTES = 10 * 1024 * 1024; // SPEC §9 images ≤ 10 MB; the server checks again, by content

/** Uploads a picture (PNG, JPEG, GIF, WebP ≤ 10 MB) with progress, then inserts it with its alt text. */
export function ImageDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const t = useTranslations("sitePages.imageDialog");
  const [url, setUrl] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setUrl(null);
    if (file.size > MAX_BYTES) return setError(t("tooLarge"));
    setProgress(0);
    const r = await uploadPageImage(file, setProgress);
    setProgress(null);
    if (!r.ok) return setError(r.message || t("failed"));
    setUrl(r.url);
    if (!alt) setAlt(file.name.replace(/\.[^.]+$/, "").slice(0, 200));
  };
  const insert = () => {
    if (!url) return;
    // A paragraph after the picture takes the cursor, so typing (or a table) goes below it, never over it.
    editor
      .chain()
      .focus()
      .insertContent([{ type: "image", attrs: { src: url, alt: alt.trim() } }, { type: "paragraph" }])
      .run();
    onClose();
  };

  return (
    <Dialog open disableRestoreFocus onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="image-dialog-title" data-testid="image-dialog">
      <DialogTitle id="image-dialog-title">{t("title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box>
            <Button component="label" variant="outlined" disabled={progress !== null}>
              {t("choose")}
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                data-testid="image-file"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  e.target.value = "";
                  if (f) void upload(f);
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t("hint")}
            </Typography>
          </Box>
          {progress !== null && (
            <Box data-testid="image-progress">
              <LinearProgress variant="determinate" value={progress} />
              <Typography variant="caption">{t("uploading", { percent: progress })}</Typography>
            </Box>
          )}
          {error && (
            <Alert severity="error" data-testid="image-error">
              {error}
            </Alert>
          )}
          {url && (
            <Box
              component="img"
              src={url}
              alt={alt}
              data-testid="image-preview"
              sx={{ maxWidth: "100%", maxHeight: 200, objectFit: "contain", alignSelf: "flex-start" }}
            />
          )}
          <TextField
            label={t("alt")}
            helperText={t("altHint")}
            value={alt}
            onChange={(e) => setAlt(e.target.value.slice(0, 200))}
            fullWidth
            slotProps={{ htmlInput: { "data-testid": "image-alt" } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("cancel")}</Button>
        <Button variant="contained" onClick={insert} disabled={!url} data-testid="image-insert">
          {t("insert")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
