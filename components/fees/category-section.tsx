"use client";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Section } from "@/components/ui/section";
import { flattenTree } from "@/components/ui/tree";
import { TreeList, useTreeEditing } from "@/components/ui/tree-list";
import { deleteCategoryAction } from "@/lib/fees/actions";
import type { CategoryNode } from "@/lib/fees/queries";
import { MAX_CATEGORY_DEPTH } from "@/lib/fees/schemas";
import { pickLocale } from "@/lib/i18n/pick";
import { CategoryDialog } from "./category-dialog";
import type { ConfigContext } from "./types";

/** The fee categories as an indented tree: limit, used count, fee count; add, edit, delete. */
export function CategorySection({ ctx }: { ctx: ConfigContext }) {
  const t = useTranslations("fees.categories");
  const tf = useTranslations("fees");
  const locale = useLocale();
  const tree = useTreeEditing<CategoryNode>();
  const { editing } = tree;
  const name = (c: CategoryNode) => pickLocale(locale, c.nameZh, c.nameEn);
  const rows = flattenTree(ctx.config.categories);
  const feeCount = (id: number) => ctx.config.fees.filter((f) => f.categoryId === id).length;

  return (
    <Section title={t("title")} testId="fee-categories">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}>
        <Typography variant="body2" color="text.secondary">
          {t("intro")}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={tree.addTop}
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
        <TreeList
          rows={rows}
          testId="category"
          busy={ctx.busy}
          chips={(c) => (
            <>
              <Chip size="small" variant="outlined" label={c.totalLimit == null ? t("unlimited") : t("limit", { limit: c.totalLimit })} />
              <Chip size="small" variant="outlined" label={t("used", { count: c.usedCount })} data-testid={`category-used-${c.id}`} />
              <Chip size="small" variant="outlined" label={t("feeCount", { count: feeCount(c.id) })} />
            </>
          )}
          addChild={(c, depth) => (depth + 1 < MAX_CATEGORY_DEPTH ? { tooltip: t("addChild", { name: name(c) }), disabled: false } : null)}
          labels={{
            addChild: (n) => t("addChild", { name: n }),
            edit: (n) => t("edit", { name: n }),
            delete: (n) => t("delete", { name: n }),
            editTip: tf("edit"),
            deleteTip: tf("delete"),
          }}
          confirmDelete={{
            title: t("confirmDeleteTitle"),
            text: (name) => t("confirmDeleteText", { name }),
            confirm: tf("delete"),
            cancel: tf("cancel"),
            testId: "category-confirm-delete",
          }}
          {...tree.rowActions}
          onDelete={(c) => void ctx.call(() => deleteCategoryAction({ id: c.id }), t("deleted"))}
        />
      )}
      {editing && (
        <CategoryDialog
          key={editing.item?.id ?? `new-${editing.parentId}`}
          item={editing.item}
          parentId={editing.parentId}
          categories={ctx.config.categories}
          onClose={tree.close}
          onSaved={(next) => {
            tree.close();
            ctx.apply(next, editing.item ? t("saved") : t("added"));
          }}
        />
      )}
    </Section>
  );
}
