"use client";
import FormatAlignCenterIcon from "@mui/icons-material/FormatAlignCenter";
import FormatAlignJustifyIcon from "@mui/icons-material/FormatAlignJustify";
import FormatAlignLeftIcon from "@mui/icons-material/FormatAlignLeft";
import FormatAlignRightIcon from "@mui/icons-material/FormatAlignRight";
import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import FormatQuoteIcon from "@mui/icons-material/FormatQuote";
import FormatStrikethroughIcon from "@mui/icons-material/FormatStrikethrough";
import FormatUnderlinedIcon from "@mui/icons-material/FormatUnderlined";
import ImageIcon from "@mui/icons-material/Image";
import LinkIcon from "@mui/icons-material/Link";
import OndemandVideoIcon from "@mui/icons-material/OndemandVideo";
import RedoIcon from "@mui/icons-material/Redo";
import TableChartIcon from "@mui/icons-material/TableChart";
import UndoIcon from "@mui/icons-material/Undo";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useEditorState, type Editor } from "@tiptap/react";
import { useTranslations } from "next-intl";
import type { KeyboardEvent, ReactNode } from "react";
import type { Alignment } from "./editor-extensions";

export type EditorDialog = "link" | "image" | "video";

function ToolButton(props: { title: string; active?: boolean; disabled?: boolean; onClick(): void; children: ReactNode; testId: string }) {
  return (
    <Tooltip title={props.title}>
      <span>
        <IconButton
          size="small"
          // A text face ("H2") must be part of the name voice users say (WCAG 2.5.3): "H2 Heading 2".
          aria-label={typeof props.children === "string" ? `${props.children} ${props.title}` : props.title}
          aria-pressed={props.active ?? undefined}
          color={props.active ? "primary" : "default"}
          disabled={props.disabled}
          onClick={props.onClick}
          data-testid={`tool-${props.testId}`}
          sx={{ minWidth: 34, fontSize: 13, fontWeight: 700 }}
        >
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const Sep = () => <Divider orientation="vertical" flexItem sx={{ mx: 0.25 }} />;

/** Arrow keys move between the toolbar's buttons (WAI-ARIA toolbar); Tab reaches each of them too. */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(e.key)) return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>("button:not([disabled])")];
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (i < 0) return;
  e.preventDefault();
  const next = e.key === "Home" ? 0 : e.key === "End" ? buttons.length - 1 : (i + (e.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

const ALIGN_ICONS: Record<Alignment, ReactNode> = {
  left: <FormatAlignLeftIcon fontSize="small" />,
  center: <FormatAlignCenterIcon fontSize="small" />,
  right: <FormatAlignRightIcon fontSize="small" />,
  justify: <FormatAlignJustifyIcon fontSize="small" />,
};

/** The page editor's toolbar: wraps onto more lines on a narrow screen instead of overflowing. */
export function EditorToolbar({ editor, open }: { editor: Editor; open(d: EditorDialog): void }) {
  const t = useTranslations("sitePages.editor");
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      table: e.isActive("table"),
      align: (["center", "right", "justify"] as const).find((a) => e.isActive({ textAlign: a })) ?? "left",
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const heading = (level: 2 | 3 | 4) => (
    <ToolButton key={level} testId={`h${level}`} title={t(`heading${level}`)} active={s[`h${level}`]} onClick={() => chain().toggleHeading({ level }).run()}>
      {`H${level}`}
    </ToolButton>
  );
  const align = (a: Alignment) => (
    <ToolButton
      key={a}
      testId={`align-${a}`}
      title={t(`align.${a}`)}
      active={s.align === a}
      onClick={() => (a === "left" ? chain().unsetTextAlign().run() : chain().setTextAlign(a).run())}
    >
      {ALIGN_ICONS[a]}
    </ToolButton>
  );
  const tableAction = (key: string, run: () => boolean) => (
    <Button key={key} size="small" onClick={run} data-testid={`table-${key}`} sx={{ minWidth: 0, px: 1 }}>
      {t(`tableActions.${key}`)}
    </Button>
  );

  return (
    <Box sx={{ borderBottom: 1, borderColor: "divider" }}>
      <Box role="toolbar" aria-label={t("toolbar")} onKeyDown={moveFocus} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.25, p: 0.5 }}>
        {([2, 3, 4] as const).map(heading)}
        <Sep />
        <ToolButton testId="bold" title={t("bold")} active={s.bold} onClick={() => chain().toggleBold().run()}>
          <FormatBoldIcon fontSize="small" />
        </ToolButton>
        <ToolButton testId="italic" title={t("italic")} active={s.italic} onClick={() => chain().toggleItalic().run()}>
          <FormatItalicIcon fontSize="small" />
        </ToolButton>
        <ToolButton testId="underline" title={t("underline")} active={s.underline} onClick={() => chain().toggleUnderline().run()}>
          <FormatUnderlinedIcon fontSize="small" />
        </ToolButton>
        <ToolButton testId="strike" title={t("strike")} active={s.strike} onClick={() => chain().toggleStrike().run()}>
          <FormatStrikethroughIcon fontSize="small" />
        </ToolButton>
        <Sep />
        <ToolButton testId="bullet" title={t("bulletList")} active={s.bullet} onClick={() => chain().toggleBulletList().run()}>
          <FormatListBulletedIcon fontSize="small" />
        </ToolButton>
        <ToolButton testId="ordered" title={t("orderedList")} active={s.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <FormatListNumberedIcon fontSize="small" />
        </ToolButton>
        <ToolButton testId="quote" title={t("blockquote")} active={s.quote} onClick={() => chain().toggleBlockquote().run()}>
          <FormatQuoteIcon fontSize="small" />
        </ToolButton>
        <Sep />
        {(["left", "center", "right", "justify"] as const).map(align)}
        <Sep />
        <ToolButton testId="link" title={t("link")} active={s.link} onClick={() => open("link")}>
          <LinkIcon fontSize="small" />
        </ToolButton>
        <ToolButton testId="image" title={t("image")} onClick={() => open("image")}>
          <ImageIcon fontSize="small" />
        </ToolButton>
        <ToolButton testId="video" title={t("video")} onClick={() => open("video")}>
          <OndemandVideoIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          testId="table"
          title={t("table")}
          active={s.table}
          disabled={s.table}
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          <TableChartIcon fontSize="small" />
        </ToolButton>
        <Sep />
        <ToolButton testId="undo" title={t("undo")} disabled={!s.undo} onClick={() => chain().undo().run()}>
          <UndoIcon fontSize="small" />
        </ToolButton>
        <ToolButton testId="redo" title={t("redo")} disabled={!s.redo} onClick={() => chain().redo().run()}>
          <RedoIcon fontSize="small" />
        </ToolButton>
      </Box>
      {s.table && (
        <Box role="toolbar" aria-label={t("tableToolbar")} onKeyDown={moveFocus} sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, px: 0.5, pb: 0.5 }}>
          {tableAction("addRow", () => chain().addRowAfter().run())}
          {tableAction("deleteRow", () => chain().deleteRow().run())}
          {tableAction("addColumn", () => chain().addColumnAfter().run())}
          {tableAction("deleteColumn", () => chain().deleteColumn().run())}
          {tableAction("headerRow", () => chain().toggleHeaderRow().run())}
          {tableAction("deleteTable", () => chain().deleteTable().run())}
        </Box>
      )}
    </Box>
  );
}
