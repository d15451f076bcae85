"use client";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import { useLocale, useTranslations } from "next-intl";
import { flattenTree } from "@/components/ui/tree";
import { TreeList, useTreeEditing } from "@/components/ui/tree-list";
import { pickLocale } from "@/lib/i18n/pick";
import { deleteThemeAction } from "@/lib/submission/config/actions";
import { MAX_THEME_DEPTH } from "@/lib/submission/schemas";
import type { ThemeNode } from "@/lib/submission/config/theme-service";
import type { ScreenContext } from "./types";
import { ConfigSection } from "./config-section";
import { ThemeDialog } from "./theme-dialog";

/** The themes / sessions as an indented tree: prefix, names, order, submissions; add, edit, delete. */
export function ThemeSection({ ctx }: { ctx: ScreenContext }) {
  const t = useTranslations("submissionConfig.theme");
  const tc = useTranslations("submissionConfig");
  const locale = useLocale();
  const tree = useTreeEditing<ThemeNode>();
  const { editing } = tree;
  const name = (n: ThemeNode) => pickLocale(locale, n.nameZh, n.nameEn);
  const rows = flattenTree(ctx.screen.themes);

  const addButton = (
    <Button
      variant="outlined"
      startIcon={<AddIcon />}
      onClick={tree.addTop}
      disabled={ctx.busy}
      data-testid="theme-add"
      sx={{ flexShrink: 0, alignSelf: { xs: "flex-start", sm: "center" } }}
    >
      {t("add")}
    </Button>
  );
  // A theme holding submissions stays a leaf; the tooltip says why its add-child button is off.
  const addChild = (n: ThemeNode, depth: number) => {
    const allowed = depth + 1 < MAX_THEME_DEPTH && n.submissionCount === 0;
    const tooltip = allowed ? t("addChild", { name: name(n) }) : n.submissionCount ? t("leafLocked") : t("tooDeep", { max: MAX_THEME_DEPTH });
    return { tooltip, disabled: !allowed };
  };

  return (
    <ConfigSection id="themes" title={t("heading")} intro={t("intro")} action={addButton}>
      {rows.length === 0 ? (
        <Alert severity="info" data-testid="themes-empty">
          {t("empty")}
        </Alert>
      ) : (
        <TreeList
          rows={rows}
          testId="theme"
          listTestId="theme-tree"
          busy={ctx.busy}
          guides
          nameBasis={200}
          lead={(n) => (
            <Chip
              size="small"
              label={n.prefix || t("noPrefix")}
              variant={n.prefix ? "filled" : "outlined"}
              color={n.prefix ? "primary" : "default"}
              sx={{ fontFamily: n.prefix ? "monospace" : undefined, minWidth: 44 }}
              data-testid={`theme-prefix-${n.id}`}
            />
          )}
          chips={(n) => (
            <>
              <Chip size="small" variant="outlined" label={t("orderChip", { order: n.order })} />
              <Chip
                size="small"
                variant="outlined"
                color={n.submissionCount ? "success" : "default"}
                label={t("submissions", { count: n.submissionCount })}
                data-testid={`theme-count-${n.id}`}
              />
            </>
          )}
          addChild={addChild}
          labels={{
            addChild: (s) => t("addChild", { name: s }),
            edit: (s) => t("editOne", { name: s }),
            delete: (s) => t("deleteOne", { name: s }),
            editTip: tc("edit"),
            deleteTip: tc("delete"),
          }}
          confirmDelete={{
            title: t("confirmDeleteTitle"),
            text: (name) => t("confirmDeleteText", { name }),
            confirm: tc("delete"),
            cancel: tc("cancel"),
            testId: "theme-confirm-delete",
          }}
          {...tree.rowActions}
          onDelete={(n) => void ctx.call(() => deleteThemeAction({ id: n.id }), t("deleted"))}
        />
      )}
      {editing && (
        <ThemeDialog
          key={editing.item?.id ?? `new-${editing.parentId}`}
          item={editing.item}
          parentId={editing.parentId}
          themes={ctx.screen.themes}
          onClose={tree.close}
          onSaved={(next) => {
            tree.close();
            ctx.apply(next, editing.item ? t("saved") : t("added"));
          }}
        />
      )}
    </ConfigSection>
  );
}
