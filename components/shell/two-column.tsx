import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { CollapsibleSide } from "./collapsible-side";

/** Menu beside the content on desktop; on small screens folded above it (CollapsibleSide). */
export function TwoColumn({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "240px 1fr" }, alignItems: "start" }}>
      <CollapsibleSide>{menu}</CollapsibleSide>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
