"use client";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useId, useState, type ReactNode } from "react";

/**
 * The side menu beside the content on desktop; on a phone folded behind one button, so a screen's
 * own content is not pushed below a dozen menu entries. Plain CSS decides the layout (no media
 * query in JS), so the server's markup and the first client render agree.
 */
export function CollapsibleSide({ children }: { children: ReactNode }) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  // Open only on the screen where it was opened: choosing an entry closes it on the next screen.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const id = useId();
  return (
    <Box>
      <Button
        variant="outlined"
        fullWidth
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : pathname)}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ display: { xs: "flex", md: "none" }, justifyContent: "space-between", mb: open ? 1 : 0 }}
        data-testid="side-menu-toggle"
      >
        {t("sectionMenu")}
      </Button>
      <Box id={id} sx={{ display: { xs: open ? "block" : "none", md: "block" } }}>
        {children}
      </Box>
    </Box>
  );
}
