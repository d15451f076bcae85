"use client";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import EditIcon from "@mui/icons-material/Edit";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Collapse from "@mui/material/Collapse";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { pickLocale } from "@/lib/i18n/pick";
import { canDelete } from "@/lib/menus/fixed";
import type { MenuConfigNode, PageChoice } from "@/lib/menus/queries";
import { MenuIcon } from "./menu-icon";

type Props = {
  items: MenuConfigNode[];
  pages: PageChoice[];
  expanded: ReadonlySet<number>;
  busy: boolean;
  /** false for the account menu: rename and hide only */
  movable: boolean;
  depth?: number;
  onToggle(id: number): void;
  onMove(item: MenuConfigNode, delta: -1 | 1): void;
  onEdit(item: MenuConfigNode): void;
  onDelete(item: MenuConfigNode): void;
  /** pointer drag among siblings (the arrows do the same from the keyboard or a phone) */
  drag?: {
    over: number | null;
    start(item: MenuConfigNode): void;
    canDrop(target: MenuConfigNode): boolean;
    enter(target: MenuConfigNode): void;
    drop(target: MenuConfigNode): void;
    end(): void;
  };
};

/** What an item opens, in a few words. */
function useTargetText(pages: PageChoice[]) {
  const t = useTranslations("menus");
  const locale = useLocale();
  return (m: MenuConfigNode) => {
    if (m.key === "exit") return t("opensAction");
    if (m.target === "builtIn") return t("opensBuiltIn");
    if (m.target === "url") return t("opensUrl", { url: m.url });
    if (m.target === "none") return t("opensNothing");
    const page = pages.find((p) => p.id === m.pageId);
    if (!page) return t("opensPage", { name: t("pageMissing") });
    const name = pickLocale(locale, page.titleZh, page.titleEn) || page.name;
    return t("opensPage", { name: page.published ? name : `${name} ${t("draft")}` });
  };
}

/** The menu as an indented list; children fold away under their parent. */
export function MenuTree(p: Props) {
  const t = useTranslations("menus");
  const locale = useLocale();
  const targetText = useTargetText(p.pages);
  const depth = p.depth ?? 0;
  return (
    <List disablePadding data-testid={depth ? undefined : p.movable ? "menu-tree" : "account-tree"}>
      {p.items.map((m, i) => {
        const title = pickLocale(locale, m.titleZh, m.titleEn);
        const other = locale === "en" ? m.titleZh : m.titleEn;
        const open = p.expanded.has(m.id);
        const deletable = canDelete(m);
        const drag = p.movable && !p.busy ? p.drag : undefined;
        return (
          <Box component="li" key={m.id} sx={{ listStyle: "none" }}>
            <ListItem
              component="div"
              divider
              data-testid={`menu-row-${m.key ?? m.id}`}
              draggable={!!drag}
              onDragStart={(e) => {
                if (!drag) return;
                e.stopPropagation();
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", String(m.id));
                drag.start(m);
              }}
              onDragOver={(e) => {
                if (!drag?.canDrop(m)) return;
                e.preventDefault();
                e.stopPropagation();
                drag.enter(m);
              }}
              onDrop={(e) => {
                if (!drag?.canDrop(m)) return;
                e.preventDefault();
                e.stopPropagation();
                drag.drop(m);
              }}
              onDragEnd={() => drag?.end()}
              sx={{
                pl: { xs: 1 + depth * 3, sm: 2 + depth * 4 },
                pr: 1,
                gap: 1,
                flexWrap: "wrap",
                alignItems: "center",
                boxShadow: p.drag?.over === m.id ? (theme) => `inset 0 2px 0 ${theme.palette.primary.main}` : undefined,
              }}
            >
              {drag && <DragIndicatorIcon aria-hidden fontSize="small" sx={{ color: "text.disabled", cursor: "grab", display: { xs: "none", sm: "block" } }} />}
              <Box sx={{ width: 40, flexShrink: 0, display: "flex", justifyContent: "center" }}>
                {m.children.length > 0 && (
                  <IconButton
                    size="small"
                    aria-expanded={open}
                    aria-label={open ? t("collapse", { title }) : t("expand", { title })}
                    onClick={() => p.onToggle(m.id)}
                    data-testid={`menu-toggle-${m.id}`}
                  >
                    {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                  </IconButton>
                )}
              </Box>
              <Box sx={{ flex: "1 1 200px", minWidth: 0, display: "flex", gap: 1, alignItems: "flex-start" }}>
                <MenuIcon name={m.icon} fontSize="small" sx={{ mt: 0.25, color: "text.secondary" }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: "anywhere", fontWeight: depth ? 400 : 500 }} data-testid={`menu-title-${m.id}`}>
                    {title}
                    {other && other !== title && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {` · ${other}`}
                      </Typography>
                    )}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                    {targetText(m)}
                  </Typography>
                  <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", mt: 0.5 }}>
                    {m.fixed && <Chip size="small" label={t("fixed")} />}
                    {!m.published && <Chip size="small" color="warning" label={t("hidden")} data-testid={`menu-hidden-${m.id}`} />}
                    {m.newWindow && <Chip size="small" variant="outlined" label={t("newWindowChip")} />}
                  </Box>
                </Box>
              </Box>
              <Box sx={{ display: "flex", flexShrink: 0, ml: "auto" }}>
                {p.movable && (
                  <>
                    <IconButton
                      aria-label={t("moveUp", { title })}
                      disabled={p.busy || i === 0}
                      onClick={() => p.onMove(m, -1)}
                      data-testid={`menu-up-${m.id}`}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t("moveDown", { title })}
                      disabled={p.busy || i === p.items.length - 1}
                      onClick={() => p.onMove(m, 1)}
                      data-testid={`menu-down-${m.id}`}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </>
                )}
                <IconButton aria-label={t("edit", { title })} disabled={p.busy} onClick={() => p.onEdit(m)} data-testid={`menu-edit-${m.id}`}>
                  <EditIcon fontSize="small" />
                </IconButton>
                {p.movable && (
                  <Tooltip title={deletable ? t("delete", { title }) : t("fixedNoDelete")}>
                    <span>
                      <IconButton
                        aria-label={t("delete", { title })}
                        disabled={p.busy || !deletable}
                        onClick={() => p.onDelete(m)}
                        data-testid={`menu-delete-${m.id}`}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                )}
              </Box>
            </ListItem>
            {m.children.length > 0 && (
              <Collapse in={open} unmountOnExit>
                <MenuTree {...p} items={m.children} depth={depth + 1} />
              </Collapse>
            )}
          </Box>
        );
      })}
    </List>
  );
}
