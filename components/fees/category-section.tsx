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
import { Section } from "@/components/ui/section";
import { deleteCategoryAction } from "@/lib/fees/actions";
import type { CategoryNode } from "@/lib/fees/queries";
import { MAX_CATEGORY_DEPTH } from "@/lib/fees/schemas";
import { pickLocale } from "@/lib/i18n/pick";
import { CategoryDialog } from "./category-dialog";
import type { ConfigContext } from "./fee-config";
import { flattenCategories } from "./tree";

type Editing = { item: CategoryNode | null; parentId: number | null };

/** The fee categories as an indented tree: limit, used count, fee count; add, edit, delete. */
export function CategorySection({ ctx }: { ctx: ConfigContext }) {
  const t = useTranslations("fees.categories");
  const tf = useTranslations("fees");
  const locale = useLocale();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<CategoryNode | null>(null);
  const name = (c: CategoryNode) => pickLocale(locale, c.nameZh, c.nameEn);
  const other = (c: CategoryNode) => (locale === "en" ? c.nameZh : c.nameEn);
  const rows = flattenCategories(ctx.config.categories);
  const feeCount = (id: number) => ctx.config.fees.filter((f) => f.categoryId === id).length;

  const remove = () => {
    const c = deleting!;
    setDeleting(null);
    void ctx.call(() => deleteCategoryAction({ id: c.id }), t("deleted"));
  };

  return (
    <Section title={t("title")} testId="fee-categories">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}>
        <Typography variant="body2" color="text.secondary">
          {t("intro")}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ item: null, parentId: null })}
          disabled={ctx.busy}
          data-testid="category-add"
          sx={{ flexShrink: 0, alignSelf: { xs: "flex-start", sm: "center" } }}
        >
          {t("add")}
        </Button>
      </Stack>
      {rows.length === 0 ? (
        <Alert severity="info" data-testid="categories-empty">
          {t("empty")}
        </Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, border: 1, borderColor: "divider", borderRadius: 1 }}>
          {rows.map(({ node: c, depth }, i) => (
            <Box
              component="li"
              key={c.id}
              data-testid={`category-row-${c.id}`}
              sx={{
                display: "flex",
                flexWrap: "wrap",
                alignItems: "center",
                gap: 1,
                py: 1,
                pr: 1,
                pl: 1.5 + depth * 3,
                borderTop: i ? 1 : 0,
                borderColor: "divider",
              }}
            >
              <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
                <Typography sx={{ fontWeight: depth ? 400 : 500, overflowWrap: "anywhere" }} data-testid={`category-name-${c.id}`}>
                  {name(c)}
                </Typography>
                {other(c) && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                    {other(c)}
                  </Typography>
                )}
              </Box>
              <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 0.5 }}>
                <Chip size="small" variant="outlined" label={c.totalLimit == null ? t("unlimited") : t("limit", { limit: c.totalLimit })} />
                <Chip size="small" variant="outlined" label={t("used", { count: c.usedCount })} data-testid={`category-used-${c.id}`} />
                <Chip size="small" variant="outlined" label={t("feeCount", { count: feeCount(c.id) })} />
              </Stack>
              <Stack direction="row" sx={{ ml: "auto" }}>
                {depth + 1 < MAX_CATEGORY_DEPTH && (
                  <Tooltip title={t("addChild", { name: name(c) })}>
                    <IconButton
                      aria-label={t("addChild", { name: name(c) })}
                      onClick={() => setEditing({ item: null, parentId: c.id })}
                      disabled={ctx.busy}
                      data-testid={`category-add-child-${c.id}`}
                    >
                      <CreateNewFolderOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={tf("edit")}>
                  <IconButton
                    aria-label={t("edit", { name: name(c) })}
                    onClick={() => setEditing({ item: c, parentId: c.parentId })}
                    disabled={ctx.busy}
                    data-testid={`category-edit-${c.id}`}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={tf("delete")}>
                  <IconButton
                    aria-label={t("delete", { name: name(c) })}
                    onClick={() => setDeleting(c)}
                    disabled={ctx.busy}
                    data-testid={`category-delete-${c.id}`}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      {editing && (
        <CategoryDialog
          key={editing.item?.id ?? `new-${editing.parentId}`}
          item={editing.item}
          parentId={editing.parentId}
          categories={ctx.config.categories}
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
        confirm={tf("delete")}
        cancel={tf("cancel")}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
        testId="category-confirm-delete"
      />
    </Section>
  );
}
