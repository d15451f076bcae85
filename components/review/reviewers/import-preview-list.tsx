"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { personName } from "@/lib/people/name";
import type { ImportKind, ImportPreviewRow } from "@/lib/review/reviewers/import";

/** The classified rows: line, what will happen, the person and — when skipped — why. Wraps on a phone. */
export function ImportPreviewList({ rows, color }: { rows: Omit<ImportPreviewRow, "input">[]; color: Record<ImportKind, "success" | "warning" | "error"> }) {
  const t = useTranslations("reviewerAdmin.import");
  return (
    <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, maxHeight: 360, overflowY: "auto", borderTop: 1, borderColor: "divider" }}>
      {rows.map((r) => (
        <Box
          component="li"
          key={r.line}
          data-testid="import-row"
          data-kind={r.kind}
          data-email={r.email}
          sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "baseline", py: 1, borderBottom: 1, borderColor: "divider" }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ minWidth: 56 }}>
            {t("line", { line: r.line })}
          </Typography>
          <Chip size="small" color={color[r.kind]} label={t(`kinds.${r.kind}`)} />
          <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {[r.email || "—", personName(r.firstName, r.lastName), r.unit].filter(Boolean).join(" · ")}
            </Typography>
            {r.themes && (
              <Typography variant="caption" color="text.secondary" sx={{ display: "block", overflowWrap: "anywhere" }}>
                {t("themes", { themes: r.themes })}
              </Typography>
            )}
            {r.message && (
              <Typography variant="caption" color={r.kind === "invalid" ? "error" : "warning.main"} sx={{ display: "block" }} data-testid="import-reason">
                {r.message}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
