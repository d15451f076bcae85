import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** Label / value pairs: two columns from the small breakpoint, stacked on a phone. */
export function ReceiptFacts({ rows, testId }: { rows: { key: string; label: string; value: ReactNode }[]; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "minmax(120px, 180px) 1fr" }, columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {rows.map((r) => (
        <Box key={r.key} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {r.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: "anywhere", whiteSpace: "pre-line" }}
            data-testid={`fact-${r.key}`}
          >
            {r.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
