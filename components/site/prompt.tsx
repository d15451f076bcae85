import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LinkButton } from "@/components/ui/link-button";
import type { ReactNode } from "react";

/** The prompt pages of SPEC §2 (/404, /403, /401, /unpublished, no such conference). */
export function Prompt({ code, title, body, actions }: { code: string; title: string; body: string; actions?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: "center", maxWidth: 640, mx: "auto", mt: 4 }} data-testid={`prompt-${code}`}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {body}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: "center" }}>
        {actions}
      </Stack>
    </Paper>
  );
}

export function HomeButton({ label }: { label: string }) {
  return (
    <LinkButton variant="contained" href="/">
      {label}
    </LinkButton>
  );
}
