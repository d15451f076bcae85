"use client";
import AddIcon from "@mui/icons-material/Add";
import CreateNewFolderOutlinedIcon from "@mui/icons-material/CreateNewFolderOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/mail/confirm-dialog";
import { pickLocale } from "@/lib/i18n/pick";
import { deleteThemeAction } from "@/lib/submission/config-actions";
import { MAX_THEME_DEPTH } from "@/lib/submission/schemas";
import type { ThemeNode } from "@/lib/submission/theme-service";
import type { ScreenContext } from "./config-screen";
import { ConfigSection } from "./config-section";
import { ThemeDialog } from "./theme-dialog";
import { flattenThemes } from "./theme-tree";

type Editing = { item: ThemeNode | null; parentId: number | null };

/** The themes / sessions as an indented tree: prefix, names, order, submissions; add, edit, delete. */
export function ThemeSection({ ctx }: { ctx: ScreenContext }) {
  const t = useTranslations("submissionConfig.theme");
  const tc = useTranslations("submissionConfig");
  const locale = useLocale();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ThemeNode | null>(null);
  const name = (n: ThemeNode) => pickLocale(locale, n.nameZh, n.nameEn);
  const other = (n: ThemeNode) => (locale === "en" ? n.nameZh : n.nameEn);
  const rows = flattenThemes(ctx.screen.themes);

  const remove = () => {
    const n = deleting!;
    setDeleting(null);
    void ctx.call(() => deleteThemeAction({ id: n.id }), t("deleted"));
  };

  const addButton = (
    <Button
      variant="outlined"
      startIcon={<AddIcon />}
      onClick={() => setEditing({ item: null, parentId: null })}
      disabled={ctx.busy}
      data-testid="theme-add"
      sx={{ flexShrink: 0, alignSelf: { xs: "flex-start", sm: "center" } }}
    >
      {t("add")}
    </Button>
  );

  return (
    <ConfigSection id="themes" title={t("heading")} intro={t("intro")} action={addButton}>
      {rows.length === 0 ? (
        <Alert severity="info" data-testid="themes-empty">
          {t("empty")}
        </Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, border: 1, borderColor: "divider", borderRadius: 1 }} data-testid="theme-tree">
          {rows.map(({ node: n, depth }, i) => {
            const canHaveChildren = depth + 1 < MAX_THEME_DEPTH && n.submissionCount === 0;
            return (
              <Box
                component="li"
                key={n.id}
                data-testid={`theme-row-${n.id}`}
                aria-level={depth + 1}
                sx={{
                  display: "flex",
                  flexWrap: "wrap",
                  alignItems: "center",
                  gap: 1,
                  py: 1,
                  pr: 1,
                  pl: { xs: 1.5 + depth * 2, sm: 1.5 + depth * 3.5 },
                  borderTop: i ? 1 : 0,
                  borderColor: "divider",
                  // A guide line shows which theme a sub-theme belongs to.
                  borderLeft: depth ? 3 : 0,
                  borderLeftColor: "action.selected",
                }}
              >
                <Chip
                  size="small"
                  label={n.prefix || t("noPrefix")}
                  variant={n.prefix ? "filled" : "outlined"}
                  color={n.prefix ? "primary" : "default"}
                  sx={{ fontFamily: n.prefix ? "monospace" : undefined, minWidth: 44 }}
                  data-testid={`theme-prefix-${n.id}`}
                />
                <Box sx={{ flex: "1 1 200px", minWidth: 0 }}>
                  <Typography sx={{ fontWeight: depth ? 400 : 500, overflowWrap: "anywhere" }} data-testid={`theme-name-${n.id}`}>
                    {name(n)}
                  </Typography>
                  {other(n) && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                      {other(n)}
                    </Typography>
                  )}
                </Box>
                <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 0.5 }}>
                  <Chip size="small" variant="outlined" label={t("orderChip", { order: n.order })} />
                  <Chip
                    size="small"
                    variant="outlined"
                    color={n.submissionCount ? "success" : "default"}
                    label={t("submissions", { count: n.submissionCount })}
                    data-testid={`theme-count-${n.id}`}
                  />
                </Stack>
                <Stack direction="row" sx={{ ml: "auto" }}>
                  <Tooltip
                    title={canHaveChildren ? t("addChild", { name: name(n) }) : n.submissionCount ? t("leafLocked") : t("tooDeep", { max: MAX_THEME_DEPTH })}
                  >
                    <span>
                      <IconButton
                        aria-label={t("addChild", { name: name(n) })}
                        onClick={() => setEditing({ item: null, parentId: n.id })}
                        disabled={ctx.busy || !canHaveChildren}
                        data-testid={`theme-add-child-${n.id}`}
                      >
                        <CreateNewFolderOutlinedIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={tc("edit")}>
                    <IconButton
                      aria-label={t("editOne", { name: name(n) })}
                      onClick={() => setEditing({ item: n, parentId: n.parentId })}
                      disabled={ctx.busy}
                      data-testid={`theme-edit-${n.id}`}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={tc("delete")}>
                    <IconButton
                      aria-label={t("deleteOne", { name: name(n) })}
                      onClick={() => setDeleting(n)}
                      disabled={ctx.busy}
                      data-testid={`theme-delete-${n.id}`}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
      {editing && (
        <ThemeDialog
          key={editing.item?.id ?? `new-${editing.parentId}`}
          item={editing.item}
          parentId={editing.parentId}
          themes={ctx.screen.themes}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            setEditing(null);
            ctx.apply(next, editing.item ? t("saved") : t("added"));
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t("confirmDeleteTitle")}
        text={deleting ? t("confirmDeleteText", { name: name(deleting) }) : ""}
        confirm={tc("delete")}
        cancel={tc("cancel")}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
        testId="theme-confirm-delete"
      />
    </ConfigSection>
  );
}
