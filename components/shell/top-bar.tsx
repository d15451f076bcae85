"use client";
import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import Link from "next/link";
import { MainNav } from "@/components/menus/main-nav";
import { useState, useTransition } from "react";
import { AccountMenu } from "./account-menu";
import { LanguageSwitch } from "./language-switch";
import { LazySnackbar, MenuDrawer, useOpenedOnce } from "./lazy-menu";
import { NavItem } from "./nav-item";
import type { ShellLink } from "./shell-link";
import { NOTIFY_MS } from "@/lib/client/notify";
import { siteImageSrcSet } from "@/lib/server/site-file-url";

export type { ShellLink } from "./shell-link";

type Props = {
  brand: string;
  /** The conference's logo (website settings), shown before its name. */
  logoUrl?: string | null;
  homeHref: string | null; // null where home would bounce (an unpublished conference)
  main: ShellLink[];
  account: ShellLink[];
  user: { name: string } | null;
  exitLabel: string;
  exitAction: () => Promise<{ ok: boolean; message?: string }>;
  mobile: boolean;
  bilingual: boolean;
  locale: string;
  /** Every text the header shows, from the server: the first load carries no translation runtime. */
  labels: { openMenu: string; closeMenu: string; account: string; more: string; switchTo: string };
};

// A phone shows the whole name on up to two lines; a desktop row gives it what is left.
const PHONE_BRAND = {
  fontSize: "1rem",
  lineHeight: 1.3,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  flexGrow: 1,
} as const;
const DESKTOP_BRAND = {
  fontSize: "1.15rem",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  flex: { xs: "1 1 auto", lg: "0 1 auto" },
  mr: { lg: 2 },
} as const;

/**
 * SPEC §2 top menu. Phones (user-agent, on the server) get a drawer; a desktop browser gets one
 * row — brand, content menu, account menu, language — and the drawer too when its window is
 * narrower than that row needs.
 */
export function TopBar(p: Props) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [exiting, startExit] = useTransition();
  const drawer = useOpenedOnce(open);
  // On success the action redirects (home or the provider's logout); it answers only when refused.
  const exit = () =>
    startExit(async () => {
      const r = await p.exitAction();
      if (r && !r.ok) setError(r.message ?? null);
    });
  const wide = p.mobile ? "none" : { xs: "none", lg: "flex" };
  return (
    <AppBar position="sticky" elevation={1} data-testid={p.mobile ? "mobile-bar" : "desktop-bar"}>
      <Toolbar sx={{ gap: 1, flexWrap: "nowrap" }} data-testid="top-bar">
        <IconButton
          color="inherit"
          edge="start"
          aria-label={p.labels.openMenu}
          onClick={() => setOpen(true)}
          data-testid="open-drawer"
          sx={{ display: p.mobile ? "inline-flex" : { xs: "inline-flex", lg: "none" } }}
        >
          {/* The drawer holds the account's entries, so it shows their unread dot too */}
          <Badge color="error" variant="dot" invisible={!p.account.some((m) => m.badge)} data-testid="drawer-badge">
            <MenuIcon />
          </Badge>
        </IconButton>
        {p.logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- a kept site file, served by our own route
          <img
            src={p.logoUrl}
            srcSet={siteImageSrcSet(p.logoUrl, 120) ?? undefined}
            sizes="120px"
            alt=""
            data-testid="site-logo"
            style={{ height: 36, width: "auto", maxWidth: 120, objectFit: "contain", flexShrink: 0 }}
          />
        )}
        <Typography
          variant="h6"
          component={p.homeHref ? Link : "span"}
          {...(p.homeHref ? { href: p.homeHref } : {})}
          title={p.brand}
          data-testid="site-title"
          sx={{ color: "inherit", textDecoration: "none", minWidth: 0, ...(p.mobile ? PHONE_BRAND : DESKTOP_BRAND) }}
        >
          {p.brand}
        </Typography>
        {!p.mobile && <MainNav items={p.main} display={wide} moreLabel={p.labels.more} />}
        {!p.mobile && (
          <Box sx={{ display: wide, gap: 0.5, flexShrink: 0, alignItems: "center" }} data-testid="account-menu">
            {p.user ? (
              <AccountMenu name={p.user.name} label={p.labels.account} items={p.account} exitLabel={p.exitLabel} onExit={exit} exiting={exiting} />
            ) : (
              p.account.map((m) => <NavItem key={m.key} item={m} />)
            )}
          </Box>
        )}
        <LanguageSwitch bilingual={p.bilingual} locale={p.locale} label={p.labels.switchTo} />
      </Toolbar>
      {drawer && (
        <MenuDrawer
          open={open}
          onClose={() => setOpen(false)}
          brand={p.brand}
          closeLabel={p.labels.closeMenu}
          main={p.main}
          account={p.account}
          user={p.user}
          exitLabel={p.exitLabel}
          onExit={exit}
        />
      )}
      <LazySnackbar open={!!error} autoHideDuration={NOTIFY_MS} onClose={() => setError(null)} message={error} />
    </AppBar>
  );
}
