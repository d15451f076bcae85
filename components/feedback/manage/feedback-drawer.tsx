"use client";
import Close from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

/**
 * One feedback beside the list (full screen on a phone). Which one is open lives in the address
 * (?id=), so the server renders it, a reload keeps it and closing goes back to the list's address.
 */
export function FeedbackDrawer({ title, closeHref, closeLabel, children }: { title: string; closeHref: string; closeLabel: string; children: ReactNode }) {
  const router = useRouter();
  const close = () => router.push(closeHref, { scroll: false });
  return (
    <Drawer anchor="right" open onClose={close} slotProps={{ paper: { sx: { width: { xs: "100%", sm: 560, md: 640 } } } }} data-testid="feedback-drawer">
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", px: 2, pt: 2, pb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, overflowWrap: "anywhere" }} data-testid="feedback-drawer-title">
          {title}
        </Typography>
        <IconButton onClick={close} aria-label={closeLabel} data-testid="feedback-drawer-close">
          <Close />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pb: 3, overflowY: "auto" }}>{children}</Box>
    </Drawer>
  );
}
