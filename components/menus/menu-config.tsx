"use client";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { handleSessionExpired } from "@/lib/client/session-expired";
import { pickLocale } from "@/lib/i18n/pick";
import { deleteMenuAction, reorderMenuAction } from "@/lib/menus/actions";
import { isAccountItem } from "@/lib/menus/fixed";
import type { MenuConfigNode, PageChoice } from "@/lib/menus/queries";
import { moveAmongSiblings } from "@/lib/menus/tree";
import type { ActionResult } from "@/lib/server/action";
import { MenuItemDialog } from "./menu-item-dialog";
import { MenuTree } from "./menu-tree";

type Config = { tree: MenuConfigNode[]; pages: PageChoice[] };
type Message = { kind: "success" | "error"; text: string };

const allIds = (nodes: MenuConfigNode[]): number[] => nodes.flatMap((n) => [n.id, ...allIds(n.children)]);

/** SPEC §2 /platform/config/menu: the top menu as a tree, the account items, and their dialogs. */
export function MenuConfig({ initial }: { initial: Config }) {
  const t = useTranslations("menus");
  const tv = useTranslations("validation");
  const locale = useLocale();
  const [config, setConfig] = useState(initial);
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set(allIds(initial.tree)));
  const [editing, setEditing] = useState<MenuConfigNode | "new" | null>(null);
  const [deleting, setDeleting] = useState<MenuConfigNode | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const main = config.tree.filter((m) => !isAccountItem(m));
  const account = config.tree.filter((m) => isAccountItem(m));
  const title = (m: MenuConfigNode) => pickLocale(locale, m.titleZh, m.titleEn);

  const apply = (next: Config, text: string) => {
    setConfig(next);
    setExpanded((e) => new Set([...e, ...allIds(next.tree).filter((id) => !allIds(config.tree).includes(id))]));
    setMessage({ kind: "success", text });
  };

  const call = async (run: () => Promise<ActionResult<Config>>, success: string) => {
    setBusy(true);
    setMessage(null);
    const r = await run().catch(() => null);
    setBusy(false);
    if (!r) return setMessage({ kind: "error", text: tv("requestFailed") });
    if (r.ok) return apply(r.data, success);
    if (r.status === 401) return handleSessionExpired(r.message);
    setMessage({ kind: "error", text: r.message });
  };

  const siblingsOf = (m: MenuConfigNode) => (m.parentId == null ? main : (findNode(config.tree, m.parentId)?.children ?? []));
  // The top level also holds the account items; they keep their places after the content items.
  const saveOrder = (parentId: number | null, ids: number[]) =>
    void call(() => reorderMenuAction({ parentId, ids: [...ids, ...(parentId == null ? account.map((a) => a.id) : [])] }), t("reordered"));

  const move = (m: MenuConfigNode, delta: -1 | 1) =>
    saveOrder(
      m.parentId,
      moveAmongSiblings(
        siblingsOf(m).map((s) => s.id),
        m.id,
        delta,
      ),
    );

  // Dropped on a sibling, an item takes its place (after it when moving down, before it when moving up).
  const [dragged, setDragged] = useState<MenuConfigNode | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };
  const drag = {
    over,
    start: (m: MenuConfigNode) => setDragged(m),
    canDrop: (m: MenuConfigNode) => !!dragged && dragged.id !== m.id && dragged.parentId === m.parentId,
    enter: (m: MenuConfigNode) => setOver(m.id),
    end: endDrag,
    drop: (target: MenuConfigNode) => {
      const ids = siblingsOf(target).map((s) => s.id);
      const from = ids.indexOf(dragged!.id);
      const to = ids.indexOf(target.id);
      ids.splice(from, 1);
      ids.splice(to, 0, dragged!.id); // index `to` is after the target going down, before it going up
      endDrag();
      saveOrder(target.parentId, ids);
    },
  };

  const remove = () => {
    const m = deleting!;
    setDeleting(null);
    void call(() => deleteMenuAction({ id: m.id }), t("deleted"));
  };

  const toggle = (id: number) =>
    setExpanded((e) => {
      const next = new Set(e);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const tree = { pages: config.pages, expanded, busy, drag, onToggle: toggle, onMove: move, onEdit: setEditing, onDelete: setDeleting };
  return (
    <Stack spacing={3}>
      {message && (
        <Alert severity={message.kind} onClose={() => setMessage(null)} data-testid="menu-message" role={message.kind === "error" ? "alert" : "status"}>
          {message.text}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 1 }}>
          <div>
            <Typography variant="h6" component="h2">
              {t("topMenu")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t("topMenuIntro")}
            </Typography>
          </div>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")} disabled={busy} data-testid="menu-add">
            {t("add")}
          </Button>
        </Stack>
        {main.length ? (
          <MenuTree {...tree} items={main} movable />
        ) : (
          <Alert severity="info" data-testid="menu-empty">
            {t("empty")}
          </Alert>
        )}
      </Paper>
      {account.length > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="h6" component="h2">
            {t("accountMenu")}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t("accountIntro")}
          </Typography>
          <MenuTree {...tree} items={account} movable={false} />
        </Paper>
      )}
      {editing && (
        <MenuItemDialog
          key={editing === "new" ? "new" : editing.id}
          item={editing === "new" ? null : editing}
          parents={main.filter((m) => m.parentId == null)}
          pages={config.pages}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            const added = editing === "new";
            setEditing(null);
            apply(next, added ? t("added") : t("saved"));
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t("confirmDeleteTitle")}
        text={deleting ? t("confirmDeleteText", { title: title(deleting) }) : ""}
        confirm={t("confirmDelete")}
        cancel={t("cancel")}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
        testId="menu-confirm-delete"
      />
    </Stack>
  );
}

function findNode(nodes: MenuConfigNode[], id: number): MenuConfigNode | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const found = findNode(n.children, id);
    if (found) return found;
  }
  return null;
}
