"use client";
import CreateNewFolderOutlinedIcon from "@mui/icons-material/CreateNewFolderOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useLocale } from "next-intl";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";
import { pickLocale } from "@/lib/i18n/pick";
import type { FlatNode } from "./tree";

type Named = { id: number; nameZh: string; nameEn: string };

type Props<N extends Named> = {
  rows: FlatNode<N>[];
  /** Prefix of the test ids: `<p>-row-<id>`, `<p>-name-<id>`, `<p>-add-child-<id>`, `<p>-edit-<id>`, `<p>-delete-<id>`. */
  testId: string;
  listTestId?: string;
  busy: boolean;
  /** Deeper indentation on wide screens and a guide line on the left of sub-nodes. */
  guides?: boolean;
  /** Flex basis of the names, in px. */
  nameBasis?: number;
  /** Shown before the names (a theme's prefix). */
  lead?(node: N): ReactNode;
  /** Shown after the names: the node's figures. */
  chips(node: N): ReactNode;
  /** null: no add-child button on this node; else its tooltip and whether it is disabled. */
  addChild(node: N, depth: number): { tooltip: string; disabled: boolean } | null;
  /** Accessible names of the row buttons (with the node's name) and the edit / delete tooltips. */
  labels: { addChild(name: string): string; edit(name: string): string; delete(name: string): string; editTip: string; deleteTip: string };
  /** The question before a delete; `testId` names the prompt, its button is `<testId>-confirm`. */
  confirmDelete: { title: string; text(name: string): string; confirm: string; cancel: string; testId: string };
  onAddChild(node: N): void;
  onEdit(node: N): void;
  /** After the manager confirmed. */
  onDelete(node: N): void;
};

/** A configured tree as an indented list: names in the reader's language (the other below), figures, add child / edit / delete. */
export function TreeList<N extends Named>(p: Props<N>) {
  const locale = useLocale();
  const [deleting, setDeleting] = useState<N | null>(null);
  const name = (n: N) => pickLocale(locale, n.nameZh, n.nameEn);
  const other = (n: N) => (locale === "en" ? n.nameZh : n.nameEn);
  const indent = (depth: number) =>
    p.guides
      ? // A guide line shows which node a sub-node belongs to.
        { pl: { xs: 1.5 + depth * 2, sm: 1.5 + depth * 3.5 }, borderLeft: depth ? 3 : 0, borderLeftColor: "action.selected" }
      : { pl: 1.5 + depth * 3 };
  return (
    <>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, border: 1, borderColor: "divider", borderRadius: 1 }} data-testid={p.listTestId}>
        {p.rows.map(({ node: n, depth }, i) => {
          const child = p.addChild(n, depth);
          return (
            <Box
              component="li"
              key={n.id}
              data-testid={`${p.testId}-row-${n.id}`}
              aria-level={depth + 1}
              sx={{
                display: "flex",
                flexWrap: "wrap",
                alignItems: "center",
                gap: 1,
                py: 1,
                pr: 1,
                borderTop: i ? 1 : 0,
                borderColor: "divider",
                ...indent(depth),
              }}
            >
              {p.lead?.(n)}
              <Box sx={{ flex: `1 1 ${p.nameBasis ?? 220}px`, minWidth: 0 }}>
                <Typography sx={{ fontWeight: depth ? 400 : 500, overflowWrap: "anywhere" }} data-testid={`${p.testId}-name-${n.id}`}>
                  {name(n)}
                </Typography>
                {other(n) && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                    {other(n)}
                  </Typography>
                )}
              </Box>
              <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 0.5 }}>
                {p.chips(n)}
              </Stack>
              <Stack direction="row" sx={{ ml: "auto" }}>
                {child && (
                  <Tooltip title={child.tooltip}>
                    {/* A disabled button fires no events: the span keeps the tooltip telling why. */}
                    <span>
                      <IconButton
                        aria-label={p.labels.addChild(name(n))}
                        onClick={() => p.onAddChild(n)}
                        disabled={p.busy || child.disabled}
                        data-testid={`${p.testId}-add-child-${n.id}`}
                      >
                        <CreateNewFolderOutlinedIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                )}
                <Tooltip title={p.labels.editTip}>
                  <IconButton aria-label={p.labels.edit(name(n))} onClick={() => p.onEdit(n)} disabled={p.busy} data-testid={`${p.testId}-edit-${n.id}`}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={p.labels.deleteTip}>
                  <IconButton aria-label={p.labels.delete(name(n))} onClick={() => setDeleting(n)} disabled={p.busy} data-testid={`${p.testId}-delete-${n.id}`}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Box>
          );
        })}
      </Box>
      <ConfirmDialog
        open={!!deleting}
        title={p.confirmDelete.title}
        text={deleting ? p.confirmDelete.text(name(deleting)) : ""}
        confirm={p.confirmDelete.confirm}
        cancel={p.confirmDelete.cancel}
        onConfirm={() => {
          const n = deleting!;
          setDeleting(null);
          p.onDelete(n);
        }}
        onClose={() => setDeleting(null)}
        testId={p.confirmDelete.testId}
      />
    </>
  );
}

/** Which node a tree section's dialog adds or edits: null item, a new node under parentId. */
export function useTreeEditing<N extends { id: number; parentId: number | null }>() {
  const [editing, setEditing] = useState<{ item: N | null; parentId: number | null } | null>(null);
  return {
    editing,
    addTop: () => setEditing({ item: null, parentId: null }),
    close: () => setEditing(null),
    /** The add-child and edit handlers, for TreeList. */
    rowActions: {
      onAddChild: (n: N) => setEditing({ item: null, parentId: n.id }),
      onEdit: (n: N) => setEditing({ item: n, parentId: n.parentId }),
    },
  };
}
