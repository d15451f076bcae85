"use client";
import type { SnackbarProps } from "@mui/material/Snackbar";
import dynamic from "next/dynamic";
import { useState } from "react";

// Every page's header holds menus, a drawer and a notice that stay closed until someone opens
// them. MUI's Menu, Drawer and Snackbar bring its Popover, Modal, focus trap, lists and
// transitions, which the first load of a visitor's page carried unused: their code
// arrives when one first opens, and they stay mounted after that so that they can animate out.
const load = () => import("./header-menus");
export const SubEntriesMenu = dynamic(() => load().then((m) => m.SubEntriesMenu), { ssr: false });
export const MoreMenu = dynamic(() => load().then((m) => m.MoreMenu), { ssr: false });
export const AccountMenuList = dynamic(() => load().then((m) => m.AccountMenuList), { ssr: false });
export const MenuDrawer = dynamic(() => import("./menu-drawer").then((m) => m.MenuDrawer), { ssr: false });
const Snackbar = dynamic(() => import("@mui/material/Snackbar"), { ssr: false });

/** True from the first time `open` is. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** MUI's Snackbar, loaded when it first opens. */
export function LazySnackbar(props: SnackbarProps & { open: boolean }) {
  return useOpenedOnce(props.open) ? <Snackbar {...props} /> : null;
}
