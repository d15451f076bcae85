import { getTranslations } from "next-intl/server";
import { PlatformOverview } from "@/components/site/platform-overview";
import { statusColor, statusKey } from "@/components/website/status-chip";
import { countRegistrations } from "@/lib/registration/service";
import { guardSignedInPage } from "@/lib/server/guard";
import { platformMenuFor } from "@/lib/site/platform-menu";
import { screenFacts } from "@/lib/site/screens";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform");

export default async function PlatformHome() {
  const access = await guardSignedInPage("/platform");
  const [t, shell, registrations] = await Promise.all([getTranslations("platform"), getTranslations("shell"), countRegistrations(access.conference.id)]);
  const groups = platformMenuFor(screenFacts(access)).map((g) => ({
    key: g.key,
    title: t(g.key as "groupManage"),
    items: g.items.map((i) => ({ key: i.key, href: i.href, label: t(i.key as "user") })),
  }));
  const published = access.conference.published;
  const status = access.conference.status;
  const website = await getTranslations("website");
  return (
    <PlatformOverview
      title={t("overview")}
      intro={shell("overviewIntro")}
      facts={[shell("overviewRegistrations", { count: registrations.count, cap: registrations.cap })]}
      status={{ label: website(statusKey(status)), published, color: statusColor(status), href: "/platform/publish" }}
      groups={groups}
    />
  );
}
