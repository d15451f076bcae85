"use client";
import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { AccountMenuList } from "./lazy-menu";
import { NAV_BUTTON_SX } from "./nav-item";
import type { ShellLink } from "./shell-link";
import { useMenuButton } from "./use-menu-button";

type Props = { name: string; label: string; items: ShellLink[]; exitLabel: string; onExit: () => void; exiting: boolean };

/**
 * The account's entries (personal centre, my conferences, management, change password,
 * exit) behind one button with the person's name, so the header keeps to one row. MUI's Menu
 * gives the keyboard behaviour: Enter/Space/↓ open it on the first entry, arrows move, Escape
 * closes it and returns focus to the button.
 */
export function AccountMenu({ name, label, items, exitLabel, onExit, exiting }: Props) {
  const menu = useMenuButton();
  const badge = items.reduce((n, m) => n + (m.badge ?? 0), 0);
  return (
    <>
      <Button
        color="inherit"
        {...menu.buttonProps}
        title={`${label}: ${name}`}
        startIcon={
          <Badge color="error" variant="dot" invisible={!badge} data-testid="account-badge">
            <AccountCircleIcon />
          </Badge>
        }
        endIcon={<ArrowDropDownIcon />}
        data-testid="account-button"
        sx={{ ...NAV_BUTTON_SX, maxWidth: 240 }}
      >
        <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis" }}>
          {name}
        </Box>
      </Button>
      {menu.opened && <AccountMenuList items={items} exitLabel={exitLabel} onExit={onExit} exiting={exiting} menu={menu} />}
    </>
  );
}
