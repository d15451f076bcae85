import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { HydrationMark } from "@/components/shell/hydration-mark";
import { LoadErrorWatch } from "@/components/site/load-error-watch";
import { SiteShell } from "@/components/shell/site-shell";
import { ThemeRegistry } from "@/components/ui/theme-registry";
import type { Locale } from "@/lib/i18n/locale";
import { getAccess } from "@/lib/server/guard";
import { conferenceName } from "@/lib/server/conference-name";

export async function generateMetadata(): Promise<Metadata> {
  const access = await getAccess();
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("common");
  const name = access ? conferenceName(access.conference, locale) : t("appName");
  // SPEC §2 step 1: each page's own title, then the conference's name ("<page> - <conference>";
  // the page table, lib/pages/registry.ts, holds every page's title).
  // The conference's own favicon (website settings) replaces the platform's icons rather than
  // joining them, so browsers cannot pick the platform's; those live in public/ for that reason.
  const favicon = access?.conference.faviconUrl;
  const icons = favicon
    ? [{ url: favicon, type: favicon.endsWith(".ico") ? "image/x-icon" : "image/png" }]
    : [
        { url: "/icon.svg", type: "image/svg+xml" },
        { url: "/favicon.ico", sizes: "16x16 32x32" },
      ];
  return { title: { default: name, template: `%s - ${name}` }, icons: { icon: icons } };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, access] = await Promise.all([getLocale(), getAccess()]);
  return (
    <html lang={locale}>
      <body>
        <HydrationMark />
        <LoadErrorWatch />
        <AppRouterCacheProvider>
          <ThemeRegistry primaryColor={access?.conference.primaryColor ?? "#1d4e89"}>
            {/* No translation provider here: the header gets its texts from the server, and each
                area's layout hands its client components their messages. */}
            {access ? <SiteShell access={access}>{children}</SiteShell> : children}
          </ThemeRegistry>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
