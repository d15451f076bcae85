"use client";
import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import LogoutIcon from "@mui/icons-material/Logout";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Link from "next/link";
import { CountChip } from "./count-chip";
import { NAV_BUTTON_SX } from "./nav-item";
import { linkProps, type ShellLink } from "./shell-link";
import { useMenuButton } from "./use-menu-button";

type Props = { name: string; label: string; items: ShellLink[]; exitLabel: string; onExit: () => void; exiting: boolean };

/**
 * The account's entries (personal centre, my conferences, management, change password,
 * exit) behind one button with the person's name, so the header keeps to one row. MUI's Menu
 * gives the keyboard behaviour: Enter/Space/↓ open it on the first entry, arrows move, Escape
 * closes it and returns focus to the button.
 */
export function AccountMenu({ name, label, items, exitLabel, onExit, exiting }: Props) {
  const { close, buttonProps, menuProps } = useMenuButton();
  const { listLabelledBy, ...menu } = menuProps;
  const badge = items.reduce((n, m) => n + (m.badge ?? 0), 0);
  return (
    <>
      <Button
        color="inherit"
        {...buttonProps}
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
      <Menu
        {...menu}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ list: { "aria-labelledby": listLabelledBy, dense: false }, paper: { sx: { minWidth: 200 } } }}
        data-testid="account-menu-list"
      >
        {items.map((m) => (
          <MenuItem key={m.key} component={Link} {...linkProps(m)} onClick={close} data-testid={`nav-${m.key}`}>
            {m.label}
            <CountChip count={m.badge} label={m.badgeLabel} testId={`nav-badge-${m.key}`} />
          </MenuItem>
        ))}
        {items.length > 0 && <Divider />}
        <MenuItem
          disabled={exiting}
          onClick={() => {
            close();
            onExit();
          }}
          data-testid="nav-exit"
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{exitLabel}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
