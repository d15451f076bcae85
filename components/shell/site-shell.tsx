import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { logoutAction } from "@/lib/accounts/logout-action";
import { allowedLocales, type Locale } from "@/lib/i18n/locale";
import type { Access } from "@/lib/server/access";
import { conferenceName } from "@/lib/site/conference-name";
import { getPublishedMenus } from "@/lib/site/menus";
import { buildAccountMenu, buildMainMenu, type MenuFacts, type MenuLink } from "@/lib/site/top-menu";
import { TopBar, type ShellLink } from "./top-bar";

/** Top menu, body and footer around every page of a conference site. */
export async function SiteShell({ access, children }: { access: Access; children: ReactNode }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("shell");
  const c = access.conference;
  const facts: MenuFacts = {
    loggedIn: !!access.user,
    attended: access.attended,
    manager: access.manager,
    reviewer: access.reviewer,
    modules: c.modules,
  };
  const label = (m: MenuLink): ShellLink => ({
    key: m.key,
    href: m.href,
    newWindow: m.newWindow,
    label: m.label ?? t(m.labelKey as Parameters<typeof t>[0]),
    children: m.children?.map(label),
  });
  const name = conferenceName(c, locale);
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <TopBar
        brand={name}
        main={buildMainMenu(facts, await getPublishedMenus(c.id), locale).map(label)}
        account={buildAccountMenu(facts).map(label)}
        exitLabel={access.user ? t("exit") : null}
        exitAction={logoutAction}
        mobile={access.mobile}
        bilingual={allowedLocales(c.languageType).length > 1}
        openMenuLabel={t("openMenu")}
      />
      <Container component="main" id="content" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 2, md: 4 } }}>
        {children}
      </Container>
      <Box component="footer" sx={{ py: 3, px: 2, bgcolor: "grey.100", textAlign: "center" }}>
        <Typography variant="body2" color="text.secondary">
          {(locale === "en" ? c.footerEn : c.footerZh) || t("footer", { year: new Date().getFullYear(), name })}
        </Typography>
      </Box>
    </Box>
  );
}
