import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export type Fact = { key: string; label: string; value: ReactNode };

/** Label / value pairs as a definition list: two columns wherever they fit, stacked on a phone. */
export function Facts({ facts, testId }: { facts: Fact[]; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ m: 0, display: "grid", gridTemplateColumns: { xs: "1fr", sm: "minmax(8em, max-content) 1fr" }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}
    >
      {facts.map((f) => (
        <Box key={f.key} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {f.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" }} data-testid={`fact-${f.key}`}>
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
