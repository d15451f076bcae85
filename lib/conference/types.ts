// The conference as every page and the gateway see it (SPEC §3 "Site configuration").
// JSON-safe on purpose: it is cached across requests and handed to client components.
export type Locale = "zh" | "en";

export type SiteConference = {
  id: number;
  nameZh: string;
  nameEn: string;
  shortName: string;
  status: number;
  published: boolean; // the site is open to visitors: published or closed (lib/conference/status.ts)
  closed: boolean;
  languageType: number;
  startDate: string | null; // YYYY-MM-DD
  endDate: string | null;
  locationZh: string;
  locationEn: string;
  timeZone: string;
  currency: string;
  primaryColor: string;
  /** Public addresses of the website settings' images (GET /site-file/{name}), null when none. */
  logoUrl: string | null;
  bannerUrl: string | null;
  faviconUrl: string | null;
  footerZh: string;
  footerEn: string;
  contactEmail: string;
  contactPhone: string;
  modules: Record<string, boolean>;
  register: {
    registerFlag: boolean;
    registerNum: number;
    costsSet: boolean;
    registerRule: string;
    registerStartDate: string | null;
    registerEndDate: string | null;
    allowAccountCreation: boolean;
  } | null;
};
