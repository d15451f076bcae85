import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** An outlined block with an h2 over its content (no hooks, so server pages and client forms both use it). */
export function Section({ title, children, testId, spacing = 2 }: { title: string; children: ReactNode; testId?: string; spacing?: number }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Stack spacing={spacing}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
