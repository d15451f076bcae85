"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import Tooltip from "@mui/material/Tooltip";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ActionResult } from "@/lib/server/action";
import { ActionMessage, type Message } from "./action-message";

// The page and template lists act on rows the same way; their message keys are alike by name.
type Texts = (key: "failed" | "deleted" | "confirmDeleteTitle" | "confirmDeleteText" | "delete" | "cancel", values?: { name: string }) => string;
type Row = { id: number; name: string };

/** Columns only wide screens show; a phone keeps the name, state and actions. */
export const WIDE = { display: { xs: "none", md: "table-cell" } };

/** Row actions: one server action at a time, its outcome shown, the list refreshed on success; delete is asked first. */
export function useRowActions<R extends Row>(t: Texts, remove: (id: number) => Promise<ActionResult<unknown>>) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [confirm, setConfirm] = useState<R | null>(null);
  const run = async (id: number, act: () => Promise<ActionResult<unknown>>, done: string) => {
    setBusy(id);
    setMessage(null);
    const r = await act().catch(() => null);
    setBusy(null);
    if (!r?.ok) return setMessage({ kind: "error", text: r?.message ?? t("failed") });
    setMessage({ kind: "success", text: done });
    router.refresh();
  };
  const confirmDelete = () => {
    const row = confirm!;
    setConfirm(null);
    void run(row.id, () => remove(row.id), t("deleted"));
  };
  return { t, busy, run, message, setMessage, confirm, askDelete: setConfirm, confirmDelete };
}

type FrameState = { t: Texts; message: Message; setMessage(m: null): void; confirm: Row | null; askDelete(row: null): void; confirmDelete(): void };

/** The list's frame: outcome above, the scrollable table, and the delete question. Test ids: `{prefix}-table`, `{prefix}-list-message`, `{prefix}-delete-dialog`. */
export function RowActionsFrame({ actions: a, prefix, children }: { actions: FrameState; prefix: string; children: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <ActionMessage message={a.message} onClose={() => a.setMessage(null)} testId={`${prefix}-list-message`} />
      <Box sx={{ overflowX: "auto", width: "100%" }}>
        <Table size="small" data-testid={`${prefix}-table`} sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 } } }}>
          {children}
        </Table>
      </Box>
      <ConfirmDialog
        open={!!a.confirm}
        title={a.t("confirmDeleteTitle")}
        text={a.t("confirmDeleteText", { name: a.confirm?.name ?? "" })}
        confirm={a.t("delete")}
        cancel={a.t("cancel")}
        testId={`${prefix}-delete-dialog`}
        onClose={() => a.askDelete(null)}
        onConfirm={a.confirmDelete}
      />
    </Stack>
  );
}

/** An icon action in a row: a link (optionally to a new tab) or a button, named by its tooltip. */
export function RowAction(props: {
  title: string;
  onClick?(): void;
  href?: string;
  children: ReactNode;
  testId: string;
  disabled?: boolean;
  newTab?: boolean;
}) {
  const link = props.href ? { component: Link, href: props.href, ...(props.newTab ? { target: "_blank" } : {}) } : {};
  return (
    <Tooltip title={props.title}>
      <span>
        <IconButton size="small" aria-label={props.title} onClick={props.onClick} disabled={props.disabled} data-testid={props.testId} {...link}>
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The "default on PC / mobile" chips of a page or template row. */
export function DefaultChips(props: { pc: boolean; mobile: boolean; labels: { pc: string; mobile: string }; color?: "primary" }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: "wrap" }}>
      {props.pc && <Chip size="small" color={props.color} variant="outlined" label={props.labels.pc} />}
      {props.mobile && <Chip size="small" color={props.color} variant="outlined" label={props.labels.mobile} />}
    </Stack>
  );
}
