"use client";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Button, { type ButtonProps } from "@mui/material/Button";
import { forwardRef } from "react";
import { MoreMenu } from "@/components/shell/lazy-menu";
import { NAV_BUTTON_SX } from "@/components/shell/nav-item";
import type { ShellLink } from "@/components/shell/shell-link";
import { useMenuButton } from "@/components/shell/use-menu-button";

/** The button drawn for "More" (also the hidden copy that is measured). */
export const MoreButton = forwardRef<HTMLButtonElement, { label: string } & ButtonProps & { "data-testid"?: string }>(function MoreButton(
  { label, ...rest },
  ref,
) {
  return (
    <Button ref={ref} color="inherit" endIcon={<ArrowDropDownIcon />} sx={NAV_BUTTON_SX} {...rest}>
      {label}
    </Button>
  );
});

/** The entries that do not fit on the header's one row, behind "More"; sub-entries indented. */
export function NavMore({ items, label }: { items: ShellLink[]; label: string }) {
  const menu = useMenuButton();
  return (
    <>
      <MoreButton label={label} {...menu.buttonProps} data-testid="nav-more" />
      {menu.opened && <MoreMenu items={items} menu={menu} />}
    </>
  );
}
