"use client";
import { useId, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useOpenedOnce } from "./lazy-menu";

/**
 * A button that opens a MUI Menu, wired for screen readers and keyboards the same way everywhere in
 * the header: aria-haspopup/-controls/-expanded, Enter/Space/click or ↓ opens it, Escape closes it
 * (MUI's Menu then returns focus to the button).
 */
export function useMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  const buttonProps = {
    id: `${id}-button`,
    "aria-haspopup": "menu" as const,
    "aria-controls": anchor ? `${id}-menu` : undefined,
    "aria-expanded": anchor ? ("true" as const) : undefined,
    onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key !== "ArrowDown") return;
      e.preventDefault();
      setAnchor(e.currentTarget);
    },
  };
  const menuProps = { id: `${id}-menu`, anchorEl: anchor, open: !!anchor, onClose: close, listLabelledBy: `${id}-button` };
  // The menu's module loads when it first opens (lazy-menu.tsx).
  return { close, buttonProps, menuProps, opened: useOpenedOnce(!!anchor) };
}

export type MenuButton = ReturnType<typeof useMenuButton>;
