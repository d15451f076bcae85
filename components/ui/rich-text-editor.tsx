"use client";
import CodeIcon from "@mui/icons-material/Code";
import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import FormatUnderlinedIcon from "@mui/icons-material/FormatUnderlined";
import LinkIcon from "@mui/icons-material/Link";
import RedoIcon from "@mui/icons-material/Redo";
import UndoIcon from "@mui/icons-material/Undo";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useTranslations } from "next-intl";
import { useEffect, useImperativeHandle, useState, type ReactNode, type Ref } from "react";

// The template body editor: Tiptap (ProseMirror) with the few marks a mail needs, plus an HTML
// source view. Output is the editor's own HTML, so the stored body is always well formed.

export type RichTextHandle = { insert(text: string): void };

type Props = {
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  error?: string;
  label: string;
  testId: string;
  ref?: Ref<RichTextHandle>;
};

function ToolButton({
  title,
  active,
  onClick,
  children,
  disabled,
}: {
  title: string;
  active?: boolean;
  onClick(): void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" aria-label={title} aria-pressed={active} color={active ? "primary" : "default"} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function Toolbar({ editor, source, toggleSource }: { editor: Editor; source: boolean; toggleSource(): void }) {
  const t = useTranslations("common.editor");
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      link: e.isActive("link"),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
    const href = window.prompt(t("linkPrompt"), previous);
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.25, borderBottom: 1, borderColor: "divider", p: 0.5 }}>
      <ToolButton title={t("bold")} active={s.bold} disabled={source} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </ToolButton>
      <ToolButton title={t("italic")} active={s.italic} disabled={source} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </ToolButton>
      <ToolButton title={t("underline")} active={s.underline} disabled={source} onClick={() => chain().toggleUnderline().run()}>
        <FormatUnderlinedIcon fontSize="small" />
      </ToolButton>
      <ToolButton title={t("bulletList")} active={s.bullet} disabled={source} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon fontSize="small" />
      </ToolButton>
      <ToolButton title={t("orderedList")} active={s.ordered} disabled={source} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumberedIcon fontSize="small" />
      </ToolButton>
      <ToolButton title={t("link")} active={s.link} disabled={source} onClick={link}>
        <LinkIcon fontSize="small" />
      </ToolButton>
      <ToolButton title={t("undo")} disabled={source || !s.undo} onClick={() => chain().undo().run()}>
        <UndoIcon fontSize="small" />
      </ToolButton>
      <ToolButton title={t("redo")} disabled={source || !s.redo} onClick={() => chain().redo().run()}>
        <RedoIcon fontSize="small" />
      </ToolButton>
      <Box sx={{ flex: 1 }} />
      <ToolButton title={t("html")} active={source} onClick={toggleSource}>
        <CodeIcon fontSize="small" />
      </ToolButton>
    </Box>
  );
}

export function RichTextEditor({ value, onChange, onBlur, error, label, testId, ref }: Props) {
  const t = useTranslations("common.editor");
  const [source, setSource] = useState(false);
  const editor = useEditor({
    immediatelyRender: false, // server-rendered page: the editor mounts in the browser
    extensions: [StarterKit.configure({ code: false, codeBlock: false, heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: value,
    editorProps: { attributes: { "data-testid": testId, "aria-label": label, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (reset to default, HTML source) replaces the content.
  useEffect(() => {
    if (editor && !source && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, source]);

  useImperativeHandle(
    ref,
    () => ({
      insert(text: string) {
        if (source || !editor) onChange(`${value}${text}`);
        else editor.chain().focus().insertContent(text).run();
      },
    }),
    [editor, source, value, onChange],
  );

  return (
    <Box>
      <Box
        sx={{
          border: 1,
          borderColor: error ? "error.main" : "divider",
          borderRadius: 1,
          "& .ProseMirror": { minHeight: 180, p: 1.5, outline: "none", overflowWrap: "anywhere" },
          "& .ProseMirror p": { my: 1 },
        }}
      >
        {editor ? (
          <Toolbar editor={editor} source={source} toggleSource={() => setSource((x) => !x)} />
        ) : (
          <FormHelperText sx={{ p: 1 }}>{t("loading")}</FormHelperText>
        )}
        {source ? (
          <TextField
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            multiline
            minRows={8}
            fullWidth
            variant="standard"
            slotProps={{
              input: { disableUnderline: true, sx: { p: 1.5, fontFamily: "monospace", fontSize: 13 } },
              htmlInput: { "data-testid": `${testId}-source`, "aria-label": t("html") },
            }}
          />
        ) : (
          <EditorContent editor={editor} />
        )}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
