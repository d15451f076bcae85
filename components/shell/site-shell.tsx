import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AppearanceFrame } from "@/components/appearance/appearance-frame";
import { logoutAction } from "@/lib/accounts/logout-action";
import { getActiveAppearance } from "@/lib/appearance/active";
import { allowedLocales, type Locale } from "@/lib/i18n/locale";
import type { Access } from "@/lib/server/access";
import { conferenceName } from "@/lib/server/conference-name";
import { footerYear } from "@/lib/site/footer";
import { getSiteMenu } from "@/lib/site/menus";
import { unreadNoticeCount } from "@/lib/notices/queries";
import { canOffer, screenFacts } from "@/lib/site/screens";
import { buildAccountMenu, buildMainMenu, fixedTitle, type MenuLink } from "@/lib/site/top-menu";
import { ClosedBanner } from "@/components/website/closed-banner";
import { SkipLink } from "./skip-link";
import { TopBar, type ShellLink } from "./top-bar";

/** Top menu, body and footer around every page of a conference site. */
export async function SiteShell({ access, children }: { access: Access; children: ReactNode }) {
  const locale = (await getLocale()) as Locale;
  const [t, tc, tm] = await Promise.all([getTranslations("shell"), getTranslations("common"), getTranslations("menus")]);
  const c = access.conference;
  const facts = screenFacts(access);
  const label = (m: MenuLink): ShellLink => ({
    key: m.key,
    href: m.href,
    newWindow: m.newWindow,
    icon: m.icon,
    label: m.label ?? t(m.labelKey as Parameters<typeof t>[0]),
    children: m.children?.map(label),
  });
  const menu = await getSiteMenu(c.id);
  const name = conferenceName(c, locale);
  const year = footerYear(name, new Date().getFullYear());
  const footer = (locale === "en" ? c.footerEn : c.footerZh) || (year ? t("footer", { year, name }) : t("footerNoYear", { name }));
  const appearance = await getActiveAppearance(c.id); // the frame applies it to public pages only
  // The personal-centre entry counts unread notices (one indexed count, signed-in people only).
  const account = buildAccountMenu(facts, menu, locale).map(label);
  const centre = access.user && canOffer("/profile/notice", facts) ? account.find((m) => m.key === "profile") : undefined;
  if (centre && access.user) {
    centre.badge = await unreadNoticeCount(c.id, access.user.id);
    centre.badgeLabel = (await getTranslations("notice"))("unreadBadge", { count: centre.badge });
  }
  const header = (
    <>
      <SkipLink label={t("skipToContent")} />
      <TopBar
        brand={name}
        logoUrl={c.logoUrl}
        homeHref={canOffer("/", facts) ? "/" : null}
        main={buildMainMenu(facts, menu, locale).map(label)}
        account={account}
        user={access.user ? { name: access.user.trueName || access.user.email } : null}
        exitLabel={fixedTitle(menu, "exit", locale) ?? t("exit")}
        exitAction={logoutAction}
        mobile={access.mobile}
        bilingual={allowedLocales(c.languageType).length > 1}
        locale={locale}
        labels={{ openMenu: t("openMenu"), closeMenu: t("closeMenu"), account: t("accountMenu"), more: tm("more"), switchTo: tc("switchTo") }}
      />
      {c.closed && <ClosedBanner signedIn={!!access.user} />}
    </>
  );
  return (
    <AppearanceFrame kind={appearance.kind} base={appearance.base} custom={appearance.custom} header={header}>
      <Container component="main" id="content" tabIndex={-1} maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 2, md: 4 }, "&:focus": { outline: "none" } }}>
        {children}
      </Container>
      <Box component="footer" sx={{ py: 3, px: 2, bgcolor: "grey.100", textAlign: "center" }}>
        <Typography variant="body2" color="text.secondary" data-testid="site-footer">
          {footer}
        </Typography>
      </Box>
    </AppearanceFrame>
  );
}
