"use client";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import { Image } from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { PAGE_CONTENT_SX } from "./content-styles";
import { TextAlign, Video } from "./editor-extensions";
import { EditorToolbar, type EditorDialog } from "./editor-toolbar";
import { ImageDialog } from "./image-dialog";
import { LinkDialog } from "./link-dialog";
import { VideoDialog } from "./video-dialog";

// The rich-text editor of content pages and template blocks — headings, marks, lists,
// quotes, alignment, links, tables, uploaded pictures and embedded players. The stored HTML is
// the editor's own output, sanitised again by the server on save (lib/site/page-html.ts).

type Props = { value: string; onChange(html: string): void; onBlur?(): void; label: string; testId: string; error?: string };

export function PageEditor({ value, onChange, onBlur, label, testId, error }: Props) {
  const t = useTranslations("sitePages.editor");
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const editor = useEditor({
    immediatelyRender: false, // server-rendered page: the editor mounts in the browser
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
      }),
      TableKit.configure({ table: { resizable: false } }),
      Image.configure({ inline: false, allowBase64: false }),
      TextAlign,
      Video,
    ],
    content: value,
    editorProps: { attributes: { "data-testid": testId, "aria-label": label, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A closed dialog hands the keyboard back to the text, where its change landed (not to the toolbar).
  const close = () => {
    setDialog(null);
    setTimeout(() => editor?.commands.focus(), 0);
  };

  // A value set from outside (a reset after saving) replaces the content.
  useEffect(() => {
    if (!editor || value === editor.getHTML() || (value === "" && editor.isEmpty)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box
        sx={{
          border: 1,
          borderColor: error ? "error.main" : "divider",
          borderRadius: 1,
          "& .ProseMirror": { ...PAGE_CONTENT_SX, minHeight: 240, p: 1.5, outline: "none" },
          "& .ProseMirror-selectednode": { outline: 2, outlineColor: "primary.main" },
          "& .selectedCell": { bgcolor: "action.selected" },
        }}
      >
        {editor ? <EditorToolbar editor={editor} open={setDialog} /> : <FormHelperText sx={{ p: 1 }}>{t("loading")}</FormHelperText>}
        <EditorContent editor={editor} />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {editor && dialog === "link" && <LinkDialog editor={editor} onClose={close} />}
      {editor && dialog === "image" && <ImageDialog editor={editor} onClose={close} />}
      {editor && dialog === "video" && <VideoDialog editor={editor} onClose={close} />}
    </Box>
  );
}
