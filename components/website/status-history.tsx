"use client";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { HistoryTable } from "@/components/ui/history-table";
import type { StatusHistoryRow } from "@/lib/website/publish-service";

/** Who changed the status, when (on the conference's clock), from what to what, and why. */
export function StatusHistory({ rows, timeZone, statusName }: { rows: StatusHistoryRow[]; timeZone: string; statusName: (s: number) => string }) {
  const t = useTranslations("website");
  return (
    <Paper variant="outlined" component="section" aria-labelledby="status-history" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="status-history" variant="h6" component="h2">
        {t("historyTitle")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("historyZone", { zone: timeZone })}
      </Typography>
      <HistoryTable
        testId="status-history"
        labels={{ when: t("historyWhen"), change: t("historyChange"), who: t("historyWho"), reason: t("historyReason"), empty: t("historyEmpty") }}
        rows={rows.map((r) => ({
          id: r.id,
          at: r.at,
          change: t("historyFromTo", { from: statusName(r.from), to: statusName(r.to) }),
          who: r.actor ?? t("historyUnknown"),
          reason: r.reason || "—",
        }))}
      />
    </Paper>
  );
}
