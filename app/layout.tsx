import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SiteShell } from "@/components/shell/site-shell";
import { ThemeRegistry } from "@/components/ui/theme-registry";
import type { Locale } from "@/lib/i18n/locale";
import { getAccess } from "@/lib/server/guard";
import { conferenceName } from "@/lib/site/conference-name";

export async function generateMetadata(): Promise<Metadata> {
  const access = await getAccess();
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("common");
  const name = access ? conferenceName(access.conference, locale) : t("appName");
  // SPEC §2 step 1: each page's own title, then the conference's name.
  return { title: { default: name, template: `%s · ${name}` } };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, access] = await Promise.all([getLocale(), getMessages(), getAccess()]);
  return (
    <html lang={locale}>
      <body>
        <AppRouterCacheProvider>
          <ThemeRegistry primaryColor={access?.conference.primaryColor ?? "#1d4e89"}>
            <NextIntlClientProvider locale={locale} messages={messages}>
              {access ? <SiteShell access={access}>{children}</SiteShell> : children}
            </NextIntlClientProvider>
          </ThemeRegistry>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
