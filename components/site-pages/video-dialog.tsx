"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import type { Editor } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { videoEmbedUrl } from "@/lib/site-pages/links";

/** Embeds the player of a YouTube, Bilibili or Vimeo video; other addresses are refused with a message. */
export function VideoDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const t = useTranslations("sitePages.videoDialog");
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const insert = () => {
    const src = videoEmbedUrl(url);
    if (!src) return setError(t("refused"));
    editor.chain().focus().setVideo(src).run();
    onClose();
  };
  return (
    <Dialog open disableRestoreFocus onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="video-dialog-title" data-testid="video-dialog">
      <DialogTitle id="video-dialog-title">{t("title")}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          sx={{ mt: 1 }}
          label={t("url")}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              insert();
            }
          }}
          error={!!error}
          helperText={error ?? t("hint")}
          fullWidth
          slotProps={{ htmlInput: { "data-testid": "video-url", inputMode: "url" } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("cancel")}</Button>
        <Button variant="contained" onClick={insert} data-testid="video-insert">
          {t("insert")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
