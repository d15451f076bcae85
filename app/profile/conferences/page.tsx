import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { MyConferenceList } from "@/components/profile/my-conference-list";
import { originResolver } from "@/lib/admin/site-origin";
import { listMyConferences } from "@/lib/conference/my-conferences";
import type { Locale } from "@/lib/i18n/locale";
import { guardSignedInPage } from "@/lib/server/guard";
import { conferenceName } from "@/lib/server/conference-name";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/conferences");

export default async function MyConferencesPage() {
  const access = await guardSignedInPage("/profile/conferences");
  const origin = originResolver(await headers());
  const [t, locale, rows] = await Promise.all([getTranslations("profile"), getLocale(), listMyConferences(access.user.id, origin)]);
  const items = rows.map((r) => ({
    id: r.id,
    name: conferenceName(r, locale as Locale),
    href: r.href,
    roles: r.roles.map((role) => t(`role${role}` as "roleAttendee")),
  }));
  return <MyConferenceList title={t("myConferences")} empty={t("myConferencesEmpty")} items={items} />;
}
