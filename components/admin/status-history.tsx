"use client";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { HistoryTable } from "@/components/ui/history-table";
import { LocalTime, LocalZone } from "./local-time";

export type HistoryRow = { id: number; from: string; to: string; reason: string; at: string; actor: string };

/** Who changed the status, when (in the viewer's time zone), from → to, and why. */
export function StatusHistory({ rows }: { rows: HistoryRow[] }) {
  const t = useTranslations("admin.history");
  const locale = useLocale();
  const labels = { when: t("when"), change: t("change"), who: t("who"), reason: t("reason"), empty: t("empty") };
  return (
    <>
      {rows.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t("zone")} (<LocalZone />)
        </Typography>
      )}
      <HistoryTable
        testId="status-history"
        labels={labels}
        rows={rows.map((r) => ({ id: r.id, at: <LocalTime iso={r.at} locale={locale} />, change: `${r.from} → ${r.to}`, who: r.actor, reason: r.reason }))}
      />
    </>
  );
}
