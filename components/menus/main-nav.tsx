"use client";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useLayoutEffect, useRef, useState } from "react";
import { NAV_BUTTON_SX, navIcon, NavItem } from "@/components/shell/nav-item";
import type { ShellLink } from "@/components/shell/shell-link";
import { entriesThatFit } from "@/lib/menus/overflow";
import { MoreButton, NavMore } from "./nav-more";

type Display = string | Record<string, string>;

/**
 * The content menu on one desktop row (the header never wraps): the entries that fit,
 * then "More" with the rest. A hidden copy of every entry is measured, so the split follows the
 * real widths in either language; before hydration the row simply clips.
 */
export function MainNav({ items, display, moreLabel }: { items: ShellLink[]; display: Display; moreLabel: string }) {
  const wrap = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items.length);

  useLayoutEffect(() => {
    const room = wrap.current;
    const copy = measure.current;
    if (!room || !copy) return;
    const fit = () => {
      const widths = [...copy.children].map((c) => c.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      if (!room.clientWidth) return; // hidden (narrow window: the drawer serves)
      const gap = parseFloat(getComputedStyle(copy).columnGap) || 0;
      setShown(entriesThatFit(widths, gap, more, room.clientWidth));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(room);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [items]);

  const gap = 0.5;
  return (
    <Box ref={wrap} sx={{ display, flex: "1 1 0", minWidth: 0, position: "relative", overflow: "hidden" }}>
      <Box component="nav" sx={{ display: "flex", gap, flexWrap: "nowrap" }} data-testid="main-menu">
        {items.slice(0, shown).map((m) => (
          <NavItem key={m.key} item={m} />
        ))}
        {shown < items.length && <NavMore items={items.slice(shown)} label={moreLabel} />}
      </Box>
      <Box
        ref={measure}
        aria-hidden
        inert
        sx={{ position: "absolute", top: 0, left: 0, width: "max-content", height: 0, overflow: "hidden", visibility: "hidden", display: "flex", gap }}
      >
        {items.map((m) => (
          <Button
            key={m.key}
            color="inherit"
            tabIndex={-1}
            startIcon={navIcon(m)}
            endIcon={m.children?.length ? <ArrowDropDownIcon /> : undefined}
            sx={NAV_BUTTON_SX}
          >
            {m.label}
          </Button>
        ))}
        <MoreButton label={moreLabel} tabIndex={-1} />
      </Box>
    </Box>
  );
}
