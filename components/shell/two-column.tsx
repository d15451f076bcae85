import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** Menu beside the content on desktop, above it on small screens. */
export function TwoColumn({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "240px 1fr" }, alignItems: "start" }}>
      <Box>{menu}</Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
