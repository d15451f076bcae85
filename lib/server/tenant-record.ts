import "server-only";
import { toDateOnly } from "@/lib/i18n/dates";
import { db } from "./db";
import { siteImageUrl } from "./site-file-url";
import { ConferenceStatus, isSiteOpen, type SiteConference } from "./site-conference";

/** Loads the conference mapped to a host, or null. Uncached; tenant.ts caches it. */
export async function findSiteConferenceByHost(host: string): Promise<SiteConference | null> {
  const domain = await db.conferenceDomain.findUnique({
    where: { host },
    include: { conference: { include: { websiteConfig: true, registerConfig: true, modules: true } } },
  });
  if (!domain) return null;
  const c = domain.conference;
  const w = c.websiteConfig;
  const r = c.registerConfig;
  return {
    id: c.id,
    nameZh: c.nameZh,
    nameEn: c.nameEn || c.nameZh,
    shortName: c.shortName,
    status: c.status,
    // A closed conference stays reachable (its pages show the closed notice; participants sign in).
    published: isSiteOpen(c.status),
    closed: c.status === ConferenceStatus.CLOSED,
    languageType: c.languageType,
    startDate: toDateOnly(c.startDate),
    endDate: toDateOnly(c.endDate),
    locationZh: c.locationZh,
    locationEn: c.locationEn,
    timeZone: c.timeZone,
    currency: c.currency,
    primaryColor: w?.primaryColor ?? "#1d4e89",
    logoUrl: siteImageUrl(w?.logoFile),
    bannerUrl: siteImageUrl(w?.bannerFile),
    faviconUrl: siteImageUrl(w?.faviconFile),
    footerZh: w?.footerZh ?? "",
    footerEn: w?.footerEn ?? "",
    contactEmail: w?.contactEmail ?? "",
    contactPhone: w?.contactPhone ?? "",
    modules: Object.fromEntries(c.modules.map((m) => [m.module, m.enabled])),
    register: r && {
      registerFlag: r.registerFlag,
      registerNum: r.registerNum,
      costsSet: r.costsSet,
      registerRule: r.registerRule,
      registerStartDate: toDateOnly(r.registerStartDate),
      registerEndDate: toDateOnly(r.registerEndDate),
      allowAccountCreation: r.allowAccountCreation,
    },
  };
}
