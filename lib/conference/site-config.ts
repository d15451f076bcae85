import type { SiteConference } from "@/lib/server/site-conference";

// Gateway shapes of SPEC §3 "Site configuration" and the domain lookup (§7).

export function toConferenceInfo(c: SiteConference) {
  return {
    conferenceId: c.id,
    conferenceName: c.nameZh,
    conferenceNameEn: c.nameEn,
    shortName: c.shortName,
    status: c.status,
    languageType: c.languageType,
    startDate: c.startDate,
    endDate: c.endDate,
    location: c.locationZh,
    locationEn: c.locationEn,
    timeZone: c.timeZone,
  };
}

export function toWebsiteConfig(c: SiteConference) {
  return {
    ...toConferenceInfo(c),
    conference: { id: c.id, status: c.status },
    registerFlag: c.register?.registerFlag ?? false,
    registerNum: c.register?.registerNum ?? 0,
    registerConfigBasic: {
      costsSet: c.register?.costsSet ?? false,
      registerRule: c.register?.registerRule ?? null,
      registerStartDate: c.register?.registerStartDate ?? null,
      registerEndDate: c.register?.registerEndDate ?? null,
    },
    primaryColor: c.primaryColor,
    logoUrl: c.logoUrl,
    bannerUrl: c.bannerUrl,
    faviconUrl: c.faviconUrl,
    closed: c.closed,
    footer: c.footerZh,
    footerEn: c.footerEn,
    contactEmail: c.contactEmail,
    contactPhone: c.contactPhone,
    modules: c.modules,
  };
}

/** What a visitor of an unpublished conference may learn: enough for /unpublished and the language rule. */
export function toUnpublishedInfo(c: SiteConference) {
  return {
    conferenceId: c.id,
    conferenceName: c.nameZh,
    conferenceNameEn: c.nameEn,
    status: c.status,
    languageType: c.languageType,
    conference: { id: c.id, status: c.status },
  };
}

/** Whether the person may see more than toUnpublishedInfo. */
export function seesFullSite(a: { conference: SiteConference; manager: boolean }): boolean {
  return a.conference.published || a.manager;
}
