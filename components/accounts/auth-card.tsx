import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A titled panel of the account screens. */
export function AuthCard({ title, children, testId, maxWidth }: { title: string; children: ReactNode; testId?: string; maxWidth?: number }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 4 }, maxWidth, mx: maxWidth ? "auto" : undefined, width: "100%" }} data-testid={testId}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
