"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { createContext, useContext, useState, type ReactNode } from "react";
import type { AssignCandidate } from "@/lib/review/assign/queries";
import { BulkAssignDialog } from "./bulk-assign-dialog";
import type { BulkRow } from "./types";

// Selecting submissions on the manager's list page to give them to reviewers in one go. The list
// and its cards are server components: they place RowCheckbox / PageCheckbox, which read the
// selection kept here. A selection is of the page shown (rows of another page are never hidden in it).

type Selection = { selected: number[]; pageIds: number[]; toggle(id: number, on: boolean): void; setSelected(ids: number[]): void };
const SelectionContext = createContext<Selection | null>(null);

function useSelection(): Selection {
  const s = useContext(SelectionContext);
  if (!s) throw new Error("RowCheckbox outside BulkSelection");
  return s;
}

/** The selection bar (count, select page, clear, assign) above the rows it wraps, and the assignment dialog. */
export function BulkSelection({ rows, candidates, children }: { rows: BulkRow[]; candidates: AssignCandidate[]; children: ReactNode }) {
  const t = useTranslations("reviewAssign.bulk");
  const pageIds = rows.map((r) => r.id);
  const [picked, setPicked] = useState<number[]>([]);
  const [open, setOpen] = useState(false);
  const selected = picked.filter((id) => pageIds.includes(id));
  const value: Selection = {
    selected,
    pageIds,
    toggle: (id, on) => setPicked((p) => (on ? [...new Set([...p, id])] : p.filter((x) => x !== id))),
    setSelected: setPicked,
  };
  return (
    <SelectionContext.Provider value={value}>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }} data-testid="bulk-bar">
        <Typography variant="body2" sx={{ minWidth: 80 }} data-testid="bulk-count" aria-live="polite">
          {t("selected", { count: selected.length })}
        </Typography>
        <Button size="small" onClick={() => setPicked(pageIds)} data-testid="bulk-select-page">
          {t("selectPage")}
        </Button>
        <Button size="small" onClick={() => setPicked([])} disabled={!selected.length} data-testid="bulk-clear">
          {t("clear")}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" size="small" disabled={!selected.length} onClick={() => setOpen(true)} data-testid="bulk-assign-open">
          {t("open")}
        </Button>
      </Stack>
      {children}
      {open && (
        <BulkAssignDialog
          rows={rows.filter((r) => selected.includes(r.id))}
          candidates={candidates}
          onClose={(assigned) => {
            setOpen(false);
            if (assigned) setPicked([]);
          }}
        />
      )}
    </SelectionContext.Provider>
  );
}

/** One submission's checkbox, in a table row or on a card. */
export function RowCheckbox({ id, code }: { id: number; code: string }) {
  const t = useTranslations("reviewAssign.bulk");
  const s = useSelection();
  return (
    <Checkbox
      size="small"
      checked={s.selected.includes(id)}
      onChange={(e) => s.toggle(id, e.target.checked)}
      slotProps={{ input: { "aria-label": t("selectRow", { code: code || `#${id}` }) } }}
      sx={{ p: 0.5 }}
      data-testid="bulk-select-row"
    />
  );
}

/** The header checkbox: every row of the page, or none. */
export function PageCheckbox() {
  const t = useTranslations("reviewAssign.bulk");
  const s = useSelection();
  const all = s.pageIds.length > 0 && s.selected.length === s.pageIds.length;
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={s.selected.length > 0 && !all}
      onChange={(e) => s.setSelected(e.target.checked ? s.pageIds : [])}
      slotProps={{ input: { "aria-label": t("selectAll") } }}
      sx={{ p: 0.5 }}
      data-testid="bulk-select-all"
    />
  );
}
