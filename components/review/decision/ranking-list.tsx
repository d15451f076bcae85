"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { BulkResult } from "@/lib/review/decision/service";
import { BulkDecideDialog } from "./bulk-decide-dialog";
import { RankingCards, RankingTable, type RankingRowView } from "./ranking-rows";

/**
 * The page of the ranked list with its selection: deciders tick submissions and decide them in
 * bulk; the answer says, per submission, which moved and which were refused and why. The
 * selection is of this page only (paging reloads the list).
 */
export function RankingList({ rows, decides }: { rows: RankingRowView[]; decides: boolean }) {
  const t = useTranslations("reviewDecision.ranking.bulk");
  const ts = useTranslations("submissionAdmin.status");
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  const toggle = (id: number) => setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const togglePage = () => setSelected((s) => (rows.every((r) => s.has(r.id)) ? new Set() : new Set(rows.map((r) => r.id))));
  const selection = decides ? { selected, toggle, togglePage } : null;
  const ids = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const codes = rows.filter((r) => selected.has(r.id)).map((r) => r.code || `#${r.id}`);
  return (
    <Stack spacing={1.5}>
      {result && (
        <Alert severity={result.refused.length ? "warning" : "success"} onClose={() => setResult(null)} data-testid="bulk-result">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t("result", { moved: result.moved.length, refused: result.refused.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {result.moved.map((r) => (
              <li key={r.id} data-testid="bulk-result-row" data-outcome="moved" data-code={r.code}>
                {t("moved", { code: r.code, status: ts(r.status) })}
              </li>
            ))}
            {result.refused.map((r) => (
              <li key={r.id} data-testid="bulk-result-row" data-outcome="refused" data-code={r.code}>
                {t("refused", { code: r.code, message: r.message })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {decides && (
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }} data-testid="bulk-bar">
          <Typography variant="body2" data-testid="bulk-count">
            {t("selected", { count: ids.length })}
          </Typography>
          <Button variant="contained" disabled={!ids.length} onClick={() => setOpen(true)} data-testid="bulk-decide-open">
            {t("open")}
          </Button>
          {ids.length > 0 && (
            <Button variant="text" onClick={() => setSelected(new Set())}>
              {t("clear")}
            </Button>
          )}
        </Stack>
      )}
      <RankingTable rows={rows} selection={selection} />
      <RankingCards rows={rows} selection={selection} />
      {open && (
        <BulkDecideDialog
          ids={ids}
          codes={codes}
          onClose={() => setOpen(false)}
          onDone={(r) => {
            setOpen(false);
            setResult(r);
            setSelected(new Set());
            router.refresh();
          }}
        />
      )}
    </Stack>
  );
}
