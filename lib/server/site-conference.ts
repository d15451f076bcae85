// The conference as every page and the gateway see it: what the tenancy (tenant.ts) resolves a
// host to and every access carries. JSON-safe on purpose: it is cached across requests and handed
// to client components. Loaded by lib/conference/queries.ts.
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

// Conference and website statuses, as stored in Conference.status. 4 = published is fixed by the
// public API (its clients rely on it); the others are this project's numbering.
export const ConferenceStatus = {
  NOT_PUBLISHED: 1,
  /** "Apply to publish": waiting for platform administrator review. */
  PENDING_REVIEW: 2,
  /** The administrator refused the request (reason in the history); the manager may apply again. */
  REJECTED: 3,
  PUBLISHED: 4,
  /** Closed: public pages show the closed notice, data kept, participants still sign in. */
  CLOSED: 5,
} as const;

export type ConferenceStatusValue = (typeof ConferenceStatus)[keyof typeof ConferenceStatus];

/** The site is open to visitors (closed sites still let participants in, with the closed notice). */
export function isSiteOpen(status: number): boolean {
  return status === ConferenceStatus.PUBLISHED || status === ConferenceStatus.CLOSED;
}
