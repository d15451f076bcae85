import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** One titled block of the screen, reachable by the jump links (`#cfg-<id>`). */
export function ConfigSection({ id, title, intro, action, children }: { id: string; title: string; intro?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      id={`cfg-${id}`}
      aria-labelledby={`cfg-${id}-title`}
      data-testid={`cfg-${id}`}
      // The shell's app bar stays on top: land the heading below it.
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" } }}>
          <div>
            <Typography id={`cfg-${id}-title`} variant="h6" component="h2">
              {title}
            </Typography>
            {intro && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {intro}
              </Typography>
            )}
          </div>
          {action}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
