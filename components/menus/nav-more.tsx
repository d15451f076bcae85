"use client";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Button, { type ButtonProps } from "@mui/material/Button";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import { forwardRef } from "react";
import { MenuLinkItem, NAV_BUTTON_SX } from "@/components/shell/nav-item";
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
  const { close, buttonProps, menuProps } = useMenuButton();
  const { listLabelledBy, ...menu } = menuProps;
  return (
    <>
      <MoreButton label={label} {...buttonProps} data-testid="nav-more" />
      <Menu {...menu} slotProps={{ list: { "aria-labelledby": listLabelledBy } }} data-testid="nav-more-menu">
        {items.flatMap((m) => [
          m.href ? <MenuLinkItem key={m.key} item={m} onClick={close} /> : <ListSubheader key={m.key}>{m.label}</ListSubheader>,
          ...(m.children ?? []).map((c) => <MenuLinkItem key={c.key} item={c} onClick={close} inset />),
        ])}
      </Menu>
    </>
  );
}
