"use client";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { Editor } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { isExternalLink, normaliseLink } from "@/lib/site-pages/links";

/** Adds, changes or removes the link at the selection; the address is checked before it is set. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const t = useTranslations("sitePages.linkDialog");
  const current = editor.getAttributes("link") as { href?: string; target?: string | null };
  const [href, setHref] = useState(current.href ?? "");
  const [text, setText] = useState("");
  const [newTab, setNewTab] = useState(current.target === "_blank");
  const [error, setError] = useState<string | null>(null);
  const empty = editor.state.selection.empty && !current.href;
  const external = isExternalLink(href.trim());

  const apply = () => {
    const link = normaliseLink(href);
    if (!link) return setError(t("invalid"));
    const target = isExternalLink(link) || newTab ? "_blank" : null;
    const chain = editor.chain().focus();
    if (empty) chain.insertContent({ type: "text", text: text.trim() || link, marks: [{ type: "link", attrs: { href: link, target } }] }).run();
    else chain.extendMarkRange("link").setLink({ href: link, target }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };

  return (
    <Dialog open disableRestoreFocus onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="link-dialog-title" data-testid="link-dialog">
      <DialogTitle id="link-dialog-title">{t("title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            label={t("url")}
            value={href}
            onChange={(e) => {
              setHref(e.target.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                apply();
              }
            }}
            error={!!error}
            helperText={error ?? t("urlHint")}
            fullWidth
            slotProps={{ htmlInput: { "data-testid": "link-url", inputMode: "url" } }}
          />
          {empty && (
            <TextField
              label={t("text")}
              value={text}
              onChange={(e) => setText(e.target.value)}
              fullWidth
              slotProps={{ htmlInput: { "data-testid": "link-text" } }}
            />
          )}
          <FormControlLabel
            control={<Checkbox checked={external || newTab} disabled={external} onChange={(e) => setNewTab(e.target.checked)} />}
            label={external ? t("externalAlways") : t("newTab")}
            data-testid="link-new-tab"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap" }}>
        {current.href && (
          <Button color="warning" onClick={remove} data-testid="link-remove">
            {t("remove")}
          </Button>
        )}
        <Button onClick={onClose}>{t("cancel")}</Button>
        <Button variant="contained" onClick={apply} data-testid="link-apply">
          {t("apply")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
